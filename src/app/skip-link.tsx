import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FOCUS_BLUE } from '@/components/focus-ring';

/** First focusable element: lets keyboard users jump past the top bar to `<main>` (its id: `target`). */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${target}`}
      onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
        // Focus follows the jump even where the main element is not focusable by itself.
        const main = document.getElementById(target);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: 2000,
        minHeight: 44,
        display: 'inline-flex',
        alignItems: 'center',
        bgcolor: '#FFFFFF',
        color: '#000000',
        px: 1.5,
        borderRadius: 1,
        fontWeight: 500,
        textDecoration: 'underline',
        outline: `2px solid ${FOCUS_BLUE}`,
        '&:focus': { top: 8 },
      }}
    >
      {t('nav.skipToContent')}
    </Box>
  );
}
