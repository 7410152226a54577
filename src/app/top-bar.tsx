import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '@/components/icons';
import { LanguageSelect } from '@/components/language-select';

type Props = { menuOpen: boolean; onMenuClick: () => void; menuButtonRef: React.Ref<HTMLButtonElement> };

export const MENU_DRAWER_ID = 'menu-drawer';

export function TopBar({ menuOpen, onMenuClick, menuButtonRef }: Props) {
  const { t } = useTranslation();
  return (
    <AppBar position="sticky" component="header">
      <Toolbar sx={{ justifyContent: 'space-between', px: { xs: 1, sm: 2 } }}>
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
          onClick={onMenuClick}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
