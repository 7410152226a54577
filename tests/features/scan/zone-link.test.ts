// The scanner's link check (docs/decisions/018): only the portal's own zone links lead on.
import { checkScannedText, MAX_SHOWN_LENGTH, shownText } from '@/features/scan/zone-link';

const OWN = 'https://parking.example.hr';
const OFFICIAL = [OWN, 'https://vpa.example.com', 'http://localhost:4173'];
const zone = (zoneCode: string) => ({ kind: 'zone', zoneCode });

describe('an official zone link leads to its zone', () => {
  test.each([
    ['https://parking.example.hr/?z=RI-Z1', 'RI-Z1'],
    ['https://parking.example.hr?z=RI-Z1', 'RI-Z1'],
    ['HTTPS://PARKING.EXAMPLE.HR/?z=ri-z1', 'ri-z1'],
    ['https://parking.example.hr:443/?z=KRK-Z1', 'KRK-Z1'],
    ['  https://parking.example.hr/?z=RI-Z1\n', 'RI-Z1'],
    ['https://parking.example.hr/?z=RI-Z1&utm_source=sticker#top', 'RI-Z1'],
    ['https://vpa.example.com/?z=ZG-Z1', 'ZG-Z1'],
    ['http://localhost:4173/?z=RI-Z1', 'RI-Z1'],
  ])('%s', (text, code) => {
    expect(checkScannedText(text, OFFICIAL)).toEqual(zone(code));
  });
});

describe('anything else is foreign', () => {
  test.each([
    // Other origins, and hosts made to look like the official one.
    'https://parking.example.com/?z=RI-Z1',
    'https://parking.example.hr.evil.com/?z=RI-Z1',
    'https://evil.com/parking.example.hr/?z=RI-Z1',
    'https://parking-example.hr/?z=RI-Z1',
    'https://xn--parkng-example-hr-7sb.com/?z=RI-Z1',
    'https://xn--prking-5ya.example.hr/?z=RI-Z1',
    'https://pаrking.example.hr/?z=RI-Z1', // a Cyrillic "а"
    'https://parking.example.hr@evil.com/?z=RI-Z1',
    'https://user:pw@parking.example.hr/?z=RI-Z1',
    'https://parking.example.hr\\@evil.com/?z=RI-Z1',
    // Same host, another scheme or port.
    'http://parking.example.hr/?z=RI-Z1',
    'https://parking.example.hr:8443/?z=RI-Z1',
    'http://localhost:4174/?z=RI-Z1',
    // Not an address at all.
    'javascript:alert(document.cookie)//https://parking.example.hr/?z=RI-Z1',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    '//parking.example.hr/?z=RI-Z1',
    '/?z=RI-Z1',
    'RI-Z1',
    '',
    // Paths other than /.
    'https://parking.example.hr/payment?z=RI-Z1',
    'https://parking.example.hr/welcome?z=RI-Z1',
    'https://parking.example.hr//evil.com/?z=RI-Z1',
    'https://parking.example.hr/%2F?z=RI-Z1',
    // Missing, doubled or invalid zone codes.
    'https://parking.example.hr/',
    'https://parking.example.hr/?zone=RI-Z1',
    'https://parking.example.hr/?z=',
    'https://parking.example.hr/?z=RI-Z1&z=RI-Z2',
    'https://parking.example.hr/?z=-RI',
    'https://parking.example.hr/?z=RI%20Z1',
    'https://parking.example.hr/?z=%3Cscript%3E',
    `https://parking.example.hr/?z=${'A'.repeat(41)}`,
  ])('%s', (text) => {
    expect(checkScannedText(text, OFFICIAL).kind).toBe('foreign');
  });

  test('an over-long text is never parsed as an address', () => {
    const long = `https://parking.example.hr/?z=RI-Z1&pad=${'x'.repeat(2_100)}`;
    expect(checkScannedText(long, OFFICIAL).kind).toBe('foreign');
  });

  test('no official origin configured: nothing leads on', () => {
    expect(checkScannedText('https://parking.example.hr/?z=RI-Z1', []).kind).toBe('foreign');
  });
});

describe('a refused text is shown as plain, short text', () => {
  test('the decoded text itself, when short', () => {
    expect(checkScannedText('https://evil.example/pay?z=RI-Z1', OFFICIAL)).toEqual({
      kind: 'foreign',
      shown: 'https://evil.example/pay?z=RI-Z1',
    });
  });

  test(`capped at ${MAX_SHOWN_LENGTH} characters, the ellipsis included`, () => {
    const long = `https://evil.example/${'a'.repeat(5_000)}`;
    const verdict = checkScannedText(long, OFFICIAL);
    expect(verdict.kind).toBe('foreign');
    const shown = verdict.kind === 'foreign' ? verdict.shown : '';
    expect(Array.from(shown)).toHaveLength(MAX_SHOWN_LENGTH);
    expect(shown.endsWith('…')).toBe(true);
    expect(long.startsWith(shown.slice(0, -1))).toBe(true);
  });

  test('exactly the limit is shown whole; an emoji is never cut in half', () => {
    expect(shownText('x'.repeat(MAX_SHOWN_LENGTH))).toBe('x'.repeat(MAX_SHOWN_LENGTH));
    const emoji = '🅿️'.repeat(150);
    const shown = shownText(emoji);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  test('control and direction characters do not reach the screen', () => {
    expect(shownText('https://evil.example/\u202Erh.elpmaxe.gnikrap\u202C\n\tnext')).toBe(
      'https://evil.example/rh.elpmaxe.gnikrap next',
    );
  });

  // Invisible and direction characters the first version of the check let through.
  test.each([
    ['ARABIC LETTER MARK', '\u061c'],
    ['ZERO WIDTH SPACE', '\u200b'],
    ['ZERO WIDTH NON-JOINER', '\u200c'],
    ['ZERO WIDTH JOINER', '\u200d'],
    ['BYTE ORDER MARK inside the text', '\ufeff'],
    ['TAG LATIN CAPITAL LETTER A', '\u{e0041}'],
    ['CANCEL TAG', '\u{e007f}'],
    ['LANGUAGE TAG', '\u{e0001}'],
    ['WORD JOINER', '\u2060'],
  ])('a %s does not reach the screen', (_name, char) => {
    const text = `https://parking.example.hr${char}.evil.example/?z=RI-Z1${char}`;
    expect(checkScannedText(text, OFFICIAL)).toEqual({
      kind: 'foreign',
      shown: 'https://parking.example.hr.evil.example/?z=RI-Z1',
    });
  });

  test.each([
    ['LINE SEPARATOR', '\u2028'],
    ['PARAGRAPH SEPARATOR', '\u2029'],
  ])('a %s is shown as a space: the text stays one line', (_name, char) => {
    expect(shownText(`https://evil.example/${char}${char}Official parking${char}`)).toBe(
      'https://evil.example/ Official parking',
    );
  });
});
