// Payment safety through the real app in development mode, where React's StrictMode mounts every
// effect twice: finalize still runs once, and a reload answers from the remembered outcome.
import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { finalizeWorldlinePayment, initWorldlinePayment } from '@/api/payments';
import { i18n, i18nReady } from '@/i18n/i18n';
import { server } from '@/mocks/node';
import { FINALIZED_KEY } from '@/features/payment/finalize-once';
import { rememberPurchase } from '@/pocket/purchase-context';
import { rehydrateSessionStore } from '@/stores/session-store';
import { SELECTION_KEY } from '@/stores/session-keys';
import { createRouterProbe, currentUrl } from '../render';

const FINALIZE = '*/payment-api/transactions/vpa/finalize-worldline-payment';

/** A real Worldline request id from the mock backend, as the gateway would return it. */
async function worldlineRequestId() {
  const { redirectUrl } = await initWorldlinePayment({
    isHourlyTicket: true,
    total: 160,
    quantity: 1,
    licensePlate: 'ZG1234AB',
    validFrom: '2026-06-15T10:00:00.000Z',
    validTo: '2026-06-15T11:00:00.000Z',
    zoneId: 101,
    tariff: 'H1',
  });
  return new URL(redirectUrl).searchParams.get('requestId') ?? '';
}

function countFinalizeCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/finalize-worldline-payment')) calls.push(request.url);
  });
  return calls;
}

async function renderStrict(url: string) {
  rehydrateSessionStore();
  await i18nReady;
  await i18n.changeLanguage('en');
  const router = createRouterProbe();
  const view = render(
    <StrictMode>
      <App queryClient={createQueryClient()} initialUrl={url}>
        <router.Probe />
      </App>
    </StrictMode>,
  );
  return { ...view, router };
}

afterEach(() => {
  server.events.removeAllListeners();
});

test('finalize runs once under StrictMode and lands on the summary', async () => {
  const requestId = await worldlineRequestId();
  const calls = countFinalizeCalls();
  const { router } = await renderStrict(`/payment-processing?requestid=${encodeURIComponent(requestId)}`);
  await waitFor(() => expect(currentUrl(router)).toMatch(/^\/summary\?ticket=T-\d+$/));
  expect(await screen.findByText('You have successfully bought ticket no.')).toBeInTheDocument();
  expect(calls).toHaveLength(1);
});

test('opening the return address again in the tab (a reload) does not finalize again', async () => {
  const requestId = await worldlineRequestId();
  const calls = countFinalizeCalls();
  const first = await renderStrict(`/payment-processing?requestid=${encodeURIComponent(requestId)}`);
  await waitFor(() => expect(currentUrl(first.router)).toMatch(/^\/summary\?ticket=/));
  const summary = currentUrl(first.router);
  first.unmount();

  const second = await renderStrict(`/payment-processing?requestid=${encodeURIComponent(requestId)}`);
  await waitFor(() => expect(currentUrl(second.router)).toBe(summary));
  expect(calls).toHaveLength(1);
});

test('a finalize that never reached the server can be tried again, once per tap', async () => {
  const requestId = await worldlineRequestId();
  let failNext = true;
  server.use(
    http.get(FINALIZE, () => {
      if (failNext) {
        failNext = false;
        return Response.error();
      }
      return undefined;
    }),
  );
  const calls = countFinalizeCalls();
  const { router } = await renderStrict(`/payment-processing?requestid=${encodeURIComponent(requestId)}`);
  const retry = await screen.findByRole('button', { name: 'Try again' });
  expect(calls).toHaveLength(1);
  retry.click();
  await waitFor(() => expect(currentUrl(router)).toMatch(/^\/summary\?ticket=/));
  expect(calls).toHaveLength(2);
});

describe('a reload while finalize was under way', () => {
  /** What this tab wrote before a finalize call that a reload then cut off. */
  function cutOff(requestId: string) {
    sessionStorage.setItem(FINALIZED_KEY, JSON.stringify([[requestId, { kind: 'pending' }]]));
    sessionStorage.setItem('zoneCode', 'RI-Z1');
    sessionStorage.setItem(
      SELECTION_KEY,
      JSON.stringify({ ticketType: 'hourly', plateNumber: 'ZG1234AB', duration: 1 }),
    );
  }

  test('the server had realized it: the driver is told the ticket is active under the plate', async () => {
    // This tab's purchase, remembered as the app does just before leaving for the bank.
    rememberPurchase(
      {
        zoneCode: 'RI-Z1',
        zoneName: 'Zona 1',
        city: 'RIJEKA',
        plate: 'ZG1234AB',
        start: new Date().toISOString(),
        end: new Date(Date.now() + 3_600_000).toISOString(),
      },
      { gateway: 'WL' },
    );
    const requestId = await worldlineRequestId();
    await finalizeWorldlinePayment(requestId); // the call the reload cut off, which the server completed
    cutOff(requestId);
    const calls = countFinalizeCalls();
    const { router } = await renderStrict(`/payment-processing?requestid=${encodeURIComponent(requestId)}`);
    const notice = (await screen.findByText('Payment already processed')).closest('[role="status"]');
    expect(notice).toHaveTextContent('Licence plate: ZG1234AB, zone: Zona 1.');
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/?z=RI-Z1');
    expect(currentUrl(router)).toMatch(/^\/payment-processing\?/);
    expect(calls).toHaveLength(1);
  });

  test('the server had not got it: finalize completes and the summary follows', async () => {
    const requestId = await worldlineRequestId();
    cutOff(requestId);
    const { router } = await renderStrict(`/payment-processing?requestid=${encodeURIComponent(requestId)}`);
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/summary\?ticket=T-\d+$/));
  });

  test('without an interrupted call of this tab, a 409 is the payment error page as the spec says', async () => {
    const requestId = await worldlineRequestId();
    await finalizeWorldlinePayment(requestId);
    const { router } = await renderStrict(`/payment-processing?requestid=${encodeURIComponent(requestId)}`);
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/payment-processing-error\?status=409&/));
  });
});
