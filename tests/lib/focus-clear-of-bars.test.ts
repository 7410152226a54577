import { fireEvent } from '@testing-library/react';
import type { MockInstance } from 'vitest';
import { keepFocusClearOfBars } from '@/lib/focus-clear-of-bars';

// jsdom lays nothing out: each element is placed by hand (its top and height on a 768 px screen),
// the browser's frame runs at once and the page's scrolling is recorded.
const SCREEN_HEIGHT = window.innerHeight;
const TOP_BAR_HEIGHT = 56;
const GAP = 8;

function placeAt(element: Element, top: number, height: number) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: top, width: 300, height }),
  );
}

let scrollBy: MockInstance;
let stop: () => void;

function page() {
  document.body.innerHTML = `
    <header data-sticky-top><button>Open menu</button></header>
    <main>
      <a href="/hourly"><span>Hourly ticket</span></a>
      <input aria-label="Licence plate">
      <button>Continue</button>
    </main>`;
  const get = (selector: string) => document.querySelector<HTMLElement>(selector)!;
  placeAt(get('header'), 0, TOP_BAR_HEIGHT);
  return { tile: get('a'), words: get('a span'), plate: get('input'), next: get('main button') };
}

beforeEach(() => {
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => {
    frame(0);
    return 0;
  });
  scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
  stop = keepFocusClearOfBars(document);
});

afterEach(() => {
  stop();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

test('a control the keyboard focuses below the foot of the screen is scrolled up into view', () => {
  const { tile } = page();
  placeAt(tile, SCREEN_HEIGHT - 8, 96);
  fireEvent.keyDown(document, { key: 'Tab' });
  tile.focus();
  expect(scrollBy).toHaveBeenCalledWith(0, 96 - 8 + GAP);
});

test('a control the keyboard focuses under the top bar is scrolled down from under it', () => {
  const { tile } = page();
  placeAt(tile, 20, 96);
  tile.focus();
  expect(scrollBy).toHaveBeenCalledWith(0, 20 - TOP_BAR_HEIGHT - GAP);
});

test('a control that takes the focus from its own press stays where it was pressed', () => {
  const { tile, words } = page();
  placeAt(tile, SCREEN_HEIGHT - 8, 96);
  // The press lands on the tile's words, inside the link that takes the focus.
  fireEvent.pointerDown(words);
  tile.focus();
  expect(scrollBy).not.toHaveBeenCalled();
});

test('a field the form focuses after a press on Continue is scrolled into view', () => {
  const { plate, next } = page();
  placeAt(plate, SCREEN_HEIGHT + 100, 56);
  fireEvent.pointerDown(next);
  plate.focus();
  expect(scrollBy).toHaveBeenCalledWith(0, 100 + 56 + GAP);
});

test('once a key is pressed, the control pressed before is scrolled into view when it is focused', () => {
  const { tile, plate } = page();
  placeAt(tile, SCREEN_HEIGHT - 8, 96);
  fireEvent.pointerDown(tile);
  plate.focus();
  scrollBy.mockClear();
  fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
  tile.focus();
  expect(scrollBy).toHaveBeenCalledWith(0, 96 - 8 + GAP);
});

test('stopped, it moves nothing', () => {
  const { tile } = page();
  placeAt(tile, SCREEN_HEIGHT - 8, 96);
  stop();
  tile.focus();
  expect(scrollBy).not.toHaveBeenCalled();
});
