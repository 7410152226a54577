import { afterEach, describe, expect, it, vi } from 'vitest';
import { runGuard } from '@/boot/language-guard';
import { chooseLanguage } from '@/i18n/languages';
import { KEPT_ATTRIBUTE, KEPT_TICKETS_KEY } from '@/pocket/kept-mark';

// The language guard (src/boot/language-guard.ts), the one script a page asks for before its
// first paint: the page's language, the QR landing's slots and early requests.
// Its early requests are in tests/api/early-answers.test.ts.

/** The page `address` loads: its guard runs while its head is parsed. */
function guardAt(address: string) {
  window.history.replaceState(null, '', address);
  runGuard(window);
}

async function slot(name: string): Promise<HTMLElement> {
  const element = document.createElement('span');
  element.setAttribute('data-vpa-slot', name);
  document.body.append(element);
  await new Promise((resolve) => setTimeout(resolve)); // the observer's callback has run
  return element;
}

afterEach(() => {
  // The parser is done: the guard stops watching (each test's guard is its own).
  document.dispatchEvent(new Event('DOMContentLoaded'));
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  Reflect.deleteProperty(window, '__vpaEarlyAnswers');
  window.history.replaceState(null, '', '/');
});

describe('the language guard on the QR landing', () => {
  it('writes the host and the zone code into slots added after it ran', async () => {
    guardAt('/?z=RI-Z1');
    expect((await slot('host')).textContent).toBe(window.location.host);
    expect((await slot('code')).textContent).toBe('RI-Z1');
    expect((await slot('city')).textContent).toBe('');
  });

  it('writes no zone code that is not one, and nothing as markup', async () => {
    guardAt(`/?z=${encodeURIComponent('<b>RI</b>')}`);
    const code = await slot('code');
    expect(code.textContent).toBe('');
    expect(code.children).toHaveLength(0);
    expect((await slot('host')).textContent).toBe(window.location.host);
  });

  it('fills the slots of a page parsed in one go, before its observer had run', () => {
    guardAt('/?z=RI-Z1');
    const host = document.createElement('span');
    host.setAttribute('data-vpa-slot', 'host');
    document.body.append(host);
    // The parser ends (DOMContentLoaded) with no microtask in between.
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(host.textContent).toBe(window.location.host);
  });

  it('stops once the page is parsed', async () => {
    guardAt('/?z=RI-Z1');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect((await slot('host')).textContent).toBe('');
  });

  it('fills nothing on other pages', async () => {
    guardAt('/welcome?z=RI-Z1');
    expect((await slot('host')).textContent).toBe('');
    expect((await slot('code')).textContent).toBe('');
  });

  it('still fills the slots in a browser without fetch, leaving the requests to the app', async () => {
    vi.stubGlobal('fetch', undefined);
    try {
      guardAt('/?z=RI-Z1');
      expect((await slot('host')).textContent).toBe(window.location.host);
      expect((await slot('code')).textContent).toBe('RI-Z1');
      expect(Reflect.get(window, '__vpaEarlyAnswers')).toEqual(new Map());
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the language guard marks a phone that keeps tickets (the welcome page keeps their room)', () => {
  it('marks <html> when a ticket is stored, and not when none is', () => {
    localStorage.setItem(KEPT_TICKETS_KEY, '{"version":1,"tickets":[{"ticketNumber":"2001"}]}');
    onTestFinished(() => localStorage.clear());
    guardAt('/welcome');
    expect(document.documentElement).toHaveAttribute(KEPT_ATTRIBUTE);
    document.documentElement.removeAttribute(KEPT_ATTRIBUTE); // the next page
    localStorage.setItem(KEPT_TICKETS_KEY, '{"version":1,"tickets":[]}');
    guardAt('/welcome');
    expect(document.documentElement).not.toHaveAttribute(KEPT_ATTRIBUTE);
  });
});

describe('the language guard sets <html lang>', () => {
  type Browser = { languages?: unknown; language?: unknown };
  /** Runs the guard against a stored `lang` (an Error: storage that throws) and a browser; the attributes it set. */
  function guard(
    stored: string | null | Error,
    browser: Browser = { languages: ['hr'] },
  ): Record<string, string> {
    const set: Record<string, string> = {};
    const window = {
      localStorage: {
        getItem: (key: string) => {
          if (stored instanceof Error) throw stored;
          return key === 'lang' ? stored : null;
        },
      },
      navigator: browser,
      location: { pathname: '/welcome', search: '', host: 'vpa.example' },
    };
    const document = {
      documentElement: { setAttribute: (name: string, value: string) => (set[name] = value) },
      querySelector: () => null,
    };
    runGuard({ ...window, document } as unknown as Window & typeof globalThis);
    return set;
  }

  it.each(['hr', 'en', 'de', 'it'])(
    'sets <html lang> to a stored choice (%s), whatever the browser says',
    (language) => {
      expect(guard(language, { languages: ['it-IT'] })).toEqual({ lang: language });
    },
  );

  it.each([
    [['de-AT', 'de'], 'de'],
    [['en-GB'], 'en'],
    [['it-IT'], 'it'],
    [['hr-HR'], 'hr'],
    [['fr-FR'], 'hr'],
    [['fr-FR', 'de_CH'], 'de'],
    [['EN-us'], 'en'],
    [[], 'hr'],
    [[42, null, '', 'constructor', 'it'], 'it'],
  ])('takes a browser set to %j when nothing is stored (%s)', (languages, language) => {
    expect(guard(null, { languages })).toEqual({ lang: language });
  });

  it.each([
    ['hr', 'Virtualni parkirni automat'],
    ['en', 'Virtual parking machine'],
    ['de', 'Virtueller Parkscheinautomat'],
    ['it', 'Parchimetro virtuale'],
  ])('names the page in its language (%s), as a screen reader announces it on load', (language, name) => {
    document.title = 'VPA – Virtualni parkirni automat';
    localStorage.setItem('lang', language);
    try {
      guardAt('/welcome');
    } finally {
      localStorage.removeItem('lang');
    }
    expect(document.title).toBe(name);
  });

  it('agrees with the app (chooseLanguage) on stored garbage, odd lists and no storage', () => {
    const stored = [null, 'xx', '"en"', 'EN', '__proto__', 'de', new Error('SecurityError')];
    const browsers: Browser[] = [
      { languages: ['it-IT'] },
      { languages: ['fr-FR'] },
      { languages: [], language: 'de-AT' },
      { languages: undefined, language: 'en-GB' },
      { languages: 'de-AT', language: 'fr' },
      {},
    ];
    for (const value of stored)
      for (const browser of browsers) {
        const list =
          Array.isArray(browser.languages) && browser.languages.length > 0
            ? browser.languages
            : [browser.language];
        expect(guard(value, browser), `${String(value)} ${JSON.stringify(browser)}`).toEqual({
          lang: chooseLanguage(value instanceof Error ? null : value, list),
        });
      }
  });
});
