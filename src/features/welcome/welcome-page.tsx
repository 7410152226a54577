import { useEffect, useId, useLayoutEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QrCodeIcon } from '@/components/icons';
import { PageHeading } from '@/components/page-heading';
import { YourTicketsSlot } from '@/pocket/your-tickets-slot';
import { useHasKeptTickets } from '@/pocket/kept-tickets-key';
import { KEPT_ATTRIBUTE, markKept } from '@/pocket/kept-mark';
import { prefetchScreen } from '@/lib/lazy-module';
import { whenIdle } from '@/lib/when-idle';
import { useSessionActions } from '@/stores/session-store';
import { WelcomeFooter } from './welcome-footer';
import { WelcomePageFooter } from './welcome-outlet';
import { welcomeQueries } from './welcome-queries';

const STEPS = ['step1', 'step2', 'step3'] as const;

/** `/welcome`: the landing page for visitors without a zone. */
export function WelcomePage() {
  const { t } = useTranslation('welcome');
  const { zoneCleared } = useSessionActions();
  const queryClient = useQueryClient();
  const stepsTitle = useId();
  const keeps = useHasKeptTickets();
  // Tickets kept during the visit (in another tab) are marked as the guard marks them from storage.
  useLayoutEffect(() => void (keeps && markKept(document)), [keeps]);

  useEffect(() => {
    // A visitor here is choosing a zone afresh: the stored one no longer applies.
    zoneCleared();
  }, [zoneCleared]);

  useEffect(() => {
    // The city list is the only way on; fetch it and its screen (code and texts) while the visitor
    // reads. The screen waits until the browser is idle, so it does not compete with this page's
    // own loading (it cost /welcome about 28 KiB and a long task while loading).
    void queryClient.prefetchQuery(welcomeQueries.cities());
    // Offline, the city list loads (or reports its error) when the visitor goes there.
    return whenIdle(() => void prefetchScreen('/welcome/cities'), 5000, 2000);
  }, [queryClient]);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100%',
        // With tickets kept, the page fills the first screen from its first paint, so that their
        // list, drawn by the app, pushes nothing: the footer starts below the fold (decision 041).
        [`html[${KEPT_ATTRIBUTE}] &`]: { minHeight: '100dvh' },
      }}
    >
      <PageHeading sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, lineHeight: 1.2 }}>
        {t('welcome.title')}
      </PageHeading>
      <Typography sx={{ mt: 1.5, fontSize: '1.0625rem', color: '#424242' }}>
        {t('welcome.subtitle')}
      </Typography>
      <Typography sx={{ mt: 2, fontWeight: 600, fontSize: '1.25rem' }}>{t('welcome.punchline')}</Typography>

      <Box component="section" aria-labelledby={stepsTitle} sx={{ mt: 2 }}>
        <Typography id={stepsTitle} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('welcome.stepsTitle')}
        </Typography>
        {/* role="list": Safari drops list semantics when list-style is none. */}
        <Box
          component="ol"
          role="list"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1.5 }}
        >
          {STEPS.map((step, index) => (
            <Box component="li" key={step} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <Box
                component="span"
                aria-hidden
                sx={{
                  flexShrink: 0,
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  bgcolor: '#000000',
                  color: '#FFFFFF',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 600,
                }}
              >
                {index + 1}
              </Box>
              <Typography component="span" sx={{ pt: 0.5 }}>
                {t(`welcome.${step}`)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>

      <Button
        component={Link}
        to="/welcome/cities"
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 3, minHeight: 48 }}
      >
        {t('welcome.next')}
      </Button>
      {/* The sticker's code read in the portal itself, which refuses a fake sticker's other address. */}
      <Button
        component={Link}
        to="/scan"
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<QrCodeIcon />}
        sx={{ mt: 1.5, minHeight: 48 }}
      >
        {t('welcome.scan')}
      </Button>

      {/* Client-side only, after hydration: the prerendered page has no tickets (docs/decisions/011). */}
      <YourTicketsSlot />

      <WelcomePageFooter>
        <WelcomeFooter />
      </WelcomePageFooter>
    </Box>
  );
}
