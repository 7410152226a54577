import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { formatMoney, PRICE_PLACEHOLDER } from '@/lib/money';
import type { EstimateState } from './use-ticket-estimate';

type Props = { estimate: EstimateState; describedBy?: string };

/** Minimum payable total in cents: below it, Continue stays off. */
const MIN_TOTAL_CENTS = 1;

/** The total and Continue, kept in view at the bottom of the screen while the form scrolls. */
export function PriceBar({ estimate, describedBy }: Props) {
  const { t } = useTranslation(['ticket', 'common']);
  const loading = estimate.status === 'loading';
  const price = estimate.status === 'ready' ? formatMoney(estimate.total) : PRICE_PLACEHOLDER;
  const belowMinimum = estimate.status === 'ready' && estimate.totalCents < MIN_TOTAL_CENTS;

  return (
    <Box
      role="group"
      aria-label={t('priceBar.label')}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 1,
        mx: -2,
        px: 2,
        py: 1.5,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        bgcolor: '#FFFFFF',
        borderTop: '1px solid #E0E0E0',
      }}
    >
      {/* Polite: a new price is worth hearing, but not worth interrupting the typing. */}
      <Box aria-live="polite" aria-atomic="true" sx={{ minWidth: 0 }}>
        <Box component="span" sx={{ display: 'block', fontSize: '0.875rem', color: '#424242' }}>
          {t('priceBar.total')}
        </Box>
        <Box
          component="span"
          sx={{ display: 'block', fontSize: '1.5rem', fontWeight: 700, whiteSpace: 'nowrap' }}
        >
          {price}
        </Box>
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={loading}
        disabled={belowMinimum}
        aria-describedby={describedBy}
        sx={{ minWidth: 132, minHeight: 48, flexShrink: 0 }}
      >
        {t('common:actions.continue')}
      </Button>
    </Box>
  );
}
