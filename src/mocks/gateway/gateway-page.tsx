// Stand-in for the Worldline and Teya payment pages, so both round trips work with no backend.
// A test tool: English only, but accessible like the rest of the portal.
import { useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { recordGatewayOutcome, type GatewayOutcome } from '../db';
import { readGatewayRequest } from './gateway-request';

const money = new Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR' });

const buttons: { outcome: GatewayOutcome; label: string; color: 'success' | 'error' | 'inherit' }[] = [
  { outcome: 'approved', label: 'Approve', color: 'success' },
  { outcome: 'declined', label: 'Decline', color: 'error' },
  { outcome: 'cancelled', label: 'Cancel', color: 'inherit' },
];

export function isMockGatewayPath(pathname: string): boolean {
  return pathname.startsWith('/mock-gateway/');
}

function formatAmount(amount: string): string {
  const value = Number(amount);
  return amount !== '' && Number.isFinite(value) ? money.format(value) : '-,--';
}

interface MockGatewayPageProps {
  /** Injected in tests; the real page leaves the app with a full navigation. */
  navigate?: (url: string) => void;
}

export function MockGatewayPage({ navigate = (url) => window.location.assign(url) }: MockGatewayPageProps) {
  const reading = useMemo(() => readGatewayRequest(new URL(window.location.href)), []);
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    document.title = reading.ok ? reading.request.title : reading.title;
    document.documentElement.lang = 'en';
  }, [reading]);

  const choose = (outcome: GatewayOutcome) => {
    if (!reading.ok) return;
    const destination = reading.request.destinations[outcome];
    if (!destination) {
      setProblem('The return address is not on this site, so it is not followed.');
      return;
    }
    recordGatewayOutcome(reading.request.reference, outcome);
    setLeaving(true);
    navigate(destination);
  };

  return (
    <Container component="main" maxWidth="sm" sx={{ py: 4 }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {reading.ok ? reading.request.title : reading.title}
      </Typography>
      {reading.ok ? (
        <Stack spacing={2}>
          <Typography>This page stands in for the card payment service. No card is charged.</Typography>
          <Typography component="p" variant="h4">
            {formatAmount(reading.request.amount)}
          </Typography>
          <Typography sx={{ wordBreak: 'break-all' }}>
            {reading.request.referenceLabel}: {reading.request.reference}
          </Typography>
          {reading.request.items.length > 0 && (
            <section aria-labelledby="gateway-items">
              <Typography id="gateway-items" component="h2" variant="h6">
                Items
              </Typography>
              <Typography component="ul">
                {reading.request.items.map((item, index) => (
                  <li key={index}>
                    {item.description} ({item.count} x) {formatAmount(item.amount)}
                  </li>
                ))}
              </Typography>
            </section>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
          <Stack direction="row" spacing={2}>
            {buttons.map(({ outcome, label, color }) => (
              <Button
                key={outcome}
                variant={outcome === 'approved' ? 'contained' : 'outlined'}
                color={color}
                disabled={leaving}
                onClick={() => choose(outcome)}
              >
                {label}
              </Button>
            ))}
          </Stack>
        </Stack>
      ) : (
        <Alert severity="error">{reading.problem}</Alert>
      )}
    </Container>
  );
}

/** The stand-in gateway as the whole page (src/main.tsx, mock builds only). */
export function renderMockGatewayPage(container: HTMLElement): void {
  createRoot(container).render(<MockGatewayPage />);
}
