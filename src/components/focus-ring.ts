// The app's focus colour and ring (WCAG 2.4.7, 2.4.13): one blue on white for every control that
// draws its own ring instead of the browser's thin one; the theme's secondary colour too.
export const FOCUS_BLUE = '#1565C0';

/** The ring of a tile, a link row or a checkbox: `'&:focus-visible': focusRing`. */
export const focusRing = { outline: `3px solid ${FOCUS_BLUE}`, outlineOffset: 2 } as const;
