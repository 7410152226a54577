import { useState } from 'react';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CloseIcon, ExpandLessIcon, ExpandMoreIcon } from '@/components/icons';
import { useSessionActions, useZoneCode } from '@/stores/session-store';
import type { TicketType } from '@/lib/ticket-type';
import { homePath } from '@/lib/paths';
import { MENU_DRAWER_ID } from './top-bar';

type Props = { open: boolean; onClose: () => void };

/** The full-width menu of spec section 2; loaded on first open. */
export function MenuDrawer({ open, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const zoneCode = useZoneCode();
  const { ticketTypeChosen } = useSessionActions();
  const [buyOpen, setBuyOpen] = useState(true);
  const [policiesOpen, setPoliciesOpen] = useState(false);

  const go = (path: string) => {
    onClose();
    void navigate(path);
  };
  const chooseTicket = (type: TicketType) => {
    if (!zoneCode) return go('/welcome');
    ticketTypeChosen(type);
    go(`/${type}`);
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id: MENU_DRAWER_ID,
          sx: { width: '100%' },
          'aria-labelledby': 'menu-drawer-title',
        } as object,
      }}
    >
      <Toolbar
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', justifyContent: 'space-between' }}
      >
        <Typography id="menu-drawer-title" component="h2" variant="h6">
          {t('appName')}
        </Typography>
        <IconButton color="inherit" edge="end" aria-label={t('nav.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Toolbar>
      <nav aria-labelledby="menu-drawer-title">
        <List>
          <ListItemButton onClick={() => go(homePath(zoneCode))}>
            <ListItemText primary={t('menu.home')} />
          </ListItemButton>
          <ListItemButton
            aria-expanded={buyOpen}
            aria-controls="menu-buy"
            onClick={() => setBuyOpen((v) => !v)}
          >
            <ListItemText primary={t('menu.buyTicket')} />
            {buyOpen ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />}
          </ListItemButton>
          <Collapse in={buyOpen} id="menu-buy">
            <List disablePadding>
              <ListItemButton sx={{ pl: 4 }} onClick={() => chooseTicket('hourly')}>
                <ListItemText primary={t('menu.hourlyTicket')} />
              </ListItemButton>
              <ListItemButton sx={{ pl: 4 }} onClick={() => chooseTicket('daily')}>
                <ListItemText primary={t('menu.dailyTicket')} />
              </ListItemButton>
            </List>
          </Collapse>
          <ListItemButton onClick={() => go('/parking-fine')}>
            <ListItemText primary={t('menu.parkingFine')} />
          </ListItemButton>
          <ListItemButton onClick={() => go('/contact')}>
            <ListItemText primary={t('menu.contact')} />
          </ListItemButton>
          <ListItemButton
            aria-expanded={policiesOpen}
            aria-controls="menu-policies"
            onClick={() => setPoliciesOpen((v) => !v)}
          >
            <ListItemText primary={t('menu.policies')} />
            {policiesOpen ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />}
          </ListItemButton>
          <Collapse in={policiesOpen} id="menu-policies">
            <List disablePadding>
              <ListItemButton sx={{ pl: 4 }} onClick={() => go('/privacypolicy')}>
                <ListItemText primary={t('menu.privacyPolicy')} />
              </ListItemButton>
              <ListItemButton sx={{ pl: 4 }} onClick={() => go('/termsofuse')}>
                <ListItemText primary={t('menu.termsOfUse')} />
              </ListItemButton>
              <ListItemButton sx={{ pl: 4 }} onClick={() => go('/termsofsale')}>
                <ListItemText primary={t('menu.termsOfSale')} />
              </ListItemButton>
            </List>
          </Collapse>
        </List>
      </nav>
    </Drawer>
  );
}
