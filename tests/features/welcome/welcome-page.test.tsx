import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { currentUrl, renderRoute } from '../../render';
import { i18n } from '@/i18n/i18n';
import { OPERATOR } from '@/lib/operator';
import { WelcomeFooter } from '@/features/welcome/welcome-footer';
import { keepTicket } from '@/pocket/kept-tickets';
import { KEPT_ATTRIBUTE } from '@/pocket/kept-mark';
import { keptTicket } from '../../pocket/fixtures';

// The first render of a file compiles the lazy route and its locale chunks: allow for a slow machine.

describe('/welcome', () => {
  test('shows the title, subtitle, punchline and the three numbered instructions', async () => {
    await renderRoute('/welcome');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your parking ticket on your phone' }),
    ).toBeVisible();
    expect(screen.getByText(/direct access to the parking ticket page from your phone/i)).toBeVisible();
    expect(screen.getByText('Pay for parking in three steps.')).toBeVisible();
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent(/choose your city and parking zone, or scan the QR code/i);
    expect(steps[1]).toHaveTextContent(/ticket type and enter your vehicle's licence plate/i);
    expect(steps[2]).toHaveTextContent(/pay by card/i);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  test('the next button leads to the city list', async () => {
    const { router, user } = await renderRoute('/welcome');
    await user.click(await screen.findByRole('link', { name: 'Next' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/welcome/cities'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your city' })).toBeInTheDocument();
  });

  test("offline, fetching the city list's code ahead fails quietly and the page stays", async () => {
    vi.doMock('@/features/welcome/cities-page', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    // The browser is idle at once.
    vi.stubGlobal('requestIdleCallback', (task: () => void) => window.setTimeout(task, 0));
    vi.stubGlobal('cancelIdleCallback', (id: number) => window.clearTimeout(id));
    onTestFinished(() => {
      vi.doUnmock('@/features/welcome/cities-page');
      vi.unstubAllGlobals();
    });
    await renderRoute('/welcome');
    await screen.findByRole('heading', { level: 1 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your parking ticket on your phone' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Next' })).toBeVisible();
  });

  test("a phone's kept tickets: the page marks them to keep their list's room, and the room stays", async () => {
    keepTicket(keptTicket('2001', 3_600_000));
    const { user } = await renderRoute('/welcome');
    const list = await screen.findByRole('region', { name: 'Your tickets' }, { timeout: 30_000 });
    expect(document.documentElement).toHaveAttribute(KEPT_ATTRIBUTE);
    await user.click(within(list).getByRole('button', { name: 'Remove ticket 2001' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your tickets' })).toBeNull());
    // Nothing kept any more, but the footer does not come back up under the driver's eyes.
    expect(document.documentElement).toHaveAttribute(KEPT_ATTRIBUTE);
    document.documentElement.removeAttribute(KEPT_ATTRIBUTE);
  });

  test('opening it clears the stored zone code', async () => {
    await renderRoute('/welcome', { session: { zoneCode: 'RI-Z1', cid: '1' } });
    await screen.findByRole('heading', { level: 1 });
    expect(sessionStorage.getItem('zoneCode')).toBeNull();
    expect(sessionStorage.getItem('cid')).toBeNull();
  });

  test("the footer has the language picker and the operator's contact block", async () => {
    await renderRoute('/welcome');
    const footer = await screen.findByRole('contentinfo', { name: 'Contact and language' });
    expect(within(footer).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(within(footer).getByRole('heading', { level: 2, name: 'Portal operator' })).toBeVisible();
    expect(within(footer).getByText(OPERATOR.name!)).toBeVisible();
    expect(within(footer).getByText(`${OPERATOR.postalCode} ${OPERATOR.city}`)).toBeVisible();
    expect(within(footer).getByRole('link', { name: OPERATOR.email! })).toHaveAttribute(
      'href',
      `mailto:${OPERATOR.email}`,
    );
    expect(within(footer).getByRole('link', { name: OPERATOR.phone! })).toHaveAttribute(
      'href',
      'tel:+38510000000',
    );
    expect(within(footer).getByRole('link', { name: 'www.example.hr' })).toHaveAttribute(
      'href',
      'https://www.example.hr/',
    );
  });

  test('the language picker switches the page language and remembers it', async () => {
    const { user } = await renderRoute('/welcome');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'deutsch');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ihr Parkschein auf dem Handy' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Weiter' })).toBeVisible();
    expect(localStorage.getItem('lang')).toBe('de');
  });

  test.each([
    ['hr', 'Parkirna karta na vašem mobitelu', 'Dalje'],
    ['it', 'Il biglietto di sosta sul tuo telefono', 'Avanti'],
  ] as const)('is translated (%s)', async (language, title, next) => {
    await renderRoute('/welcome', { language });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByRole('link', { name: next })).toBeVisible();
  });
});

describe('WelcomeFooter with company data', () => {
  test('shows the company block with N/A for missing values', async () => {
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['welcome', 'common']);
    render(
      <MemoryRouter>
        <Suspense fallback={null}>
          <WelcomeFooter
            company={{
              name: 'Krk parking d.o.o.',
              address: 'Vršanska 14',
              postalCode: '51500',
              city: 'Krk',
              phone: null,
              email: 'info@krk-parking.example',
              web: '',
            }}
          />
        </Suspense>
      </MemoryRouter>,
    );
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Parking company' })).toBeVisible();
    expect(within(footer).queryByRole('heading', { name: 'Portal operator' })).toBeNull();
    expect(within(footer).getByText('Krk parking d.o.o.')).toBeVisible();
    expect(within(footer).getByText('51500 Krk')).toBeVisible();
    expect(within(footer).getByText('Tel.: N/A')).toBeVisible();
    expect(within(footer).getByText('Web: N/A')).toBeVisible();
    expect(within(footer).getByRole('link', { name: 'info@krk-parking.example' })).toHaveAttribute(
      'href',
      'mailto:info@krk-parking.example',
    );
  });
});
