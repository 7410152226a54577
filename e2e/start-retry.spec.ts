import { expect, test } from './fixtures';

// A file the start needs that does not arrive (a dropped signal on the way back from the
// bank) must not leave the static shell on screen for good: the page loads itself again, once.

test('the summary a driver comes back to starts even when a start-up file fails the first time', async ({
  page,
  context,
}) => {
  const failed: string[] = [];
  // The shell chunk, which every page needs before its first screen; only its first request fails.
  await context.route(/\/assets\/shell-[\w-]+\.js$/, (route) => {
    if (failed.length > 0) return route.continue();
    failed.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await page.goto('/welcome/cities');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toBeVisible();
  expect(failed).toHaveLength(1);
});

test('a start that keeps failing does not reload in a loop, and tries again when the phone is back online', async ({
  page,
  context,
}) => {
  let failing = true;
  await context.route(/\/assets\/shell-[\w-]+\.js$/, (route) =>
    failing ? route.abort('internetdisconnected') : route.continue(),
  );
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/welcome/cities');
  // The one fresh load, then none while the file keeps failing: a loop would have reloaded many
  // times in these seconds (a negative can only be watched for a while).
  await expect.poll(() => loads, { timeout: 30_000 }).toBe(2);
  await page.waitForTimeout(3_000);
  expect(loads).toBe(2);
  // Back online, the page gets its next chance, and starts.
  failing = false;
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(loads).toBe(3);
});
