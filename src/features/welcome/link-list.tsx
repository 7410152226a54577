import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { Link } from 'react-router';
import { focusRing } from '@/components/focus-ring';

type ListProps = { label: string; children: ReactNode };

/** A labelled list of big, full-width links (cities, zones). */
export function LinkList({ label, children }: ListProps) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {children}
    </Box>
  );
}

type ItemProps = {
  to: string;
  children: ReactNode;
  /** Background and text colour; a neutral outlined link when left out. */
  colors?: { background: string; text: string };
  onClick?: () => void;
};

export function LinkListItem({ to, children, colors, onClick }: ItemProps) {
  return (
    <li>
      <ButtonBase
        component={Link}
        to={to}
        onClick={onClick}
        focusRipple
        // Inline style: zone colours come from the server, one generated class per zone buys nothing.
        style={colors ? { backgroundColor: colors.background, color: colors.text } : undefined}
        sx={{
          width: '100%',
          minHeight: 52,
          justifyContent: 'flex-start',
          textAlign: 'left',
          px: 2,
          py: 1.25,
          borderRadius: 2,
          fontSize: '1.125rem',
          fontWeight: 500,
          overflowWrap: 'anywhere',
          // An edge for every colour, white zones above all (WCAG 1.4.11 non-text contrast).
          border: '1px solid #757575',
          ...(colors ? {} : { bgcolor: '#FFFFFF', color: '#000000', '&:hover': { bgcolor: '#F5F5F5' } }),
          '&.Mui-focusVisible': focusRing,
        }}
      >
        {children}
      </ButtonBase>
    </li>
  );
}
