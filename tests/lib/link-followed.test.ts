import { afterEach, expect, it } from 'vitest';
import { linkFollowed, watchLinksFollowed } from '@/lib/link-followed';

// A tile of the painted page is a plain link: tapped before the app has taken the page over, it
// loads the form as a new page, which takes seconds on a weak signal. The guard's watch marks it
// busy at once, so the tile shows the pending look the app's own tile shows (aria-busy).
// What the watch means for a failed start is in tests/lib/start-again.test.ts.

const pageWindow = () => Object.assign(new EventTarget(), { document }) as unknown as Window;

let listening = new AbortController();

function page(html: string) {
  document.body.innerHTML = html;
  listening = new AbortController();
  const win = pageWindow();
  // The page's clicks reach its window, as they do in a browser.
  document.body.addEventListener(
    'click',
    (event) => {
      const copy = new MouseEvent('click', event);
      if (event.defaultPrevented) copy.preventDefault();
      Object.defineProperty(copy, 'target', { value: event.target });
      win.dispatchEvent(copy);
      event.preventDefault(); // jsdom does not navigate
    },
    { signal: listening.signal },
  );
  watchLinksFollowed(win);
  return win;
}

afterEach(() => {
  listening.abort();
  document.body.innerHTML = '';
});

it('marks a followed tile busy at once, and notes the navigation away', () => {
  const win = page(
    '<a href="/hourly?z=RI-Z1"><span>Satna karta</span></a><a href="/daily?z=RI-Z1">Dnevna</a>',
  );
  document.querySelector('span')!.click();
  const [hourly, daily] = document.querySelectorAll('a');
  expect(hourly).toHaveAttribute('aria-busy', 'true');
  expect(daily).not.toHaveAttribute('aria-busy');
  expect(linkFollowed(win)).toBe(hourly);
});

it('leaves a jump within the page, or a link the app handles itself, as it is', () => {
  const win = page('<a href="#main">Preskoči na sadržaj</a><a href="/hourly">Satna karta</a>');
  const [skip, app] = document.querySelectorAll('a');
  skip.click();
  app.addEventListener('click', (event) => event.preventDefault());
  app.click();
  expect(skip).not.toHaveAttribute('aria-busy');
  expect(app).not.toHaveAttribute('aria-busy');
  expect(linkFollowed(win)).toBeUndefined();
});

it('leaves a link opened in a new tab or window (a modifier key) as it is: this page stays', () => {
  const win = page('<a href="/hourly?z=RI-Z1">Satna karta</a>');
  const tile = document.querySelector('a')!;
  for (const key of ['ctrlKey', 'metaKey', 'shiftKey'])
    tile.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, [key]: true }));
  expect(tile).not.toHaveAttribute('aria-busy');
  expect(linkFollowed(win)).toBeUndefined();
});

it('leaves a phone number or an e-mail address as it is: another app opens, this page stays', () => {
  const win = page('<a href="tel:+38551000000">051 000 000</a><a href="mailto:info@example.hr">Pišite</a>');
  for (const link of document.querySelectorAll('a')) {
    link.click();
    expect(link).not.toHaveAttribute('aria-busy');
  }
  expect(linkFollowed(win)).toBeUndefined();
});

it('shows the page as it was when the back/forward cache gives it back, no longer left', () => {
  const win = page('<a href="/hourly?z=RI-Z1">Satna karta</a>');
  const tile = document.querySelector('a')!;
  tile.click();
  win.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
  expect(tile).toHaveAttribute('aria-busy', 'true');
  expect(linkFollowed(win)).toBe(tile);
  win.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
  expect(tile).not.toHaveAttribute('aria-busy');
  expect(linkFollowed(win)).toBeUndefined();
});
