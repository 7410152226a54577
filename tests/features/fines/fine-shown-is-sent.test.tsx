import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { currentUrl, renderRoute } from '../../render';
import { redirects } from '../gateway-helpers';

// On the fine screens, what the driver sees is what is looked up and paid. A link whose
// plate or number was typed as printed (Cyrillic, full width, spaces) opens the fine it names; the
// plate shown is the plate sent; a fine the server holds for another plate is not offered for
// payment; a result under the form never stands next to values it was not found for.

vi.mock('@/api/gateways/handoff', async (importOriginal) =>
  (await import('../gateway-helpers')).recordingHandoff(importOriginal),
);

const FINE_INFO = '*/payment-api/transactions/fine-info';
const NBSP = '\u00a0';

beforeEach(() => {
  redirects.length = 0;
});

function details(cid: string, nr: string, lp: string) {
  return `/parking-fine-details?${new URLSearchParams({ cid, nr, lp }).toString()}`;
}

/** What the page sends: the fine lookups' query and the payment initiations' bodies. */
function recordRequests() {
  const lookups: Record<string, string>[] = [];
  const inits: unknown[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.url.includes('/payment-api/transactions/fine-info')) {
      lookups.push(Object.fromEntries(new URL(request.url).searchParams));
    }
    if (/init-(worldline|teya)-fine-payment-request/.test(request.url)) {
      void request
        .clone()
        .json()
        .then((body: unknown) => inits.push(body));
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return { lookups, inits };
}

function fact(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

/** The fine-info answer of the mock's fine 123456, with the plate the server holds for it. */
function serverPlate(licensePlate: string | null) {
  server.use(
    http.get(FINE_INFO, () =>
      HttpResponse.json({
        code: 0,
        licensePlate,
        date: '2026-03-14T09:25:00.000Z',
        total: 40,
        paymentProvider: 'WL',
      }),
    ),
  );
}

describe('/parking-fine-details: a link typed as printed', () => {
  test.each([
    ['a Cyrillic А and В in the plate', '123456', 'RI1234АВ'],
    ['a plate in lower case with a space and a hyphen', '123456', 'ri 1234-ab'],
    ['a full-width plate and number', '１２３４５６', 'ＲＩ１２３４ＡＢ'],
    ['a zero-width space in the plate and a space in the number', '123 456', 'RI\u200b1234AB'],
  ])('%s opens the fine and pays it for RI1234AB', async (_name, nr, lp) => {
    const { lookups, inits } = recordRequests();
    const { user } = await renderRoute(details('1', nr, lp));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fine no. 123456' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: `Pay 40,00${NBSP}€` }));
    expect(fact('Licence plate')).toBe('RI1234AB');
    expect(lookups[0]).toEqual({ companyId: '1', fineNumber: '123456', licensePlate: 'RI1234AB' });
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(inits).toEqual([{ companyId: 1, fineNumber: '123456', licensePlate: 'RI1234AB' }]);
  });

  test.each([
    ['a letter with no Latin look-alike in the plate', details('1', '123456', 'ЖK1234')],
    ['a plate longer than 12', details('1', '123456', 'RI1234ABCDEFG')],
    ['a fine number longer than 30 once folded', details('1', `${'1 '.repeat(31)}`, 'RI1234AB')],
  ])('%s is still an invalid link', async (_name, url) => {
    const { lookups } = recordRequests();
    await renderRoute(url);
    expect(await screen.findByText('Invalid link')).toBeInTheDocument();
    expect(lookups).toEqual([]);
  });
});

describe('/parking-fine-details: the plate shown is the plate sent', () => {
  test("without a plate in the link, the server's plate is shown and sent in the same form", async () => {
    serverPlate('ri 1234-ab');
    const { inits } = recordRequests();
    const { user } = await renderRoute(details('1', '123456', ''));
    await user.click(await screen.findByRole('button', { name: `Pay 40,00${NBSP}€` }));
    expect(fact('Licence plate')).toBe('RI1234AB');
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(inits).toEqual([{ companyId: 1, fineNumber: '123456', licensePlate: 'RI1234AB' }]);
  });

  test("the server's plate written otherwise (Cyrillic, spaces) is the same plate: payable", async () => {
    serverPlate('RI 1234 АВ');
    const { inits } = recordRequests();
    const { user } = await renderRoute(details('1', '123456', 'RI1234AB'));
    await user.click(await screen.findByRole('button', { name: `Pay 40,00${NBSP}€` }));
    expect(fact('Licence plate')).toBe('RI1234AB');
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(inits).toEqual([{ companyId: 1, fineNumber: '123456', licensePlate: 'RI1234AB' }]);
  });

  test('a fine the server holds for another plate is not offered for payment', async () => {
    serverPlate('ZG9999XY');
    const { inits } = recordRequests();
    await renderRoute(details('1', '123456', 'RI1234AB'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Different licence plate');
    expect(alert).toHaveTextContent(
      'This fine is not recorded for the licence plate RI1234AB. Check the fine number and the plate, then search again.',
    );
    expect(screen.getByRole('link', { name: 'Search for a fine' })).toHaveAttribute('href', '/parking-fine');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Licence plate', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText(/ZG9999XY/)).not.toBeInTheDocument();
    expect(inits).toEqual([]);
  });

  test('speaks Croatian, German and Italian about another plate', async () => {
    serverPlate('ZG9999XY');
    const texts = {
      hr: 'Ova kazna nije evidentirana na registarsku oznaku RI1234AB.',
      de: 'Diese Strafe ist nicht auf das Kennzeichen RI1234AB ausgestellt.',
      it: 'Questa multa non risulta registrata per la targa RI1234AB.',
    } as const;
    for (const language of ['hr', 'de', 'it'] as const) {
      const { unmount } = await renderRoute(details('1', '123456', 'RI1234AB'), { language });
      expect(await screen.findByRole('alert')).toHaveTextContent(texts[language]);
      unmount();
    }
  });
});

describe('/parking-fine: a result stands only next to the values it was found for', () => {
  test('changing the fine number after a search takes the old notice away', async () => {
    const { user, router } = await renderRoute('/parking-fine');
    const city = await screen.findByRole('combobox', { name: /city/i });
    await waitFor(() => expect(city).toBeEnabled());
    await user.selectOptions(city, 'Rijeka');
    const field = screen.getByRole('textbox', { name: /fine number/i });
    await user.type(field, '222222');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Fine already paid')).toBeInTheDocument();

    await user.type(field, '{Backspace}3');
    expect(field).toHaveValue('222223');
    expect(screen.queryByText('Fine already paid')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Fine not found')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/parking-fine');
  });

  test('so does choosing another plate', async () => {
    const { user } = await renderRoute('/parking-fine');
    const city = await screen.findByRole('combobox', { name: /city/i });
    await waitFor(() => expect(city).toBeEnabled());
    await user.selectOptions(city, 'Rijeka');
    await user.type(screen.getByRole('textbox', { name: /fine number/i }), '444444');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Fine cancelled')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /licence plate/i }), 'RI');
    expect(screen.queryByText('Fine cancelled')).not.toBeInTheDocument();
  });
});
