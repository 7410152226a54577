import { useId } from 'react';
import Box from '@mui/material/Box';
import { SuccessMessage } from './success-message';

/**
 * A phone drawn with CSS showing the success screen a finished purchase ends on. No image is
 * downloaded; the example's text is real text, read out like the rest of the dialog.
 */
export function PhoneMockup({ validTo, label }: { validTo: string; label: string }) {
  const captionId = useId();
  return (
    <Box
      component="figure"
      aria-labelledby={captionId}
      sx={{ m: 0, my: 2, display: 'grid', justifyItems: 'center', gap: 1 }}
    >
      <Box
        sx={{
          width: 196,
          maxWidth: '100%',
          minHeight: 330,
          boxSizing: 'border-box',
          border: '10px solid #212121',
          borderTopWidth: 22,
          borderBottomWidth: 22,
          borderRadius: '28px',
          bgcolor: '#fff',
          position: 'relative',
          boxShadow: 3,
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
        }}
      >
        {/* The app bar of the success page, in miniature. */}
        <Box aria-hidden sx={{ height: 14, bgcolor: '#000', flexShrink: 0 }} />
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 1, py: 1 }}>
          <SuccessMessage
            compact
            validTo={validTo}
            ticketNumber={
              // The number is not known before paying: a grey bar stands in for it.
              <Box
                component="span"
                aria-hidden
                sx={{ display: 'inline-block', width: 72, height: 14, borderRadius: 1, bgcolor: 'grey.400' }}
              />
            }
          />
        </Box>
      </Box>
      <Box
        component="figcaption"
        id={captionId}
        sx={{ typography: 'body2', color: 'text.secondary', textAlign: 'center' }}
      >
        {label}
      </Box>
    </Box>
  );
}
