import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ORDER_POLL_GIVE_UP_MS } from '@/lib/use-order-polling';
import { server } from '@/mocks/node';
import { renderRoute } from '../../render';

// The plate, city names and invoice number the server sends reach the fine screens without
// direction controls or invisible characters, which could make one reading look like another.

const HIDDEN = /[\p{Cf}\p{Cc}\u2028\u2029]/u;

function fact(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

test('/parking-fine-details: the plate and city from the server', async () => {
  server.use(
    http.get('*/payment-api/transactions/fine-info', () =>
      HttpResponse.json({
        code: 0,
        licensePlate: '\u202eBA4321IR\u202c\u200b',
        date: '2026-03-14T09:25:00.000Z',
        total: 40,
        paymentProvider: 'WL',
      }),
    ),
    http.get('*/sms-api/vpa/vpa-company-config', () =>
      HttpResponse.json({
        services: [{ name: 'VPADPK', enabled: true }],
        businessInfo: { city: '\u2067RIJEKA\u2069\u{e0041}' },
      }),
    ),
  );
  await renderRoute('/parking-fine-details?cid=1&nr=123456&lp=');
  await screen.findByText('Licence plate', { selector: 'dt' });
  expect(fact('Licence plate')).toBe('BA4321IR');
  expect(fact('City')).toBe('Rijeka');
  expect(screen.getByRole('main').textContent).not.toMatch(HIDDEN);
});

test('/parking-fine: the city names of the list', async () => {
  server.use(
    http.get('*/sms-api/vpa/vpa-companies-fine-active', () =>
      HttpResponse.json([
        { companyId: 1, businessInfo: { city: '\u202eRIJEKA\u202c' }, services: [] },
        { companyId: 2, businessInfo: { city: 'ZA\u200bDAR\u2028' }, services: [] },
      ]),
    ),
  );
  await renderRoute('/parking-fine');
  const city = await screen.findByRole('combobox', { name: /city/i });
  await waitFor(() => expect(city).toBeEnabled());
  expect(
    within(city)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Select a city', 'Rijeka', 'Zadar']);
});

test('/fine-summary: the invoice number from the server', async () => {
  server.use(
    http.get('*/payment-api/fines/vpa-fine-summary', () =>
      HttpResponse.json({
        transactionStatus: 'R',
        invoiceId: 9001,
        invoiceNumber: '\u2066\u202e24000-6202\u202c\u2069\u{e007f}',
      }),
    ),
  );
  await renderRoute('/fine-summary?order=F-1');
  expect(await screen.findByText('24000-6202')).toBeInTheDocument();
  expect(screen.getByRole('main').textContent).not.toMatch(HIDDEN);
});

test('/fine-summary: a long order reference from the address is capped once it is still processing', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  onTestFinished(() => void vi.useRealTimers());
  server.use(
    http.get('*/payment-api/fines/vpa-fine-summary', () =>
      HttpResponse.json({ transactionStatus: 'P', invoiceId: null, invoiceNumber: null }),
    ),
  );
  const order = `F-${'7'.repeat(400)}`;
  await renderRoute(`/fine-summary?order=${order}`, { advanceTimers: vi.advanceTimersByTime });
  expect(
    await screen.findByText('Processing the fine payment. Do not refresh the page.'),
  ).toBeInTheDocument();
  await act(async () => void (await vi.advanceTimersByTimeAsync(ORDER_POLL_GIVE_UP_MS + 1_000)));
  const reference = await screen.findByText(/^F-7+…$/);
  expect(Array.from(reference.textContent ?? '')).toHaveLength(200);
});
