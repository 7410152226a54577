/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  // Strings: in `sx` the numbers 1 and -1 would mean 100% width and a -8px theme spacing.
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
