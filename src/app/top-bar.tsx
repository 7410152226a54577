import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '@/components/icons';
import { LanguageSelect } from '@/components/language-select';
import { APP_BAR_HEIGHT } from './theme';

type Props = {
  menuOpen: boolean;
  /** Tapped, the drawer not drawn yet: the button shows that the tap was taken. */
  menuOpening: boolean;
  /** The press on the menu button, before its click: the drawer's code can start loading. */
  onMenuPress: () => void;
  onMenuClick: () => void;
  menuButtonRef: React.Ref<HTMLButtonElement>;
};

export const MENU_DRAWER_ID = 'menu-drawer';

export function TopBar({ menuOpen, menuOpening, onMenuPress, onMenuClick, menuButtonRef }: Props) {
  const { t } = useTranslation();
  return (
    // A plain sticky bar, not MUI's AppBar: its Paper writes the (absent) shadow into a style
    // attribute, which the prerendered QR landing may not carry (the CSP), and it would bring
    // about 1 KiB into every page's first files for nothing drawn (docs/decisions/029).
    <Box
      component="header"
      // The page keeps focused controls clear of it (src/lib/focus-clear-of-bars.ts).
      data-sticky-top
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        minHeight: APP_BAR_HEIGHT,
        px: { xs: 1, sm: 2 },
      }}
    >
      <LanguageSelect />
      <Box sx={{ flex: 1 }} />
      <IconButton
        ref={menuButtonRef}
        color="inherit"
        // No edge="end": its negative margin pushed the button 4 px past a phone's screen.
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? MENU_DRAWER_ID : undefined}
        aria-busy={menuOpening || undefined}
        // Its own look, not the press's, so that the tap's frame shows it (docs/decisions/044).
        sx={{ '&[aria-busy="true"]': { bgcolor: 'rgba(255, 255, 255, 0.24)' } }}
        onPointerDown={onMenuPress}
        onClick={onMenuClick}
      >
        <MenuIcon />
      </IconButton>
    </Box>
  );
}
