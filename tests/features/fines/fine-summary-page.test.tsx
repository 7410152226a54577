import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type * as DownloadModule from '@/lib/download';
import { saveFile } from '@/lib/download';
import { server } from '@/mocks/node';
import { renderRoute } from '../../render';

vi.mock('@/lib/download', async (importOriginal) => ({
  ...(await importOriginal<typeof DownloadModule>()),
  saveFile: vi.fn(() => Promise.resolve()),
}));

const SUMMARY = '*/payment-api/fines/vpa-fine-summary';
const PENDING = { transactionStatus: 'P', invoiceId: null, invoiceNumber: null };
const REALIZED = { transactionStatus: 'R', invoiceId: 9001, invoiceNumber: '2026-00042' };

/** Answers the polls in turn, repeating the last answer; counts them. */
function answerPolls(...answers: (() => Response)[]) {
  const polls: string[] = [];
  server.use(
    http.get(SUMMARY, ({ request }) => {
      polls.push(new URL(request.url).searchParams.get('orderId') ?? '');
      return answers[Math.min(polls.length, answers.length) - 1]();
    }),
  );
  return polls;
}

const json =
  (body: JsonBodyType, status = 200) =>
  () =>
    HttpResponse.json(body, { status });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.mocked(saveFile).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/fine-summary', () => {
  test('polls every 5 s while processing, then shows the confirmation and stops', async () => {
    const polls = answerPolls(json(PENDING), json(PENDING), json(REALIZED));
    await renderRoute('/fine-summary?order=ORD-1', { advanceTimers: vi.advanceTimersByTime });

    expect(await screen.findByRole('heading', { level: 1, name: 'Processing payment' })).toBeInTheDocument();
    expect(
      screen.getByText('Processing the fine payment. Do not refresh the page.').closest('[role="status"]'),
    ).not.toBeNull();
    await waitFor(() => expect(polls).toEqual(['ORD-1']));

    await vi.advanceTimersByTimeAsync(4_000);
    expect(polls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(polls).toHaveLength(2));
    expect(screen.queryByText('Invoice number')).not.toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(5_000);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(polls).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('The parking fine has been paid successfully.');
    expect(screen.getByText('Invoice number').nextElementSibling).toHaveTextContent('2026-00042');
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/welcome');

    await vi.advanceTimersByTimeAsync(20_000);
    expect(polls).toHaveLength(3);
  });

  test('R without an invoice id keeps waiting', async () => {
    const polls = answerPolls(
      json({ transactionStatus: 'R', invoiceId: null, invoiceNumber: null }),
      json(REALIZED),
    );
    await renderRoute('/fine-summary?order=ORD-2', { advanceTimers: vi.advanceTimersByTime });
    await waitFor(() => expect(polls).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Processing payment' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
  });

  test('downloads the invoice PDF as Invoice_{invoiceNumber}_{random}.pdf', async () => {
    answerPolls(json(REALIZED));
    const { user } = await renderRoute('/fine-summary?order=ORD-3', {
      session: { zoneCode: 'RI-Z1' },
      advanceTimers: vi.advanceTimersByTime,
    });
    await user.click(await screen.findByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveFile).mock.calls[0];
    expect(name).toMatch(/^Invoice_2026-00042_[A-Za-z0-9]{6}\.pdf$/);
    expect(blob.type).toBe('application/pdf');
    expect(await blob.slice(0, 4).text()).toBe('%PDF');
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/?z=RI-Z1');
  });

  test('a summary without the invoice number reads it from the invoice', async () => {
    answerPolls(json({ transactionStatus: 'R', invoiceId: 9001, invoiceNumber: null }));
    const { user } = await renderRoute('/fine-summary?order=ORD-4', {
      advanceTimers: vi.advanceTimersByTime,
    });
    await waitFor(() =>
      expect(screen.getByText('Invoice number').nextElementSibling).toHaveTextContent('2026-00042'),
    );
    await user.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveFile).mock.calls[0][1]).toMatch(/^Invoice_2026-00042_[A-Za-z0-9]{6}\.pdf$/);
  });

  test('a failed download says so and can be tried again', async () => {
    answerPolls(json(REALIZED));
    let documentCalls = 0;
    server.use(
      http.get('*/docs-api/documents/vpa-fine-invoice', () => {
        documentCalls += 1;
        return documentCalls === 1 ? HttpResponse.json('Document not found.', { status: 404 }) : undefined;
      }),
    );
    const { user } = await renderRoute('/fine-summary?order=ORD-5', {
      advanceTimers: vi.advanceTimersByTime,
    });
    await user.click(await screen.findByRole('button', { name: 'Download invoice' }));
    expect(
      await screen.findByText('The invoice could not be downloaded. Please try again.'),
    ).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(
      screen.queryByText('The invoice could not be downloaded. Please try again.'),
    ).not.toBeInTheDocument();
  });

  test("the server's own answer ends the polling, shows an error and can be retried", async () => {
    const polls = answerPolls(json('Transaction not found.', 404), json(REALIZED));
    const { user } = await renderRoute('/fine-summary?order=ORD-6', {
      advanceTimers: vi.advanceTimersByTime,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment status could not be loaded.');
    await vi.advanceTimersByTimeAsync(15_000);
    expect(polls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
  });

  test("a declined payment says so in the driver's words, not as a loading failure", async () => {
    const polls = answerPolls(json('Transaction declined.', 401));
    await renderRoute('/fine-summary?order=ORD-8', { advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByRole('alert')).toHaveTextContent('The transaction was declined.');
    expect(screen.queryByText('The payment status could not be loaded.')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent('checks again');
    await vi.advanceTimersByTimeAsync(15_000);
    expect(polls).toHaveLength(1);
  });

  test('a poll lost on a weak signal is shown, and the next poll brings the payment', async () => {
    const polls = answerPolls(() => HttpResponse.error(), json(PENDING), json(REALIZED));
    await renderRoute('/fine-summary?order=ORD-9', { advanceTimers: vi.advanceTimersByTime, language: 'hr' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Stranica ponovno provjerava svakih 5 sekundi.',
    );
    // The error stays in place through the next poll (no flash of the spinner) ...
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(polls).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(5_000);
    // ... and the paid fine replaces it without a tap.
    expect(await screen.findByRole('heading', { level: 1, name: 'Plaćanje je uspjelo' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a malformed summary is an error, not a crash', async () => {
    answerPolls(json({ transactionStatus: 42 }));
    await renderRoute('/fine-summary?order=ORD-7', { advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment status could not be loaded.');
  });

  test.each([['/fine-summary'], ['/fine-summary?order='], ['/fine-summary?order=%3Cscript%3E']])(
    '%s without a valid order shows the invalid-link state',
    async (url) => {
      const polls = answerPolls(json(REALIZED));
      await renderRoute(url, { advanceTimers: vi.advanceTimersByTime });
      expect(await screen.findByRole('heading', { level: 1, name: 'Invalid link' })).toBeInTheDocument();
      expect(polls).toHaveLength(0);
    },
  );

  test('the whole round trip through the mock backend', async () => {
    // Initiate a real fine payment so the mock knows the order, then poll it.
    const init = await fetch(
      'http://localhost:3000/payment-api/transactions/vpa/init-teya-fine-payment-request',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ companyId: 3, fineNumber: '654321', licensePlate: 'PU555CD' }),
      },
    );
    const { orderId } = (await init.json()) as { orderId: string };
    await renderRoute(`/fine-summary?order=${encodeURIComponent(orderId)}`, {
      advanceTimers: vi.advanceTimersByTime,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Processing payment' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByText('Invoice number').nextElementSibling?.textContent).toMatch(/^\d{4}-\d{5}$/);
  });
});
