import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';

export const MAIN_ID = 'main-content';

/** First focusable element: lets keyboard users jump past the top bar. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: 2000,
        bgcolor: '#FFFFFF',
        color: '#000000',
        p: 1.5,
        '&:focus': { top: 8 },
      }}
    >
      {t('nav.skipToContent')}
    </Link>
  );
}
