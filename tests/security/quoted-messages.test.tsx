// Anyone can send a link on the official domain that carries a message for /error or
// /payment-processing-error. The page passes it on as what it is: a captioned quotation below the
// portal's own alert, never the alert's own words, with no number to call and no address to open.
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../render';

const HOSTILE =
  'Refund failed: call +385 91 234 5678 for a refund or pay at <a href="https://refund-vpa.example/pay">refund-vpa.example</a>';

const pages = [
  {
    name: '/error?m=',
    url: (m: string) => `/error?m=${encodeURIComponent(m)}`,
    heading: 'Something went wrong',
    own: 'An error occurred.',
    source: 'Message received with the link:',
  },
  {
    name: '/payment-processing-error?status=401&message=',
    url: (m: string) => `/payment-processing-error?status=401&message=${encodeURIComponent(m)}`,
    heading: 'Error processing payment',
    own: 'The payment was not authorized.',
    source: 'Message from the payment service:',
  },
  {
    name: '/payment-processing-error?status=400&message=',
    url: (m: string) => `/payment-processing-error?status=400&message=${encodeURIComponent(m)}`,
    heading: 'Error processing payment',
    own: 'The payment did not succeed. Please try again.',
    source: 'Message from the payment service:',
  },
];

describe.each(pages)('$name', ({ url, heading, own, source }) => {
  it('says its own words in the alert and quotes the stranger’s below, without numbers or addresses', async () => {
    const { container } = await renderRoute(url(HOSTILE));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(new RegExp(`^${own.replace(/\./g, '\\.')}$`));

    const quote = screen.getByRole('figure', { name: source });
    expect(quote).toBeVisible();
    expect(quote.querySelector('blockquote')).toHaveTextContent(
      '“Refund failed: call […] for a refund or pay at <a href="[…]">[…]</a>”',
    );
    expect(quote).toHaveTextContent("These are not the portal's words");
    // Nothing to dial, nothing to open: no run of six digits, no address, no link.
    const main = screen.getByRole('main');
    expect(main.textContent).not.toMatch(/\d(?:[\s()./-]*\d){5}/);
    expect(main.textContent).not.toMatch(/refund-vpa|https?:/);
    expect(within(main).queryByRole('link', { name: /refund|pay/i })).not.toBeInTheDocument();
    expect(container.querySelector('a[href*="refund"], a[href^="tel:"]')).toBeNull();
  });

  it('quotes in the language’s own marks, with its own caption', async () => {
    await renderRoute(url('Card expired at the bank.'), { language: 'hr' });
    const quote = await screen.findByRole('figure');
    expect(quote.querySelector('blockquote')).toHaveTextContent('„Card expired at the bank.“');
    expect(quote).toHaveTextContent('Ovo nisu riječi portala');
  });
});

it('a known message of the payment service is the portal’s own translation, not a quotation', async () => {
  await renderRoute('/payment-processing-error?status=401&message=Transaction%20declined.');
  expect(await screen.findByRole('alert')).toHaveTextContent(/^The transaction was declined\.$/);
  expect(screen.queryByRole('figure')).not.toBeInTheDocument();
});

it('without a message there is nothing to quote', async () => {
  await renderRoute('/error');
  expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred.');
  expect(screen.queryByRole('figure')).not.toBeInTheDocument();
});
