import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import { Link } from 'react-router';

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

/**
 * One choice on the zone home. An available tile is a real link; an unavailable one stays
 * focusable (aria-disabled) so keyboard and screen reader users still learn why it is off.
 */
export function ZoneTile({ title, hint, to, onChoose, unavailable, id }: Props) {
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
          '&:focus-visible': { outline: '3px solid #1565C0', outlineOffset: 2 },
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
    <ButtonBase
      component={Link}
      to={to}
      onClick={onChoose}
      focusRipple
      sx={{
        ...tileSx,
        borderColor: '#000000',
        bgcolor: '#FFFFFF',
        color: '#000000',
        '&:hover': { bgcolor: '#F5F5F5' },
        '&.Mui-focusVisible': { outline: '3px solid #1565C0', outlineOffset: 2 },
      }}
    >
      <Title>{title}</Title>
      <Box component="span" sx={{ fontSize: '0.9375rem', color: '#424242' }}>
        {hint}
      </Box>
    </ButtonBase>
  );
}

export function ZoneTileSkeleton() {
  // sx, not the height prop: the landing is prerendered, and its markup carries no style attribute.
  return <Skeleton variant="rounded" sx={{ height: TILE_HEIGHT, borderRadius: 2 }} />;
}
