import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type Props = {
  /** Who the words are from, in the page's own voice ("Message from the payment service:"). */
  source: string;
  /** The words, already made safe to quote (src/lib/quoted-text.ts). */
  text: string;
};

/**
 * Words a page passes on but did not write (docs/decisions/030-quoted-messages.md): set apart
 * from the page's own alert as a captioned quotation in the language's quotation marks, followed by
 * the portal's own reminder that it never sends the driver to a phone number or another payment
 * page. The text is a text node, never markup, and never interpolated into a translation.
 */
export function QuotedMessage({ source, text }: Props) {
  const { t } = useTranslation('common');
  const captionId = useId();
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, my: 2 }}>
      <Typography id={captionId} component="figcaption" variant="body2" sx={{ color: 'text.secondary' }}>
        {source}
      </Typography>
      <Box
        component="blockquote"
        sx={{
          m: 0,
          mt: 0.5,
          py: 0.5,
          pl: 1.5,
          borderLeft: 3,
          borderColor: 'divider',
          fontStyle: 'italic',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography component="p">
          {t('quoted.open')}
          {text}
          {t('quoted.close')}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {t('quoted.notOurs')}
      </Typography>
    </Box>
  );
}
