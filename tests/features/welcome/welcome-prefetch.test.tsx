import { screen, waitFor } from '@testing-library/react';
import { routeOf } from '@/app/routes';
import { i18n } from '@/i18n/i18n';
import { renderRoute } from '../../render';

// A file of its own: the route record's loads are cached for the module graph's life, and no
// other test may have opened the city list before this one.

test("the welcome page's idle prefetch loads the city list's code and its texts (the route record's), so the next screen shows at once", async () => {
  const idle: Array<() => void> = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  const cities = routeOf('/welcome/cities');
  const loadCode = vi.spyOn(cities.module, 'load');
  onTestFinished(() => loadCode.mockRestore());

  const { user } = await renderRoute('/welcome');
  await screen.findByRole('heading', { level: 1, name: 'Your parking ticket on your phone' });
  expect(loadCode).not.toHaveBeenCalled();
  const loadTexts = vi.spyOn(i18n, 'loadNamespaces');
  onTestFinished(() => loadTexts.mockRestore());

  // The browser is idle.
  await waitFor(() => expect(idle.length).toBeGreaterThan(0));
  for (const task of idle.splice(0)) task();
  await waitFor(() => expect(loadTexts).toHaveBeenCalledWith([...cities.texts]));
  expect(loadCode).toHaveBeenCalledTimes(1);
  await Promise.all([loadCode.mock.results[0].value, loadTexts.mock.results.at(-1)?.value]);

  await user.click(screen.getByRole('link', { name: 'Next' }));
  // No loading fallback in between: the screen was ready.
  expect(screen.getByRole('heading', { level: 1, name: 'Choose your city' })).toBeVisible();
});
