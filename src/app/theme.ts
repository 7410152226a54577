import { createTheme } from '@mui/material/styles';
import { FOCUS_BLUE, focusRing } from '@/components/focus-ring';

export const APP_BAR_HEIGHT = 56;

export const theme = createTheme({
  palette: {
    primary: { main: '#000000' },
    secondary: { main: FOCUS_BLUE },
    error: { main: '#C62828' },
    background: { default: '#FFFFFF' },
  },
  typography: {
    // The fallbacks are local fonts with Plex's metrics (shell.css) until Plex loads
    // (after-first-screen.tsx).
    fontFamily:
      "'IBM Plex Sans', 'Plex Fallback Arial', 'Plex Fallback Roboto', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    // fonts.css ships two faces: weights above 450 (medium, semibold, bold) use the 600 file.
    button: { textTransform: 'none', fontWeight: 500 },
  },
  shape: { borderRadius: 8 },
  components: {
    // The menu drawer's bar (src/app/menu-drawer.tsx) is as high as the page's (src/app/top-bar.tsx).
    MuiToolbar: {
      styleOverrides: {
        root: { minHeight: APP_BAR_HEIGHT, '@media (min-width:0px)': { minHeight: APP_BAR_HEIGHT } },
      },
    },
    // Touch targets of at least 44 px (WCAG 2.5.8 asks 24; drivers in the street need more).
    MuiButton: { styleOverrides: { root: { minHeight: 44 } } },
    MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    // A press shows in CSS, at once, not with MUI's ripple: a button's first press mounted and
    // styled the ripple in the tap's own task, and its touch handlers ran before the click
    // (docs/decisions/044). Keyboard focus shows the app's ring, not MUI's focus ripple, a pale
    // pulse that stood out from no button by 3:1 and took the text's contrast on red ones.
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      styleOverrides: { root: { '&:active': { opacity: 0.72 }, '&.Mui-focusVisible': focusRing } },
    },
    // A list's row fills its list's width, where a ring outside it would be cut off.
    MuiListItemButton: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3 } } },
    },
    // A field's only edge, and its hint, at 3:1 and 4.5:1 against the page (WCAG 1.4.11, 1.4.3):
    // MUI's are 1.7:1 and 2.6:1.
    MuiOutlinedInput: {
      styleOverrides: { notchedOutline: { borderColor: '#767676' } },
    },
    MuiInputBase: {
      styleOverrides: { input: { '&::placeholder': { color: 'rgba(0, 0, 0, 0.6)', opacity: 1 } } },
    },
  },
});
