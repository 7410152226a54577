import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { currentUrl, renderRoute } from '../../render';

const FINE_INFO = '*/payment-api/transactions/fine-info';

/** Counts the fine lookups the page sends. */
function countLookups() {
  const urls: URL[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.url.includes('/payment-api/transactions/fine-info')) urls.push(new URL(request.url));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return urls;
}

async function fillAndSearch(
  user: Awaited<ReturnType<typeof renderRoute>>['user'],
  { city, fineNumber, plate }: { city?: string; fineNumber?: string; plate?: string },
) {
  const select = await screen.findByRole('combobox', { name: /city/i });
  await waitFor(() => expect(select).toBeEnabled());
  if (city) await user.selectOptions(select, city);
  if (fineNumber) await user.type(screen.getByRole('textbox', { name: /fine number/i }), fineNumber);
  if (plate) await user.type(screen.getByRole('textbox', { name: /licence plate/i }), plate);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

describe('/parking-fine', () => {
  test('shows the header, the required fields and the fine companies by business city', async () => {
    await renderRoute('/parking-fine');
    expect(await screen.findByRole('heading', { level: 1, name: 'Parking fine' })).toBeInTheDocument();
    expect(screen.getByText(/find your fine by city/i)).toBeInTheDocument();

    const select = screen.getByRole('combobox', { name: /city/i });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a city', 'Opatija', 'Poreč', 'Rijeka']);
    expect(select).toHaveValue('');
    expect(select).toBeRequired();

    const fineNumber = screen.getByRole('textbox', { name: /fine number/i });
    expect(fineNumber).toBeRequired();
    expect(fineNumber).toHaveAttribute('placeholder', '123456');
    expect(screen.getByRole('textbox', { name: /licence plate/i })).not.toBeRequired();
  });

  test("each outline's gap is as wide as its label: the required mark in it once", async () => {
    await renderRoute('/parking-fine');
    const form = (await screen.findByRole('combobox', { name: /city/i })).closest('form')!;
    const outlines = [...form.querySelectorAll('fieldset')].map((outline) => {
      const field = outline.parentElement!.querySelector('input, select')!;
      const label = form.querySelector(`label[for="${field.id}"]`)?.textContent;
      return { label, notch: outline.querySelector('legend')?.textContent };
    });
    expect(outlines.map((outline) => outline.label)).toEqual([
      'City\u2009*',
      'Fine number\u2009*',
      'Licence plate',
    ]);
    for (const { label, notch } of outlines) expect(notch).toBe(label);
  });

  test('a company without a business city is listed by its id instead of failing the list', async () => {
    server.use(
      http.get('*/sms-api/vpa/vpa-companies-fine-active', () =>
        HttpResponse.json([
          { companyId: 1, businessInfo: { city: 'RIJEKA' }, services: [{ name: 'VPADPK', enabled: true }] },
          { companyId: 99, businessInfo: null, services: [{ name: 'VPADPK', enabled: true }] },
        ]),
      ),
    );
    await renderRoute('/parking-fine');
    const select = await screen.findByRole('combobox', { name: /city/i });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(within(select).getByRole('option', { name: 'City 99' })).toHaveValue('99');
    expect(within(select).getByRole('option', { name: 'Rijeka' })).toHaveValue('1');
  });

  test('the back link leads to the stored zone home, or to the city list without one', async () => {
    const { unmount } = await renderRoute('/parking-fine', { session: { zoneCode: 'RI-Z1' } });
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/?z=RI-Z1');
    unmount();
    sessionStorage.clear();
    await renderRoute('/parking-fine');
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/welcome/cities');
  });

  test('code 0 opens the details with company, fine number and plate, typed in upper case', async () => {
    const lookups = countLookups();
    const { user, router } = await renderRoute('/parking-fine');
    const select = await screen.findByRole('combobox', { name: /city/i });
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'Rijeka');
    const fineNumber = screen.getByRole('textbox', { name: /fine number/i });
    await user.type(fineNumber, '123456');
    const plate = screen.getByRole('textbox', { name: /licence plate/i });
    await user.type(plate, 'ri1234ab');
    expect(plate).toHaveValue('RI1234AB');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/parking-fine-details?cid=1&nr=123456&lp=RI1234AB'));
    // The first lookup is the form's; the details page then looks the fine up again.
    expect(Object.fromEntries(lookups[0].searchParams)).toEqual({
      companyId: '1',
      fineNumber: '123456',
      licensePlate: 'RI1234AB',
    });
  });

  test.each([
    ['its Back link', 'link'],
    ["the browser's Back", 'history'],
  ] as const)('back from the fine by %s, the search is there as it was sent (WCAG 3.3.7)', async (_, way) => {
    const { user, router } = await renderRoute('/parking-fine', { session: { zoneCode: 'PU-Z1', cid: '3' } });
    await fillAndSearch(user, { city: 'Rijeka', fineNumber: '123456', plate: 'ri1234ab' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/parking-fine-details'));
    if (way === 'link') await user.click(await screen.findByRole('link', { name: 'Back' }));
    else await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parking-fine'));
    const city = await screen.findByRole('combobox', { name: /city/i });
    // Rijeka as searched, not the stored zone's Poreč.
    await waitFor(() => expect(city).toHaveDisplayValue('Rijeka'));
    expect(screen.getByRole('textbox', { name: /fine number/i })).toHaveValue('123456');
    expect(screen.getByRole('textbox', { name: /licence plate/i })).toHaveValue('RI1234AB');
    // Nothing of it in an address: the plate is in the history entry's state only.
    expect(currentUrl(router)).toBe('/parking-fine');
  });

  test('a page opened afresh starts empty', async () => {
    await renderRoute('/parking-fine');
    expect(await screen.findByRole('textbox', { name: /fine number/i })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /licence plate/i })).toHaveValue('');
  });

  test.each([
    ['-1 (no such fine)', '000000', 'Fine not found', 'alert'],
    ['-3', '333333', 'Fine not found', 'alert'],
    ['-2 (paid)', '222222', 'Fine already paid', 'status'],
    ['-4 (cancelled)', '444444', 'Fine cancelled', 'status'],
  ] as const)('code %s shows its notice under the form and stays', async (_, fineNumber, title, role) => {
    const { user, router } = await renderRoute('/parking-fine');
    await fillAndSearch(user, { city: 'Rijeka', fineNumber });
    const notice = await screen.findByText(title);
    expect(notice.closest(`[role="${role}"]`)).not.toBeNull();
    expect(currentUrl(router)).toBe('/parking-fine');
  });

  test('each banner has its own colour, icon and words', async () => {
    const { user } = await renderRoute('/parking-fine');
    await fillAndSearch(user, { city: 'Rijeka', fineNumber: '222222' });
    const paid = (await screen.findByText('Fine already paid')).closest('[data-banner]')!;
    expect(paid).toHaveAttribute('data-banner', 'paid');
    expect(paid).toHaveClass('MuiAlert-colorSuccess');
    expect(paid).toHaveTextContent('This fine has already been paid');
    expect(paid.querySelector('svg')).not.toBeNull();

    await user.clear(screen.getByRole('textbox', { name: /fine number/i }));
    await user.type(screen.getByRole('textbox', { name: /fine number/i }), '444444');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const cancelled = (await screen.findByText('Fine cancelled')).closest('[data-banner]')!;
    expect(cancelled).toHaveAttribute('data-banner', 'cancelled');
    expect(screen.queryByText('Fine already paid')).not.toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /fine number/i }));
    await user.type(screen.getByRole('textbox', { name: /fine number/i }), '333333');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const notFound = (await screen.findByText('Fine not found')).closest('[data-banner]')!;
    expect(notFound).toHaveClass('MuiAlert-colorError');
    expect(notFound).toHaveAttribute('role', 'alert');
  });

  test('a plate that does not match the fine is not found', async () => {
    const { user, router } = await renderRoute('/parking-fine');
    await fillAndSearch(user, { city: 'Rijeka', fineNumber: '123456', plate: 'ZG999XX' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Fine not found');
    expect(currentUrl(router)).toBe('/parking-fine');
  });

  test.each([
    ['a server error', () => HttpResponse.json('Internal server error.', { status: 500 })],
    ['a malformed answer', () => HttpResponse.json({ code: 7 })],
    ['a network failure', () => HttpResponse.error()],
  ])('%s shows the error notice', async (_, resolver) => {
    server.use(http.get(FINE_INFO, resolver));
    const { user, router } = await renderRoute('/parking-fine');
    await fillAndSearch(user, { city: 'Rijeka', fineNumber: '123456' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Search failed');
    expect(currentUrl(router)).toBe('/parking-fine');
  });

  test('the lookup is sent again on every search: no cache, no retry', async () => {
    const lookups = countLookups();
    server.use(http.get(FINE_INFO, () => HttpResponse.json('down', { status: 503 })));
    const { user } = await renderRoute('/parking-fine');
    await fillAndSearch(user, { city: 'Rijeka', fineNumber: '222222' });
    await screen.findByText('Search failed');
    expect(lookups).toHaveLength(1);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Fine already paid');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lookups).toHaveLength(3));
  });

  test('Search is greyed and shows a spinner while searching', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(FINE_INFO, async () => {
        await gate;
        return HttpResponse.json({
          code: -2,
          licensePlate: null,
          date: null,
          total: null,
          paymentProvider: null,
        });
      }),
    );
    const { user } = await renderRoute('/parking-fine');
    await fillAndSearch(user, { city: 'Rijeka', fineNumber: '222222' });
    const button = await screen.findByRole('button', { name: 'Searching…' });
    expect(button).toBeDisabled();
    expect(button.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    release();
    expect(await screen.findByText('Fine already paid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });

  test('an invalid form shows the warning toast and field messages, and sends nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const lookups = countLookups();
    const { user } = await renderRoute('/parking-fine', { advanceTimers: vi.advanceTimersByTime });
    await fillAndSearch(user, {});
    expect(
      await screen.findByText('The form is not valid. Fill in all mandatory fields.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Select a city.')).toBeInTheDocument();
    expect(screen.getByText('Enter the fine number.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /city/i })).toHaveAccessibleDescription('Select a city.');
    expect(screen.getByRole('textbox', { name: /fine number/i })).toHaveAccessibleDescription(
      'Enter the fine number.',
    );
    expect(lookups).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(3_500);
    await waitFor(() =>
      expect(
        screen.queryByText('The form is not valid. Fill in all mandatory fields.'),
      ).not.toBeInTheDocument(),
    );
  });

  test('an invalid search clears the notice of the previous one', async () => {
    const { user } = await renderRoute('/parking-fine');
    await fillAndSearch(user, { city: 'Rijeka', fineNumber: '444444' });
    expect(await screen.findByText('Fine cancelled')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /fine number/i }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter the fine number.')).toBeInTheDocument();
    expect(screen.queryByText('Fine cancelled')).not.toBeInTheDocument();
  });

  test('a fine number or plate with other characters is refused', async () => {
    const lookups = countLookups();
    const { user } = await renderRoute('/parking-fine');
    await fillAndSearch(user, { city: 'Rijeka', fineNumber: '12#34', plate: 'RI#12' });
    const fineNumber = screen.getByRole('textbox', { name: /fine number/i });
    expect(fineNumber).toHaveAccessibleDescription(
      'Only letters and numbers, separated by / or - where the fine shows them.',
    );
    expect(screen.getByRole('textbox', { name: /licence plate/i })).toHaveAccessibleDescription(
      'Only letters and numbers. No special characters.',
    );
    expect(lookups).toHaveLength(0);
  });

  test('the fine number is shown and sent in upper case, with / or - as the fine shows it', async () => {
    const lookups = countLookups();
    const { user } = await renderRoute('/parking-fine');
    await fillAndSearch(user, { city: 'Rijeka', fineNumber: 'ab-12/2026' });
    expect(screen.getByRole('textbox', { name: /fine number/i })).toHaveValue('AB-12/2026');
    await waitFor(() => expect(lookups).toHaveLength(1));
    expect(lookups[0]?.searchParams.get('fineNumber')).toBe('AB-12/2026');
  });

  test('a failed company list shows an error with a retry', async () => {
    let calls = 0;
    server.use(
      http.get('*/sms-api/vpa/vpa-companies-fine-active', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json('down', { status: 500 }) : undefined;
      }),
    );
    const { user } = await renderRoute('/parking-fine');
    expect(await screen.findByText('The list of cities could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /city/i })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /city/i })).toBeEnabled());
    expect(screen.queryByText('The list of cities could not be loaded.')).not.toBeInTheDocument();
  });

  test('the city of the stored zone is chosen in advance', async () => {
    await renderRoute('/parking-fine', { session: { zoneCode: 'PO-Z1', cid: '3' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /city/i })).toHaveValue('3'));
  });

  test('without a stored company (reached by the menu), the city of the stored zone comes from its status', async () => {
    await renderRoute('/parking-fine', { session: { zoneCode: 'PO-Z1' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /city/i })).toHaveValue('3'));
  });

  test('speaks Croatian', async () => {
    await renderRoute('/parking-fine', { language: 'hr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Parkirna kazna' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Traži' })).toBeInTheDocument();
  });
});
