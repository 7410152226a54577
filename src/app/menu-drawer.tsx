import { useState, type ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CloseIcon, ExpandLessIcon, ExpandMoreIcon } from '@/components/icons';
import { useSessionActions, useZoneCode } from '@/stores/session-store';
import { isTicketType, type TicketType } from '@/lib/ticket-type';
import { homePath } from '@/lib/paths';
import { ROUTES, type MenuPlace, type RoutePath } from './routes';
import { MENU_DRAWER_ID } from './top-bar';

type Props = { open: boolean; onClose: () => void };

type MenuGroupId = NonNullable<MenuPlace['group']>;

/**
 * The menu's screens, in their order: every entry of the route record (src/app/routes.ts) with a
 * `menu` place, so that the record stays the one list of screens. The home page leads to the
 * stored zone (or /welcome); the ticket choices set the ticket type first.
 */
const MENU = ROUTES.flatMap((entry) => (entry.menu ? [{ path: entry.path, ...entry.menu }] : [])).sort(
  (a, b) => a.at - b.at,
);

/** The groups: their text, and whether they start open. */
const GROUPS: Record<MenuGroupId, { text: MenuPlace['text']; open: boolean }> = {
  buy: { text: 'buyTicket', open: true },
  policies: { text: 'policies', open: false },
};

const TITLE_ID = 'menu-drawer-title';
const itemSx = { minHeight: 48 } as const;
const subItemSx = { minHeight: 48, pl: 4 } as const;

/** A page of the menu: a real link (it can be opened in a new tab), and the menu closes. */
function MenuLink({
  to,
  onClick,
  nested,
  children,
}: {
  to: string;
  onClick: () => void;
  nested?: boolean;
  children: ReactNode;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={to} onClick={onClick} sx={nested ? subItemSx : itemSx}>
        <ListItemText primary={children} />
      </ListItemButton>
    </ListItem>
  );
}

/** A group that opens and closes; its state is announced with aria-expanded. */
function MenuGroup(props: {
  id: string;
  label: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const { id, label, open, onToggle, children } = props;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton aria-expanded={open} aria-controls={id} onClick={onToggle} sx={itemSx}>
        <ListItemText primary={label} />
        {open ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />}
      </ListItemButton>
      <Collapse in={open} id={id}>
        <List disablePadding>{children}</List>
      </Collapse>
    </ListItem>
  );
}

/**
 * The full-width menu of every page; loaded on first open. MUI's modal moves focus into it,
 * keeps it there, closes on Escape and gives focus back to the menu button.
 */
export function MenuDrawer({ open, onClose }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const zoneCode = useZoneCode();
  const { ticketTypeChosen } = useSessionActions();
  const [groupOpen, setGroupOpen] = useState<Record<MenuGroupId, boolean>>(() => ({
    buy: GROUPS.buy.open,
    policies: GROUPS.policies.open,
  }));
  // Closing by going to another page leaves focus to that page's heading (PageHeading); any other
  // close gives it back to the menu button.
  const [restoreFocus, setRestoreFocus] = useState(true);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setRestoreFocus(true);
  }

  const follow = (to: string, before?: () => void) => ({
    to,
    onClick: () => {
      before?.();
      setRestoreFocus(to === location.pathname + location.search);
      onClose();
    },
  });
  // Without a zone there is nothing to buy yet: the ticket choices lead to /welcome (spec).
  const ticketLink = (type: TicketType) =>
    zoneCode ? follow(`/${type}`, () => ticketTypeChosen(type)) : follow('/welcome');
  const linkTo = (path: RoutePath) => {
    if (path === '/') return follow(homePath(zoneCode));
    const ticketType = path.slice(1);
    return isTicketType(ticketType) ? ticketLink(ticketType) : follow(path);
  };
  const link = (item: (typeof MENU)[number]) => (
    <MenuLink key={item.path} nested={Boolean(item.group)} {...linkTo(item.path)}>
      {t(`menu.${item.text}`)}
    </MenuLink>
  );
  // Each group where its first item is, holding all of its items.
  const items = MENU.flatMap((item, index) => {
    const group = item.group;
    if (!group) return [link(item)];
    if (MENU.findIndex((other) => other.group === group) !== index) return [];
    return [
      <MenuGroup
        key={group}
        id={`menu-${group}`}
        label={t(`menu.${GROUPS[group].text}`)}
        open={groupOpen[group]}
        onToggle={() => setGroupOpen((state) => ({ ...state, [group]: !state[group] }))}
      >
        {MENU.filter((other) => other.group === group).map(link)}
      </MenuGroup>,
    ];
  });

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      disableRestoreFocus={!restoreFocus}
      slotProps={{
        paper: {
          id: MENU_DRAWER_ID,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': TITLE_ID,
          sx: { width: '100%' },
        } as object,
      }}
    >
      <Toolbar
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', justifyContent: 'space-between' }}
      >
        <Typography id={TITLE_ID} component="h2" variant="h6">
          {t('appName')}
        </Typography>
        <IconButton color="inherit" edge="end" aria-label={t('nav.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Toolbar>
      <nav aria-labelledby={TITLE_ID}>
        <List>{items}</List>
      </nav>
    </Drawer>
  );
}
