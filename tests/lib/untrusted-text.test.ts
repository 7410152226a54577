import { MAX_UNTRUSTED_TEXT, untrustedText } from '@/lib/untrusted-text';

// Text from a QR code, a server or the address may carry characters that do not show
// but change what is shown (direction controls, zero-widths, tags). One sanitiser for all of it
// (docs/decisions/019).
describe('untrustedText: text that did not come from us, as it may be shown', () => {
  test('leaves ordinary text alone, in any script', () => {
    expect(untrustedText('Card expired at the bank.')).toBe('Card expired at the bank.');
    expect(untrustedText('Zona 1 – Šetalište')).toBe('Zona 1 – Šetalište');
    expect(untrustedText('Αθήνα, Београд, 北京, القاهرة')).toBe('Αθήνα, Београд, 北京, القاهرة');
    expect(untrustedText('🅿️ 👨‍👩‍👧')).toBe('🅿️ 👨👩👧');
  });

  test('nothing gives the empty string', () => {
    expect(untrustedText(null)).toBe('');
    expect(untrustedText(undefined)).toBe('');
    expect(untrustedText('')).toBe('');
    expect(untrustedText(' \u200b\u202e\n ')).toBe('');
  });

  test.each([
    ['LEFT-TO-RIGHT EMBEDDING', '\u202a'],
    ['RIGHT-TO-LEFT EMBEDDING', '\u202b'],
    ['POP DIRECTIONAL FORMATTING', '\u202c'],
    ['LEFT-TO-RIGHT OVERRIDE', '\u202d'],
    ['RIGHT-TO-LEFT OVERRIDE', '\u202e'],
    ['LEFT-TO-RIGHT ISOLATE', '\u2066'],
    ['RIGHT-TO-LEFT ISOLATE', '\u2067'],
    ['FIRST STRONG ISOLATE', '\u2068'],
    ['POP DIRECTIONAL ISOLATE', '\u2069'],
    ['LEFT-TO-RIGHT MARK', '\u200e'],
    ['RIGHT-TO-LEFT MARK', '\u200f'],
    ['ARABIC LETTER MARK', '\u061c'],
    ['ZERO WIDTH SPACE', '\u200b'],
    ['ZERO WIDTH NON-JOINER', '\u200c'],
    ['ZERO WIDTH JOINER', '\u200d'],
    ['WORD JOINER', '\u2060'],
    ['BYTE ORDER MARK inside the text', '\ufeff'],
    ['SOFT HYPHEN', '\u00ad'],
    ['MONGOLIAN VOWEL SEPARATOR', '\u180e'],
    ['INTERLINEAR ANNOTATION ANCHOR', '\ufff9'],
    ['LANGUAGE TAG', '\u{e0001}'],
    ['TAG SPACE', '\u{e0020}'],
    ['TAG LATIN SMALL LETTER A', '\u{e0061}'],
    ['CANCEL TAG', '\u{e007f}'],
    ['unassigned tag block U+E0000', '\u{e0000}'],
    ['HANGUL FILLER (draws as a blank)', '\u3164'],
    ['a lone surrogate', '\ud800'],
  ])('removes %s', (_name, char) => {
    expect(untrustedText(`pay${char}here`)).toBe('payhere');
    expect(untrustedText(`${char}https://evil.example/${char}`)).toBe('https://evil.example/');
  });

  test.each([
    ['NUL', '\u0000'],
    ['TAB', '\t'],
    ['LINE FEED', '\n'],
    ['CARRIAGE RETURN', '\r'],
    ['ESCAPE', '\u001b'],
    ['DELETE', '\u007f'],
    ['NEXT LINE (C1)', '\u0085'],
    ['CSI (C1)', '\u009b'],
    ['LINE SEPARATOR', '\u2028'],
    ['PARAGRAPH SEPARATOR', '\u2029'],
  ])('turns %s into a space, as it separates words', (_name, char) => {
    expect(untrustedText(`pay${char}here`)).toBe('pay here');
    expect(untrustedText(`${char}pay${char}${char}here${char}`)).toBe('pay here');
  });

  test('collapses runs of blanks of any kind into one space and trims', () => {
    expect(untrustedText('  a \u00a0\u2003\u3000 b\t\n c  ')).toBe('a b c');
  });

  test('a reversed address cannot read like the official one', () => {
    const shown = untrustedText('https://evil.example/\u202Erh.elpmaxe.gnikrap\u202C');
    expect(shown).toBe('https://evil.example/rh.elpmaxe.gnikrap');
    expect(shown).not.toMatch(/\p{Cf}/u);
  });

  test(`caps at ${MAX_UNTRUSTED_TEXT} code points, the ellipsis included`, () => {
    expect(untrustedText('x'.repeat(MAX_UNTRUSTED_TEXT))).toBe('x'.repeat(MAX_UNTRUSTED_TEXT));
    const cut = untrustedText('x'.repeat(MAX_UNTRUSTED_TEXT + 1));
    expect(cut).toBe(`${'x'.repeat(MAX_UNTRUSTED_TEXT - 1)}…`);
    expect(untrustedText('abcdef', 4)).toBe('abc…');
  });

  test('counts and cuts whole code points: an emoji is never cut in half', () => {
    const shown = untrustedText('🚗'.repeat(300));
    expect(Array.from(shown)).toHaveLength(MAX_UNTRUSTED_TEXT);
    expect(shown).toBe(`${'🚗'.repeat(MAX_UNTRUSTED_TEXT - 1)}…`);
    expect(shown).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  test('the length counts what is left, and no blank comes before the ellipsis', () => {
    expect(untrustedText(`${'\u200b'.repeat(500)}short`)).toBe('short');
    expect(untrustedText('abc defg', 5)).toBe('abc…');
  });

  test('markup stays text (React renders it as a text node)', () => {
    expect(untrustedText('<img src=x onerror="alert(1)">')).toBe('<img src=x onerror="alert(1)">');
  });
});
