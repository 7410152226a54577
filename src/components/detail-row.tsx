import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * One term and its value in a `<dl>` of details (the payment summary, the ticket card): the label
 * on the left, the value on the right, wrapping below it on a narrow screen. `emphasised` is the
 * total: a rule above, larger type, and its changes spoken politely.
 */
export function DetailRow({
  label,
  children,
  emphasised = false,
}: {
  label: string;
  children: ReactNode;
  emphasised?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        columnGap: 2,
        ...(emphasised ? { borderTop: 1, borderColor: 'divider', pt: 1.5 } : {}),
      }}
    >
      <Typography component="dt" sx={{ color: 'text.secondary', fontWeight: emphasised ? 600 : 400 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        aria-live={emphasised ? 'polite' : undefined}
        sx={{
          m: 0,
          fontWeight: 600,
          fontSize: emphasised ? '1.25rem' : undefined,
          textAlign: 'right',
          flexGrow: 1,
          overflowWrap: 'anywhere',
        }}
      >
        {children}
      </Typography>
    </Box>
  );
}
