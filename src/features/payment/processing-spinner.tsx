import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A spinner with a text that screen readers announce when it appears or changes. */
export function ProcessingSpinner({ text, hint }: { text: string; hint?: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 6, textAlign: 'center' }}>
      <CircularProgress aria-hidden />
      <Box role="status" aria-live="polite">
        <Typography sx={{ fontWeight: 500 }}>{text}</Typography>
        {hint ? (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {hint}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
