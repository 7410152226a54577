// A driver taps as soon as a tile shows, not when the page has settled. The QR landing and
// /welcome are painted from their prerendered HTML before the app, which then takes the page over
// (docs/decisions/029): a tap before, during or after that takeover must open what was tapped. The
// painted links carry what their page needs (the tiles name their zone, `/hourly?z=`), and a
// start aborted by the driver's own navigation does not reload the page over it
// (src/lib/start-again.ts). Each tap is a real touch at the tile's place on the screen, at a
// moment after the tile first showed, with the phone's CPU slowed 4 times, so that the takeover
// (framework evaluation and the first render) spans many of these moments.
import type { Page } from '@playwright/test';
import { expect, test } from './stack';
import { START_RETRY_KEY } from '../../src/lib/start-again';

/** Moments after the tile first showed, in ms: from at once to well after the takeover. */
const MOMENTS = [0, 150, 500, 1200, 2600, 4000];
/** Moments after the framework's file arrived, in ms: its evaluation and the app's first render. */
const TAKEOVER_MOMENTS = [0, 100, 200, 350, 500, 700, 900, 1200, 1600, 2200];
const FRAMEWORK = /\/assets\/framework-[^/]+\.js$/;

async function slowCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Where the link `name` is drawn (the app's takeover may swap the element in between: asked again then). */
async function placeOf(page: Page, name: RegExp) {
  const tile = page.getByRole('link', { name }).first();
  let box: { x: number; y: number; width: number; height: number } | null = null;
  await expect.poll(async () => (box = await tile.boundingBox().catch(() => null))).not.toBeNull();
  return box!;
}

async function expectHourlyForm(page: Page) {
  await page.waitForURL(/\/hourly(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hourly ticket' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Licence plate/ })).toBeVisible();
  await expect(page.getByText('Zona 1').first()).toBeVisible();
  // No reload over the driver's navigation: the form stays.
  await expect(page).toHaveURL(/\/hourly$/);
}

/**
 * Opens the QR landing (or `address`) with the CPU slowed `rate` times and the framework's file
 * held back: the painted page alone. Gives where its hourly tile (or the link `name`) is, and a way
 * to let the framework in (settles when it has arrived).
 */
async function landingHeldBeforeTheFramework(
  page: Page,
  rate: number,
  { address = '/?z=RI-Z1', name = /Hourly ticket/ } = {},
) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(FRAMEWORK, async (route) => {
    await released;
    await route.continue();
  });
  await slowCpu(page, rate);
  await page.goto(address);
  const box = await placeOf(page, name);
  const letTheFrameworkIn = async () => {
    const arrived = page.waitForResponse(FRAMEWORK);
    release();
    await arrived;
  };
  return { box, letTheFrameworkIn };
}

/** Taps the middle of where the link `name` shows now, whatever element is there at `delay` ms later. */
async function tapAfter(page: Page, name: RegExp, delay: number) {
  const box = await placeOf(page, name);
  // The moment of the tap is what this test varies: the wait is the input, not a synchronisation.
  if (delay > 0) await page.waitForTimeout(delay);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

for (const delay of MOMENTS) {
  test(`the landing's hourly tile tapped ${delay} ms after it showed opens the zone's hourly form`, async ({
    page,
  }) => {
    await slowCpu(page, 4);
    await page.goto('/?z=RI-Z1');
    await tapAfter(page, /Hourly ticket/, delay);
    await expectHourlyForm(page);
  });
}

// The takeover itself, made long and placed: the framework is held until the painted tile shows,
// then let go, and the tap comes this long after it, with the CPU slowed 10 times (the app's
// first render then spans a good part of these moments).
for (const delay of TAKEOVER_MOMENTS) {
  test(`the landing's hourly tile tapped ${delay} ms after the framework arrived opens the zone's hourly form`, async ({
    page,
  }) => {
    const { box, letTheFrameworkIn } = await landingHeldBeforeTheFramework(page, 10);
    await letTheFrameworkIn();
    if (delay > 0) await page.waitForTimeout(delay);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expectHourlyForm(page);
  });
}

// A finger that rests on the glass: the tile pressed on the painted page before the app takes it
// over and let go this long after the framework arrived (the takeover, CPU slowed 4 times, comes
// in between). The browser clicks only when press and release hit the same element: the app waits
// for the release before it replaces the painted one (src/lib/pointer-release.ts).
for (const held of [300, 1500]) {
  test(`the landing's hourly tile pressed before the takeover and let go ${held} ms after the framework arrived opens the form`, async ({
    page,
  }) => {
    const { box, letTheFrameworkIn } = await landingHeldBeforeTheFramework(page, 4);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await letTheFrameworkIn();
    // How long the finger rests is what this test varies: the wait is the input.
    await page.waitForTimeout(held);
    await page.mouse.up();
    await expectHourlyForm(page);
  });
}

// A tap on the painted tile loads its form as a new page, seconds on a weak signal: the tile shows
// the app's pending look and words at once (src/lib/link-followed.ts, the tile's aria-busy), not
// nothing until the form arrives.
test('the painted tile answers a tap at once with the pending look, while its form loads as a new page', async ({
  page,
}) => {
  const { box, letTheFrameworkIn } = await landingHeldBeforeTheFramework(page, 4);
  // How the tapped tile looks once the page has taken the tap (after the guard's own listener),
  // kept for the form's page, which replaces this one.
  await page.evaluate(() =>
    window.addEventListener('click', (event) => {
      const tile = event.target instanceof Element ? event.target.closest('a') : null;
      const look = tile && [
        tile.getAttribute('aria-busy'),
        getComputedStyle(tile).backgroundColor,
        tile.innerText.replace(/\s+/g, ' '),
      ];
      sessionStorage.setItem('tapped-tile', JSON.stringify(look));
    }),
  );
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await letTheFrameworkIn();
  await expectHourlyForm(page);
  const look = await page.evaluate(() => sessionStorage.getItem('tapped-tile'));
  expect(JSON.parse(look ?? 'null')).toEqual(['true', 'rgb(227, 242, 253)', 'Hourly ticket Opening…']);
});

// The form's page may take longer to arrive than the app takes to start. The app then draws the page
// being left with its own tile, which shows the wait as the painted one did, not its hint for the
// moment until the form replaces it (src/lib/pointer-release.ts).
test('a painted tile tapped just before the takeover keeps its pending look in the app’s own tile', async ({
  page,
}) => {
  const { box, letTheFrameworkIn } = await landingHeldBeforeTheFramework(page, 1);
  let takenOver: (look: string[]) => void = () => undefined;
  const look = new Promise<string[]>((resolve) => (takenOver = resolve));
  await page.exposeFunction('reportTakeover', (seen: string[]) => takenOver(seen));
  // The form's page is held until the app has taken the landing over.
  await page.route(
    (url) => url.pathname === '/hourly',
    async (route) => {
      await look;
      await route.continue();
    },
  );
  // The app's tile as the first frame after the takeover shows it (after the takeover's own work).
  await page.evaluate(() => {
    const root = document.getElementById('root')!;
    const observer = new MutationObserver(() => {
      if (root.querySelector('.vpa-prerendered')) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const tile = root.querySelector<HTMLElement>('main a[href^="/hourly"]');
        const seen = tile ? [tile.getAttribute('aria-busy') ?? '', tile.innerText.replace(/\s+/g, ' ')] : [];
        (window as unknown as { reportTakeover: (seen: string[]) => void }).reportTakeover(seen);
      });
    });
    observer.observe(root, { childList: true });
  });
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await letTheFrameworkIn();
  expect(await look).toEqual(['true', 'Hourly ticket Opening…']);
  await expectHourlyForm(page);
});

/** Tabs through the page, as a keyboard does, until the link `name` has the focus. */
async function tabTo(page: Page, name: RegExp) {
  const link = page.getByRole('link', { name });
  for (let step = 0; step < 20; step += 1) {
    await page.keyboard.press('Tab');
    if (await link.evaluate((element) => element === document.activeElement)) return link;
  }
  throw new Error(`the link ${name} took no focus in 20 presses of Tab`);
}

// A keyboard (or a screen reader's focus) on the painted page: the app replaces what had the
// focus, and its own copy of the link takes it (src/lib/pointer-release.ts), so Enter opens it.
for (const [address, name, opens] of [
  ['/?z=RI-Z1', /Hourly ticket/, /\/hourly$/],
  ['/welcome', /^Next$/, /\/welcome\/cities$/],
] as const) {
  test(`a link of ${address} focused by Tab before the takeover keeps the focus, and Enter opens it`, async ({
    page,
  }) => {
    const { letTheFrameworkIn } = await landingHeldBeforeTheFramework(page, 4, { address, name });
    const link = await tabTo(page, name);
    await letTheFrameworkIn();
    // The app has drawn its own page: no painted copy is left.
    await expect(page.locator('.vpa-prerendered')).toHaveCount(0);
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(opens);
    if (address !== '/welcome') await expectHourlyForm(page);
  });
}

test('the skip link focused by Tab before the takeover keeps the focus, and Enter jumps to the page', async ({
  page,
}) => {
  const { letTheFrameworkIn } = await landingHeldBeforeTheFramework(page, 4);
  // Its target's id is the app's own, not the painted copy's: the link is found by its words.
  const skip = await tabTo(page, /^Skip to content$/);
  await letTheFrameworkIn();
  await expect(page.locator('.vpa-prerendered')).toHaveCount(0);
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

for (const delay of [0, 300, 1200, 4000]) {
  test(`/welcome's "Next" tapped ${delay} ms after it showed opens the cities`, async ({ page }) => {
    await slowCpu(page, 4);
    await page.goto('/welcome');
    await tapAfter(page, /^Next$/, delay);
    await page.waitForURL(/\/welcome\/cities$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/welcome\/cities$/);
  });
}

test('the painted page shows no menu or language control until they work', async ({ page }) => {
  // The framework never arrives: what the driver sees is the painted page alone. The failed start
  // would load the page again by itself (src/lib/start-again.ts) and race the reload below: a
  // retry just made keeps it from doing so.
  await page.route(FRAMEWORK, (route) => route.abort());
  await page.addInitScript((key) => sessionStorage.setItem(key, String(Date.now())), START_RETRY_KEY);
  await page.goto('/?z=RI-Z1');
  await expect(page.getByRole('link', { name: /Hourly ticket/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(0);
  await page.unroute(FRAMEWORK);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
});
