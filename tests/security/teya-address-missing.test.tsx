// A production page whose configuration names no Teya payment page (nothing in the meta tag, nothing
// baked into the build): a Teya payment start must end on the payment error page, with no card
// form posted anywhere, least of all to Teya's test page or back to this site.
import { screen, within } from '@testing-library/react';
import type * as Config from '@/lib/config';
import { currentUrl, renderRoute } from '../render';
import { confirmWhenPriced } from '../features/payment/helpers';

// The app's configuration as a production page without any Teya address resolves it; the rest as
// the test build has it.
vi.mock('@/lib/config', async (importOriginal) => {
  const actual = await importOriginal<typeof Config>();
  const production = actual.resolveConfig({ runtime: {}, env: {}, pageOrigin: 'https://portal.example' });
  return { ...actual, config: { ...actual.config, teyaPaymentUrl: production.teyaPaymentUrl } };
});

let posted: string[];

beforeEach(() => {
  posted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push(this.getAttribute('action') ?? '');
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  document.querySelectorAll('form[hidden]').forEach((form) => form.remove());
});

test('a Teya ticket payment ends on the payment error page, with no form posted', async () => {
  const { user, router } = await renderRoute('/payment', {
    session: {
      zoneCode: 'RI-Z3',
      ticketType: 'daily',
      tariffId: 22,
      tariffType: 'D1',
      plateNumber: 'ZG42XY',
      duration: 1,
    },
  });
  await confirmWhenPriced(user);
  const dialog = await screen.findByRole('dialog', { name: 'Important message' });
  await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Error processing payment' }, { timeout: 30_000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'The payment service address is not allowed, so you were not redirected.',
  );
  expect(router.state.location.pathname).toBe('/payment-processing-error');
  expect(posted).toEqual([]);
});

test('a Teya fine payment ends on the payment error page, with no form posted', async () => {
  const { user, router } = await renderRoute(
    `/parking-fine-details?${new URLSearchParams({ cid: '3', nr: '654321', lp: 'PU555CD' }).toString()}`,
  );
  expect(await screen.findByText('Poreč')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: /^Pay/ }));

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Error processing payment' }, { timeout: 30_000 }),
  ).toBeInTheDocument();
  expect(currentUrl(router)).toMatch(/^\/payment-processing-error/);
  expect(posted).toEqual([]);
});
