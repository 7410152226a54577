import { contrastRatio, DEFAULT_LIST_COLOR, FALLBACK_HEADER_COLOR, zoneColors } from '@/lib/zone-color';
import { zones } from '@/mocks/data';

// WCAG 2.2 AA, 1.4.3: normal text needs 4.5:1 (zone names are normal-size text).
const AA_TEXT = 4.5;

describe('zone colours meet WCAG AA text contrast', () => {
  // The spec names these three colours as taking black text, on the zone header and in the zone
  // list; every other colour takes white.
  test.each(['FDDE3AFF', 'FFFFFFFF', '5599FFFF'])('%s, named by the spec, takes black text', (color) => {
    const { background, text } = zoneColors(color, FALLBACK_HEADER_COLOR);
    expect(text).toBe('#000000');
    expect(contrastRatio(background.slice(1), text.slice(1))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  test('the fallback header red (spec: "fallback red") takes white text at AA', () => {
    const { background, text } = zoneColors(null, FALLBACK_HEADER_COLOR);
    expect(background).toBe(FALLBACK_HEADER_COLOR);
    expect(text).toBe('#FFFFFF');
    expect(contrastRatio(background.slice(1), 'FFFFFF')).toBeGreaterThanOrEqual(AA_TEXT);
  });

  test('the default list grey (spec: "light grey") takes black text at AA', () => {
    const { background, text } = zoneColors(null, DEFAULT_LIST_COLOR);
    expect(text).toBe('#000000');
    expect(contrastRatio(background.slice(1), '000000')).toBeGreaterThanOrEqual(AA_TEXT);
  });

  // Every colour the mock backend serves (a dark green, a dark red, a blue, none ...).
  const seeded = [...new Set(zones.map((zone) => zone.color))];
  test.each(seeded)('seeded zone colour %s has readable text on the header and in the list', (color) => {
    for (const fallback of [FALLBACK_HEADER_COLOR, DEFAULT_LIST_COLOR]) {
      const { background, text } = zoneColors(color, fallback);
      expect(contrastRatio(background.slice(1), text.slice(1))).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  // Any colour a city might configure: the rule never produces unreadable text.
  test('every grey level and a sweep of hues get text at AA or better', () => {
    const samples: string[] = [];
    for (let v = 0; v <= 255; v += 5) {
      const h = v.toString(16).padStart(2, '0');
      samples.push(
        `${h}${h}${h}FF`,
        `${h}0000FF`,
        `00${h}00FF`,
        `0000${h}FF`,
        `${h}${h}00FF`,
        `00${h}${h}FF`,
      );
    }
    for (const color of samples) {
      const { background, text } = zoneColors(color, FALLBACK_HEADER_COLOR);
      // The spec's white-by-default rule gives way to black whenever white would fail.
      const ratio = contrastRatio(background.slice(1), text.slice(1));
      expect(ratio, `${color} with ${text}`).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});
