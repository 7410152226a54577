import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useInRouterContext, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * Focuses the heading when the app navigated here. React Router keys the session's first entry
 * 'default' and every entry it navigated to with a key of its own (kept in history.state, so a
 * reload of such an entry, or Back to it, counts as well).
 */
function FocusAfterNavigation({ target }: { target: RefObject<HTMLHeadingElement | null> }) {
  const { key } = useLocation();
  const afterNavigation = useRef(key !== 'default');
  useEffect(() => {
    if (afterNavigation.current) target.current?.focus({ preventScroll: true });
  }, [target]);
  return null;
}

type Props = { children: ReactNode; sx?: TypographyProps['sx']; component?: 'h1' | 'h2' };

/**
 * The page's main heading. It takes focus when the page opens after a navigation, so screen
 * reader and keyboard users start at the new content (the very first page load keeps focus),
 * and it names the document (`<title>`, WCAG 2.4.2) in the page's language.
 */
export function PageHeading({ children, sx, component = 'h1' }: Props) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { t } = useTranslation();
  const appName = t('appName');
  const inRouter = useInRouterContext();
  // After every render: the heading's text may change when its data arrives.
  useEffect(() => {
    const heading = ref.current?.textContent?.replace(/\s+/g, ' ').trim();
    const title = heading ? `${heading} – ${appName}` : appName;
    if (component === 'h1' && document.title !== title) document.title = title;
  });
  // Long compound words (German "Stundenparkschein") at large text sizes: hyphenated at a syllable
  // where the browser knows the page language's rules, else broken anywhere rather than cut off.
  return (
    <>
      <Typography
        ref={ref}
        tabIndex={-1}
        variant="h5"
        component={component}
        sx={{ fontWeight: 600, outline: 'none', overflowWrap: 'anywhere', hyphens: 'auto', ...sx }}
      >
        {children}
      </Typography>
      {inRouter && <FocusAfterNavigation target={ref} />}
    </>
  );
}
