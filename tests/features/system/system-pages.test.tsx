import { screen, waitFor } from '@testing-library/react';
import { currentUrl, renderRoute } from '../../render';
import { MAX_MESSAGE_LENGTH } from '@/features/system/error-message-page';

// The first render of a file compiles the lazy route and its locale chunks: allow for a slow machine.

/** The message from the address, quoted below the page's own words. */
async function quotation() {
  const figure = await screen.findByRole('figure', { name: 'Message received with the link:' });
  const quote = figure.querySelector('blockquote');
  if (!quote) throw new Error('no quotation');
  return quote;
}

describe('/error?m=', () => {
  test('quotes the message from the address below its own words', async () => {
    await renderRoute(`/error?m=${encodeURIComponent('The ticket could not be issued.')}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(/^An error occurred\.$/);
    expect(await quotation()).toHaveTextContent('“The ticket could not be issued.”');
  });

  test('shows markup in the message as text, never as HTML', async () => {
    const m = '<img src=x onerror="alert(1)"><b>bold</b><script>alert(2)</script>';
    const { container } = await renderRoute(`/error?m=${encodeURIComponent(m)}`);
    expect(await quotation()).toHaveTextContent(m);
    expect(container.querySelector('img, b, script')).toBeNull();
  });

  test('caps the message length', async () => {
    await renderRoute(`/error?m=${'A'.repeat(5000)}`);
    const quoted = (await quotation()).textContent.replace(/^“|”$/g, '');
    expect(quoted.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
    expect(quoted).toMatch(/^A+…$/);
  });

  test('shows no direction controls or invisible characters', async () => {
    const m = 'Pay \u202e000.03 \u202cEUR\u2069 at\u200b evil\u{e002e}example\u2028now';
    await renderRoute(`/error?m=${encodeURIComponent(m)}`);
    expect(await quotation()).toHaveTextContent(/^“Pay 000\.03 EUR at evilexample now”$/);
    expect(screen.getByRole('main').textContent).not.toMatch(/[\p{Cf}\u2028]/u);
  });

  test('without a message shows the generic text', async () => {
    await renderRoute('/error');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred.');
  });

  test('the home button goes to the stored zone, else to /welcome', async () => {
    const { unmount } = await renderRoute('/error?m=x', { session: { zoneCode: 'RI-Z1' } });
    expect(await screen.findByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/?z=RI-Z1');
    unmount();
    sessionStorage.clear();
    const { router, user } = await renderRoute('/error?m=x');
    await user.click(await screen.findByRole('link', { name: 'Home page' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/welcome'));
  });

  test('is translated', async () => {
    await renderRoute('/error', { language: 'hr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nešto nije u redu' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Došlo je do pogreške.');
  });
});

describe('unknown routes', () => {
  test('show a not-found page with a way home', async () => {
    await renderRoute('/no-such-page', { session: { zoneCode: 'RI-Z1' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByText(/The address you opened does not exist/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/?z=RI-Z1');
  });

  test('are translated', async () => {
    await renderRoute('/no-such-page', { language: 'it' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  });
});
