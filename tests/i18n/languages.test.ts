import { chooseLanguage, initialLanguage } from '@/i18n/languages';

// A first visit (docs/decisions/022) reads the first of the browser's languages the portal speaks,
// else Croatian; a language chosen in the menu (stored under `lang`) always wins.

describe('chooseLanguage', () => {
  it.each([
    [['de-AT', 'de', 'en'], 'de'],
    [['en-GB'], 'en'],
    [['it-IT', 'it'], 'it'],
    [['hr'], 'hr'],
    [['HR-hr'], 'hr'],
    [['de_CH'], 'de'],
    [['fr-FR'], 'hr'],
    [['fr-FR', 'it-CH', 'en-US'], 'it'],
    [['sl-SI', 'sr-Latn-RS', 'EN-us'], 'en'],
    [[], 'hr'],
  ] as const)('a browser set to %j reads %s', (browser, language) => {
    expect(chooseLanguage(null, browser)).toBe(language);
  });

  it.each([
    ['de', ['it-IT'], 'de'],
    ['hr', ['en-GB'], 'hr'],
    ['it', [], 'it'],
  ] as const)('a stored choice %s wins over a browser set to %j', (stored, browser, language) => {
    expect(chooseLanguage(stored, browser)).toBe(language);
  });

  it.each([
    ['xx', ['de-AT'], 'de'],
    ['__proto__', ['it-IT'], 'it'],
    ['"en"', ['fr'], 'hr'],
    ['EN', ['fr'], 'hr'],
    [{ toString: (): string => 'de' }, ['fr'], 'hr'],
    [null, 'de-AT', 'hr'],
    [null, undefined, 'hr'],
    [null, [42, null, { length: 2 }, 'constructor', '', '-', 'en'], 'en'],
    [null, ['toString-DE', '__proto__'], 'hr'],
  ])('garbage (stored %j, browser %j) falls back to %s', (stored, browser, language) => {
    expect(chooseLanguage(stored, browser)).toBe(language);
  });
});

describe('initialLanguage', () => {
  afterEach(() => vi.restoreAllMocks());

  function browserLanguages(languages: string[] | undefined, language = 'en-US') {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages as unknown as readonly string[]);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
  }

  it('takes the browser languages when nothing is stored', () => {
    browserLanguages(['de-AT', 'de']);
    expect(initialLanguage()).toBe('de');
  });

  it('takes navigator.language where the browser has no list', () => {
    browserLanguages(undefined, 'it-IT');
    expect(initialLanguage()).toBe('it');
  });

  it('takes the stored choice over the browser languages', () => {
    browserLanguages(['it-IT']);
    localStorage.setItem('lang', 'de');
    expect(initialLanguage()).toBe('de');
  });

  it('is Croatian for a browser it does not speak, and when storage throws', () => {
    browserLanguages(['fr-FR']);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(initialLanguage()).toBe('hr');
  });
});

describe('the app language at start (src/i18n/i18n.ts)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('starts in the browser language without storing it: only a menu choice is kept', async () => {
    vi.resetModules();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'de']);
    const { i18n, i18nReady } = await import('@/i18n/i18n');
    await i18nReady;
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('lang')).toBeNull();
    // A language the app switches to on its own (not the menu) is not stored either.
    await i18n.changeLanguage('it');
    expect(document.documentElement.lang).toBe('it');
    expect(localStorage.getItem('lang')).toBeNull();
  });
});
