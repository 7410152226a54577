// Zone colours arrive as RRGGBBAA hex. The spec names three light colours that take black text;
// every other colour takes white text unless white would fail WCAG AA contrast (docs/decisions).
const BLACK_TEXT_COLORS = new Set(['FDDE3AFF', 'FFFFFFFF', '5599FFFF']);
const HEX8 = /^#?([0-9A-Fa-f]{6})([0-9A-Fa-f]{2})?$/;

/** Fallback header colour: a red dark enough for white text (spec: "fallback red"). */
export const FALLBACK_HEADER_COLOR = '#C62828';
/** Default colour of a zone in the zone list (spec: "light grey"). */
export const DEFAULT_LIST_COLOR = '#E0E0E0';

export type ZoneColors = { background: string; text: '#000000' | '#FFFFFF' };

function normalise(color: string | null | undefined): string | null {
  const match = color ? HEX8.exec(color.trim()) : null;
  if (!match) return null;
  return `${match[1]}${match[2] ?? 'FF'}`.toUpperCase();
}

function channel(hex: string, index: number): number {
  const value = parseInt(hex.slice(index, index + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  return 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 2) + 0.0722 * channel(hex, 4);
}

// Our own and not MUI's getContrastRatio: MUI rounds each luminance to three digits, which lifts
// 5,817 of the 16.7 million colours from just under 4.5:1 (such as #158A00, 4.499) to 4.506, so
// they would get white text that fails WCAG AA by a hair. The spec's rule needs the exact ratio.
export function contrastRatio(a: string, b: string): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

function textFor(hex: string): ZoneColors['text'] {
  if (BLACK_TEXT_COLORS.has(hex)) return '#000000';
  // Translucent colours are drawn opaque: the alpha byte is ignored for the background.
  return contrastRatio(hex, 'FFFFFF') >= 4.5 ? '#FFFFFF' : '#000000';
}

export function zoneColors(color: string | null | undefined, fallback: string): ZoneColors {
  const hex = normalise(color) ?? normalise(fallback)!;
  return { background: `#${hex.slice(0, 6)}`, text: textFor(hex) };
}
