import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, EARLY_ANSWERS_GLOBAL, earlyAnswer, type EarlyAnswer } from '@/api/early-answers';
import { LANDING_PATHS } from '@/api/landing-paths';
import { runGuard } from '@/boot/language-guard';
import { zoneStatusFrom } from '@/api/zone-answers';
import { earlyZoneStatus, paintLanding } from '@/features/zone/landing-paint';
import { LANDING_CLASS, PAINTED_CLASS } from '@/boot/page-contract';
import { landingMarkup } from '../../../vite/prerender-page';

// The QR landing painted from its early zone status before the framework (docs/decisions/029,
// 034): what the entry's first step does to the prerendered page, on the page's own markup
// (vite/prerender-page.ts).

const ZONE = {
  cityId: 7,
  city: 'KRK',
  zone: 'Zona 1',
  code: 'KRK-Z1',
  hasDailyTicket: true,
  hasHourlyTicket: true,
};

const answer = (body: unknown, status = 200): EarlyAnswer => ({
  status,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

function landingPage() {
  // What the build writes for one language: the app's page waiting (skeletons) and ready (links).
  const waiting =
    '<h1><span class="MuiSkeleton-root"></span>VPA-SLOT</h1><p>Adresa: \uE002</p><ul><li><span class="MuiSkeleton-root"></span></li></ul>';
  const ready =
    '<h1><span>\uE000</span>\uE001</h1><p>Adresa: \uE002</p><ul><li><a href="/daily?z=VPA-SLOT">Dnevna</a></li><li><a href="/hourly?z=VPA-SLOT">Satna</a></li></ul>';
  document.body.innerHTML = `<div id="root">${landingMarkup({ waiting, ready, krkLabel: 'Krk (grad)' })}</div>`;
  return document.querySelector(`.${LANDING_CLASS}`)!;
}

/** The zone of the address and the page's early answer to its status. */
function early(status: EarlyAnswer | Promise<EarlyAnswer>): [string, Promise<EarlyAnswer>] {
  return ['KRK-Z1', Promise.resolve(status)];
}

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('earlyZoneStatus reads an answer as the app does', () => {
  const bodies: [string, EarlyAnswer][] = [
    ['a zone', answer(ZONE)],
    [
      'names with direction overrides and line breaks',
      answer({ ...ZONE, city: 'RI\u202EJEKA', zone: 'Zona\n1' }),
    ],
    ['a missing field', answer({ ...ZONE, hasDailyTicket: undefined })],
    ['a field of the wrong type', answer({ ...ZONE, cityId: '7' })],
    ['a string for a flag', answer({ ...ZONE, hasHourlyTicket: 'true' })],
    ['an array', answer([ZONE])],
    ['null', answer('null')],
    ['text', answer('Service unavailable')],
    ['an empty body', answer('')],
  ];

  it.each(bodies)('%s: the same zone or none', (_what, reply) => {
    const app = (() => {
      try {
        return zoneStatusFrom(JSON.parse(reply!.body));
      } catch {
        return null;
      }
    })();
    expect(earlyZoneStatus(reply)).toEqual(app);
  });

  it('takes no answer that is not a success, and no answer at all', () => {
    expect(earlyZoneStatus(answer(ZONE, 500))).toBeNull();
    expect(earlyZoneStatus(answer(ZONE, 404))).toBeNull();
    expect(earlyZoneStatus(null)).toBeNull();
  });
});

describe('paintLanding', () => {
  it('fills the city (Krk in the page’s words) and the zone as text, then shows the tiles', async () => {
    const root = landingPage();
    const painting = paintLanding(document, ...early(answer({ ...ZONE, zone: '<b>Zona 1</b>' })));
    expect(await painting.done).toBe(true);
    expect(root).toHaveClass(PAINTED_CLASS);
    const ready = root.querySelector('.vpa-landing-ready')!;
    expect(ready.querySelector('h1')).toHaveTextContent('Krk (grad)<b>Zona 1</b>');
    expect(ready.querySelector('b')).toBeNull();
    expect(painting.painted()).toBe(true);
  });

  it.each([
    ['an error', answer({ message: 'Greška' }, 500)],
    ['no answer', null],
    ['a malformed zone', answer({ ...ZONE, zone: 1 })],
    ['no daily ticket on sale', answer({ ...ZONE, hasDailyTicket: false })],
    ['no hourly ticket on sale', answer({ ...ZONE, hasHourlyTicket: false })],
  ])('leaves the skeletons to the app on %s', async (_what, reply) => {
    const root = landingPage();
    const painting = paintLanding(document, ...early(reply));
    expect(await painting.done).toBe(false);
    expect(root).not.toHaveClass(PAINTED_CLASS);
    expect(painting.painted()).toBe(false);
  });

  it('touches nothing once the app draws the page', async () => {
    const root = landingPage();
    let reply: (value: EarlyAnswer) => void = () => undefined;
    const painting = paintLanding(
      document,
      ...early(new Promise<EarlyAnswer>((resolve) => (reply = resolve))),
    );
    painting.stop();
    reply(answer(ZONE));
    expect(await painting.done).toBe(false);
    expect(root).not.toHaveClass(PAINTED_CLASS);
  });

  it('does nothing on a page without the landing, or without a zone', async () => {
    document.body.innerHTML = '<div id="root"><a href="/daily">Dnevna</a></div>';
    const painting = paintLanding(document, ...early(answer(ZONE)));
    expect(await painting.done).toBe(false);
    const root = landingPage();
    expect(await paintLanding(document, null, null).done).toBe(false);
    expect(root).not.toHaveClass(PAINTED_CLASS);
  });

  it('names the address’s zone in the tiles’ links before it shows them: a full page load of a tile opens its form', async () => {
    const root = landingPage();
    const painting = paintLanding(document, ...early(answer(ZONE)));
    await painting.done;
    const links = [...root.querySelectorAll<HTMLAnchorElement>('.vpa-landing-ready a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/daily?z=KRK-Z1', '/hourly?z=KRK-Z1']);
    // Nothing is written behind the store's back: the link carries what the form needs.
    links[1].addEventListener('click', (event) => event.preventDefault()); // jsdom does not navigate
    links[1].click();
    expect(sessionStorage.length).toBe(0);
  });

  it('leaves the links on the placeholder when it does not show the tiles', async () => {
    const root = landingPage();
    expect(await paintLanding(document, ...early(answer(ZONE, 500))).done).toBe(false);
    expect(root.querySelector('.vpa-landing-ready a')).toHaveAttribute('href', '/daily?z=VPA-SLOT');
  });
});

describe("the landing's painting for its address", () => {
  afterEach(() => {
    document.dispatchEvent(new Event('DOMContentLoaded'));
    Reflect.deleteProperty(window, EARLY_ANSWERS_GLOBAL);
    window.history.replaceState(null, '', '/');
    vi.resetModules();
  });

  it("paints from the guard's early answer and leaves that answer for the API client", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hr-HR']);
    window.history.replaceState(null, '', '/?z=RI-Z1');
    const root = landingPage();
    runGuard(window);
    // The entry, as a fresh page loads it.
    vi.resetModules();
    const { landingPainting } = await import('@/features/zone/landing-paint');
    const painting = landingPainting();
    expect(await painting.done).toBe(true);
    expect(root.querySelector('.vpa-landing-ready h1')).toHaveTextContent('RijekaZona 1');
    const url = apiUrl('', LANDING_PATHS.zoneStatus, { zoneCode: 'RI-Z1' });
    await expect(earlyAnswer(url, 'hr-HR', { take: true })).resolves.toMatchObject({ status: 200 });
  });
});
