/** The plate as the visitor should recognise it: large, spaced, framed like a number plate. */
export const PLATE_SX = {
  m: 0,
  px: 1.5,
  py: 0.25,
  border: 2,
  borderColor: 'text.primary',
  borderRadius: 1,
  fontSize: '1.75rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  lineHeight: 1.3,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
} as const;
