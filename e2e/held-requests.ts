import type { BrowserContext, Page, Route } from '@playwright/test';

/**
 * Holds every request whose address matches `url` until `release()`, then lets each go on as
 * `answer` says (to the server, unless told). On the context, not the page, for the page's own
 * files: the mock backend's service worker fetches them, and a page's route never sees those.
 * `held` lists the addresses asked for meanwhile.
 */
export async function holdRequests(
  on: Page | BrowserContext,
  url: RegExp,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await on.route(url, async (route) => {
    held.push(route.request().url());
    await released;
    await answer(route);
  });
  return { held, release };
}
