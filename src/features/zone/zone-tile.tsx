import { useEffect, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { afterNextPaint } from '@/lib/after-next-paint';
import { prefetchScreen } from '@/lib/lazy-module';
import { FOCUS_BLUE, focusRing } from '@/components/focus-ring';

/** Tiles and their skeletons share one height, so nothing shifts when the zone status arrives. */
export const TILE_HEIGHT = 96;

type Props = {
  title: string;
  hint: string;
  to: string;
  onChoose?: () => void;
  /** Why the tile cannot be used; a tile with a reason is disabled. */
  unavailable?: { text: string; tone: 'warning' | 'error' } | null;
  id: string;
};

const tileSx = {
  width: '100%',
  minHeight: TILE_HEIGHT,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: 0.5,
  px: 2,
  py: 1.5,
  borderRadius: 2,
  border: '2px solid',
  textAlign: 'left',
  textDecoration: 'none',
} as const;

/** A tapped tile's state: the pending look and words come from it (aria-busy), not from React alone. */
const BUSY = '[aria-busy="true"]';
const HINT_SX = { fontSize: '0.9375rem', color: '#424242' } as const;

// Dark enough for 4.5:1 on their light backgrounds (WCAG AA); the text, not the colour, says why.
const TONES = {
  warning: { color: '#7A4100', bgcolor: '#FFF4E5' },
  error: { color: '#B71C1C', bgcolor: '#FDECEA' },
} as const;

function Title({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        fontSize: '1.25rem',
        fontWeight: 600,
        lineHeight: 1.3,
        hyphens: 'auto',
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Box>
  );
}

/** A click the router follows in this page (not one that opens a new tab or window). */
const followedHere = (event: MouseEvent) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.shiftKey;

/**
 * One choice on the zone home. An available tile is a real link; an unavailable one stays
 * focusable (aria-disabled) so keyboard and screen reader users still learn why it is off.
 *
 * A tapped tile answers in the tap's own frame: it says that it is opening (aria-busy, its hint
 * replaced), and the navigation starts only once that frame is painted, because its work (the
 * router's render, the start of the form's code) would otherwise hold the frame back, and the
 * router keeps this page on screen until the form's code is in, a second or more on a slow line.
 * The pending look is in the tile's styles from its first render, so that frame inserts no styles.
 * A plain link, not MUI's ButtonBase: its first tap mounted and styled the ripple in the tap's own
 * task, and its dozen pointer, touch, mouse and focus handlers ran before the click; together most
 * of a slow phone's answer to the tap (docs/performance.md).
 */
export function ZoneTile({ title, hint, to, onChoose, unavailable, id }: Props) {
  const { t } = useTranslation('zone');
  const navigate = useNavigate();
  // Opening while the page is where it was tapped: a navigation cut short by another that stayed
  // on this page (the menu's home page while the form loads) leaves the tile as it was, tappable.
  const { key } = useLocation();
  const [tappedAt, setTappedAt] = useState<string | null>(null);
  const opening = tappedAt === key;
  // The phone's Back (or Forward) while the form loads comes back to the same address (and key)
  // without this page knowing: the browser's event says so. React's pending state of the tap's
  // transition would not: a Back does not end a transition held by a screen's code.
  useEffect(() => {
    if (!opening) return;
    const overtaken = () => setTappedAt(null);
    window.addEventListener('popstate', overtaken);
    return () => window.removeEventListener('popstate', overtaken);
  }, [opening]);
  if (unavailable) {
    const tone = TONES[unavailable.tone];
    return (
      <Box
        component="a"
        role="link"
        aria-disabled="true"
        tabIndex={0}
        aria-describedby={`${id}-reason`}
        sx={{
          ...tileSx,
          borderColor: '#BDBDBD',
          bgcolor: '#F5F5F5',
          color: '#616161',
          cursor: 'not-allowed',
          '&:focus-visible': focusRing,
        }}
      >
        <Title>{title}</Title>
        <Box
          component="span"
          id={`${id}-reason`}
          sx={{ fontSize: '0.9375rem', fontWeight: 500, px: 1, py: 0.25, borderRadius: 1, ...tone }}
        >
          {unavailable.text}
        </Box>
      </Box>
    );
  }
  return (
    <Box
      component={Link}
      to={to}
      onClick={(event: MouseEvent) => {
        onChoose?.();
        // Any other click (a new tab, say) is the link's and the browser's, as before.
        if (!followedHere(event)) return;
        // Prevented here, the router's own click handler leaves the navigation to this one; a
        // second tap while the first is opening starts nothing more.
        event.preventDefault();
        if (opening) return;
        setTappedAt(key);
        afterNextPaint(() => void navigate(to));
      }}
      // A mouse over the tile is a likely tap: its screen's code starts loading (on a touch
      // screen the press itself is the tap, and its work waits for the pending frame).
      onPointerEnter={(event: PointerEvent) => {
        if (event.pointerType === 'mouse') void prefetchScreen(new URL(to, window.location.href).pathname);
      }}
      aria-busy={opening || undefined}
      sx={{
        ...tileSx,
        cursor: 'pointer',
        userSelect: 'none',
        WebkitTapHighlightColor: 'transparent',
        borderColor: '#000000',
        bgcolor: '#FFFFFF',
        color: '#000000',
        '&:hover': { bgcolor: '#F5F5F5' },
        '&:active': { bgcolor: '#EEEEEE' },
        [`&${BUSY}`]: { borderColor: FOCUS_BLUE, bgcolor: '#E3F2FD', cursor: 'progress' },
        '&:focus-visible': focusRing,
      }}
    >
      <Title>{title}</Title>
      {/* Both in the markup, one shown by the tile's aria-busy: the prerendered tile, tapped before
          the app has taken the page over, says it is opening too (src/lib/link-followed.ts). */}
      <Box component="span" sx={{ ...HINT_SX, [`${BUSY} > &`]: { display: 'none' } }}>
        {hint}
      </Box>
      <Box component="span" sx={{ ...HINT_SX, display: 'none', [`${BUSY} > &`]: { display: 'block' } }}>
        {t('home.opening')}
      </Box>
    </Box>
  );
}

export function ZoneTileSkeleton() {
  // sx, not the height prop: the landing is prerendered, and its markup carries no style attribute.
  return <Skeleton variant="rounded" sx={{ height: TILE_HEIGHT, borderRadius: 2 }} />;
}
