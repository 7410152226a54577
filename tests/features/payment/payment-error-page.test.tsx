import { screen, waitFor } from '@testing-library/react';
import { currentUrl, renderRoute } from '../../render';
import './helpers';

const url = (status: string | null, message?: string) => {
  const params = new URLSearchParams();
  if (status !== null) params.set('status', status);
  if (message !== undefined) params.set('message', message);
  return `/payment-processing-error?${params.toString()}`;
};

const SERVER_MESSAGES: [string, string, string][] = [
  [
    'Transaction declined by unknown reason.',
    'The transaction was declined for an unknown reason.',
    'Transakcija je odbijena iz nepoznatog razloga.',
  ],
  ['Transaction not started.', 'The transaction was not started.', 'Transakcija nije započeta.'],
  ['Transaction declined.', 'The transaction was declined.', 'Transakcija je odbijena.'],
  ['Transaction aborted.', 'The transaction was aborted.', 'Transakcija je prekinuta.'],
  [
    'Transaction already captured.',
    'The transaction has already been captured.',
    'Transakcija je već naplaćena.',
  ],
  ['Invalid means of payment.', 'Invalid means of payment.', 'Neispravno sredstvo plaćanja.'],
  [
    'No more credits available for this account.',
    'No more credits are available for this account.',
    'Na ovom računu više nema raspoloživih sredstava.',
  ],
  ['Transaction not authorized.', 'The transaction was not authorized.', 'Transakcija nije autorizirana.'],
];

/** The server's words, quoted below the page's own (tests/security/quoted-messages.test.tsx). */
const quotation = () => {
  const quote = screen
    .getByRole('figure', { name: 'Message from the payment service:' })
    .querySelector('blockquote');
  if (!quote) throw new Error('no quotation');
  return quote;
};

describe('/payment-processing-error', () => {
  it('has the payment error title as its heading and an info alert for 409', async () => {
    await renderRoute(url('409', 'Transaction already realized.'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error processing payment' }),
    ).toBeInTheDocument();
    const alert = screen
      .getByText('The transaction has already been completed or cancelled.')
      .closest('.MuiAlert-root');
    expect(alert).toHaveClass('MuiAlert-colorInfo');
    expect(alert).toHaveAttribute('role', 'status');
  });

  it('shows a warning for 404', async () => {
    await renderRoute(url('404', 'Transaction not found.'));
    const alert = (await screen.findByText('Transaction not found.')).closest('.MuiAlert-root');
    expect(alert).toHaveClass('MuiAlert-colorWarning');
  });

  describe.each([
    ['en', 1],
    ['hr', 2],
  ] as const)('status 401 in %s', (language, column) => {
    it.each(SERVER_MESSAGES.map((row) => [row[0], row[column]]))('translates %s', async (message, shown) => {
      await renderRoute(url('401', message), { language });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(shown);
      expect(alert).toHaveClass('MuiAlert-colorError');
      if (shown !== message) expect(alert).not.toHaveTextContent(message);
    });
  });

  it.each([
    ['de', 'Die Transaktion wurde abgebrochen.'],
    ['it', 'La transazione è stata interrotta.'],
  ] as const)("translates 'Transaction aborted.' in %s", async (language, shown) => {
    await renderRoute(url('401', 'Transaction aborted.'), { language });
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });

  it('quotes any other 401 message below its own words', async () => {
    await renderRoute(url('401', 'Card expired at the bank.'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The payment was not authorized\.$/);
    expect(quotation()).toHaveTextContent(/^“Card expired at the bank\.”$/);
  });

  it('says the payment was not authorized for a 401 without a message', async () => {
    await renderRoute(url('401'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment was not authorized.');
  });

  it('shows a generic error for any other status, with the server words quoted below', async () => {
    await renderRoute(url('400', 'Invalid payment request.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^The payment did not succeed\. Please try again\.$/);
    expect(quotation()).toHaveTextContent('Invalid payment request.');
  });

  it('shows a known message translated for any other status', async () => {
    await renderRoute(url('500', 'There was an error.'), { language: 'hr' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pogreška pri obradi plaćanja' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Došlo je do pogreške\.$/);
  });

  it('shows a generic error without any parameter', async () => {
    await renderRoute('/payment-processing-error');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The payment did not succeed\. Please try again\.$/,
    );
  });

  it('renders a message from the URL as plain text, capped at 200 characters', async () => {
    const markup = '<img src=x onerror="alert(1)"><b>bold</b>';
    const long = `${markup}${'x'.repeat(400)}`;
    const { container } = await renderRoute(url('401', long));
    await screen.findByRole('alert');
    expect(quotation().textContent).toContain(markup);
    expect(quotation().textContent).toBe(`“${long.slice(0, 199)}…”`);
    expect(container.querySelector('img, b')).toBeNull();
  });

  // A message that reorders itself could read as the bank's or the portal's own words.
  it.each([['401'], ['400']])('quotes a %s message without direction controls', async (status) => {
    const controls = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f';
    const message = `Call \u202eevif\u202c now\u2067 to get your money back\u2069\u200f${controls}`;
    await renderRoute(url(status, message));
    await screen.findByRole('alert');
    expect(quotation()).toHaveTextContent('Call evif now to get your money back');
    expect(screen.getByRole('main').textContent).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
  });

  it('knows a known message with zero-width and tag characters in it', async () => {
    await renderRoute(url('401', '\ufeffTransaction\u200b declined.\u{e0020}'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The transaction was declined\.$/);
  });

  it('shows a line separator as a space and no tag characters', async () => {
    await renderRoute(url('400', 'Line one\u2028line two\u{e0041}\u{e007f}'));
    await screen.findByRole('alert');
    expect(quotation()).toHaveTextContent('Line one line two');
    expect(quotation().textContent).not.toMatch(/[\u2028\u{e0000}-\u{e007f}]/u);
  });

  it('leads home to the stored zone', async () => {
    const { user, router } = await renderRoute(url('401', 'Transaction declined.'), {
      session: { zoneCode: 'RI-Z1' },
    });
    await user.click(await screen.findByRole('link', { name: 'Home page' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/?z=RI-Z1'));
  });

  it('leads home to /welcome without a stored zone', async () => {
    await renderRoute(url('401', 'Transaction declined.'));
    expect(await screen.findByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/welcome');
  });
});
