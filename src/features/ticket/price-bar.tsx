import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { formatMoney, PRICE_PLACEHOLDER } from '@/lib/money';
import type { EstimateState } from './use-ticket-estimate';

type Props = { estimate: EstimateState; describedBy?: string };

/** Minimum payable total in cents: below it, Continue stays off. */
const MIN_TOTAL_CENTS = 1;

/** Continue while the price is asked for: its pending look comes from it (aria-busy). */
const BUSY = '[aria-busy="true"]';

/**
 * The total and Continue, kept in view at the bottom of the screen while the form scrolls. While
 * the price is asked for, Continue is off and shows a spinner over its word: both are in its markup
 * and styles from its first render, shown by its aria-busy, so the first key of a plate, which
 * starts that state, inserts no styles (MUI's `loading` added its spinner's and a variant of the
 * button's styles then: docs/performance.md).
 */
export function PriceBar({ estimate, describedBy }: Props) {
  const { t } = useTranslation(['ticket', 'common']);
  const loading = estimate.status === 'loading';
  const price = estimate.status === 'ready' ? formatMoney(estimate.total) : PRICE_PLACEHOLDER;
  const belowMinimum = estimate.status === 'ready' && estimate.totalCents < MIN_TOTAL_CENTS;

  return (
    <Box
      role="group"
      aria-label={t('priceBar.label')}
      // The page keeps focused controls clear of it (src/lib/focus-clear-of-bars.ts).
      data-sticky-bottom
      sx={{
        position: 'sticky',
        bottom: 0,
        // A screen too short for it (sideways at 200 % zoom, sideways with the browser's bars): a bar
        // that sticks only within its form would sit over the form's first field; there it follows
        // the fields instead.
        '@media (max-height: 320px)': { position: 'static' },
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
        disabled={belowMinimum || loading}
        aria-busy={loading || undefined}
        aria-describedby={describedBy}
        sx={{
          minWidth: 132,
          minHeight: 48,
          flexShrink: 0,
          // The word keeps the button's name and width, hidden at once (`&&`: over MUI's disabled
          // colour); the spinner shows over it.
          [`&&${BUSY}`]: { color: 'transparent', transitionProperty: 'background-color, box-shadow' },
        }}
      >
        <Box
          component="span"
          sx={{
            display: 'none',
            position: 'absolute',
            inset: 0,
            alignItems: 'center',
            justifyContent: 'center',
            color: 'action.disabled',
            [`${BUSY} > &`]: { display: 'flex' },
          }}
        >
          <CircularProgress size={16} color="inherit" aria-hidden />
        </Box>
        {t('common:actions.continue')}
      </Button>
    </Box>
  );
}
