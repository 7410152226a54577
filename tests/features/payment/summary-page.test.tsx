import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type * as Download from '@/lib/download';
import { server } from '@/mocks/node';
import { currentUrl, renderRoute } from '../../render';
import './helpers';

const saveFileSpy = vi.hoisted(() => vi.fn((_blob: Blob, _name: string) => Promise.resolve()));
vi.mock('@/lib/download', async (importOriginal) => ({
  ...(await importOriginal<typeof Download>()),
  saveFile: saveFileSpy,
}));

const TICKET_PDF = '*/docs-api/documents/vpa-ticket-invoice';
const FINE_PDF = '*/docs-api/documents/vpa-fine-invoice';

afterEach(() => saveFileSpy.mockClear());

async function blobText(blob: Blob): Promise<string> {
  return new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()).slice(0, 5));
}

describe('/summary?ticket=', () => {
  it('shows the bought ticket with its number, thanks and end of validity in Zagreb time', async () => {
    await renderRoute('/summary?ticket=T-1000', { session: { zoneCode: 'RI-Z1' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase successful' })).toBeInTheDocument();
    // The details come with the ticket's card, a moment after the heading at most.
    expect(await screen.findByText('You have successfully bought ticket no.')).toBeInTheDocument();
    expect(screen.getByText('1000')).toBeInTheDocument();
    expect(screen.getByText('Thank you for your purchase!')).toBeInTheDocument();
    // validTo 2026-06-15T14:30Z is 16:30 in Zagreb (summer time).
    expect(screen.getByText('The ticket is valid until', { exact: false })).toHaveTextContent(
      'The ticket is valid until 15. 06. 2026. 16:30 h',
    );
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/?z=RI-Z1');
  });

  it('downloads the invoice as Ticket_{number}_{random}.pdf with a spinner meanwhile', async () => {
    // The invoice is held until the spinner has been seen: the test does not race the response.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(TICKET_PDF, async () => {
        await released;
        return HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.4 test').buffer, {
          headers: { 'Content-Type': 'application/pdf' },
        });
      }),
    );
    const { user } = await renderRoute('/summary?ticket=T-1000');
    await user.click(await screen.findByRole('button', { name: 'Download invoice' }));
    const busy = await screen.findByRole('button', { name: 'Downloading…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();

    await waitFor(() => expect(saveFileSpy).toHaveBeenCalledTimes(1));
    const [blob, name] = saveFileSpy.mock.calls[0];
    expect(name).toMatch(/^Ticket_1000_[A-Za-z0-9]{6}\.pdf$/);
    expect(blob.type).toBe('application/pdf');
    expect(await blobText(blob)).toBe('%PDF-');
    expect(await screen.findByRole('button', { name: 'Download invoice' })).toBeEnabled();
  });

  it('fetches the real invoice of the mock backend', async () => {
    const { user } = await renderRoute('/summary?ticket=T-1000');
    await user.click(await screen.findByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(saveFileSpy).toHaveBeenCalledTimes(1));
    expect(await blobText(saveFileSpy.mock.calls[0][0])).toBe('%PDF-');
  });

  it('says so when the download fails, and the button works again', async () => {
    server.use(http.get(TICKET_PDF, () => HttpResponse.json('Document not found.', { status: 500 })));
    const { user } = await renderRoute('/summary?ticket=T-1000');
    await user.click(await screen.findByRole('button', { name: 'Download invoice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The invoice could not be downloaded. Please try again.',
    );
    expect(saveFileSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeEnabled();
  });

  it('has no download button when the ticket has no invoice', async () => {
    server.use(
      http.get('*/payment-api/tickets/vpa-summary', () =>
        HttpResponse.json({ ticketNumber: '77', validTo: '2026-01-10T10:00:00Z', invoiceId: null }),
      ),
    );
    await renderRoute('/summary?ticket=T-77');
    expect(await screen.findByText('77')).toBeInTheDocument();
    // Winter time: UTC+1.
    expect(screen.getByText('The ticket is valid until', { exact: false })).toHaveTextContent(
      'The ticket is valid until 10. 01. 2026. 11:00 h',
    );
    expect(screen.queryByRole('button', { name: 'Download invoice' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/welcome');
  });

  it('shows a loading state first', async () => {
    server.use(
      http.get('*/payment-api/tickets/vpa-summary', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await renderRoute('/summary?ticket=T-1000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase summary' })).toBeInTheDocument();
    expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
  });

  it('shows an error alert with title and generic text when the ticket cannot be loaded', async () => {
    await renderRoute('/summary?ticket=UNKNOWN');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('An error occurred.');
    expect(screen.getByRole('link', { name: 'Home page' })).toBeInTheDocument();
  });

  it('treats an answer of the wrong shape as a load error', async () => {
    server.use(http.get('*/payment-api/tickets/vpa-summary', () => HttpResponse.json({ foo: 1 })));
    await renderRoute('/summary?ticket=T-1000');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred.');
  });

  it('speaks Croatian', async () => {
    await renderRoute('/summary?ticket=T-1000', { language: 'hr' });
    expect(await screen.findByText('Uspješno ste kupili kartu br.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preuzmi račun' })).toBeInTheDocument();
  });
});

describe('/summary?invoice=', () => {
  it('confirms the fine payment with the invoice number and downloads Invoice_{number}_{random}.pdf', async () => {
    const { user } = await renderRoute('/summary?invoice=9001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fine paid' })).toBeInTheDocument();
    expect(screen.getByText('You have successfully paid the parking fine.')).toBeInTheDocument();
    expect(screen.getByText('2026-00042')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(saveFileSpy).toHaveBeenCalledTimes(1));
    const [blob, name] = saveFileSpy.mock.calls[0];
    expect(name).toMatch(/^Invoice_2026-00042_[A-Za-z0-9]{6}\.pdf$/);
    expect(await blobText(blob)).toBe('%PDF-');
  });

  it('uses the fine invoice document, not the ticket one', async () => {
    let fineCalls = 0;
    server.use(
      http.get(FINE_PDF, ({ request }) => {
        fineCalls += 1;
        expect(new URL(request.url).searchParams.get('id')).toBe('9001');
        return HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.4').buffer, {
          headers: { 'Content-Type': 'application/pdf' },
        });
      }),
    );
    const { user } = await renderRoute('/summary?invoice=9001');
    await user.click(await screen.findByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(saveFileSpy).toHaveBeenCalledTimes(1));
    expect(fineCalls).toBe(1);
  });

  it('shows the error alert when the invoice cannot be loaded', async () => {
    await renderRoute('/summary?invoice=12345');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('An error occurred.');
  });

  it('prefers the ticket when both are given', async () => {
    await renderRoute('/summary?ticket=T-1000&invoice=9001');
    expect(await screen.findByText('1000')).toBeInTheDocument();
    expect(screen.queryByText('2026-00042')).not.toBeInTheDocument();
  });
});

describe('/summary without a ticket or invoice', () => {
  it.each(['/summary', '/summary?invoice=abc', '/summary?ticket=%20'])(
    '%s shows the no-data state with a home button',
    async (path) => {
      const { user, router } = await renderRoute(path, { session: { zoneCode: 'RI-Z2' } });
      expect(
        await screen.findByText('There is no purchase to show. Check the link or go back to the home page.'),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Home page' }));
      await waitFor(() => expect(currentUrl(router)).toBe('/?z=RI-Z2'));
    },
  );
});
