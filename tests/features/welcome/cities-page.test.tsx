import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { currentUrl, renderRoute } from '../../render';

// The first render of a file compiles the lazy route and its locale chunks: allow for a slow machine.

const CITIES = '*/sms-api/vpa/vpa-active-cities';

async function cityList() {
  return screen.findByRole('list', { name: 'Cities' });
}

function cityNames(list: HTMLElement) {
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('/welcome/cities', () => {
  test('lists every city as a link to its zones; KRK is shown as a city', async () => {
    await renderRoute('/welcome/cities');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your city' })).toBeVisible();
    const list = await cityList();
    expect(cityNames(list)).toEqual(['Rijeka', 'Krk (city)', 'Poreč', 'Zagreb', 'Opatija']);
    expect(within(list).getByRole('link', { name: 'Rijeka' })).toHaveAttribute('href', '/welcome/zones/1');
    expect(within(list).getByRole('link', { name: 'Krk (city)' })).toHaveAttribute(
      'href',
      '/welcome/zones/2',
    );
    expect(screen.getByRole('link', { name: 'Back to the welcome page' })).toHaveAttribute(
      'href',
      '/welcome',
    );
  });

  test('in Croatian KRK reads "Krk (grad)"', async () => {
    await renderRoute('/welcome/cities', { language: 'hr' });
    const list = await screen.findByRole('list', { name: 'Gradovi' });
    expect(within(list).getByRole('link', { name: 'Krk (grad)' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Pretraži gradove' })).toBeVisible();
  });

  test('shows a skeleton while the cities load', async () => {
    server.use(
      http.get(CITIES, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    await renderRoute('/welcome/cities');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('list', { name: 'Cities' })).toBeNull();
  });

  test('a failed load shows an error alert with generic text, and retry recovers', async () => {
    server.use(
      http.get(CITIES, () => HttpResponse.json('Internal server error.', { status: 500 }), { once: true }),
    );
    const { user } = await renderRoute('/welcome/cities');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('An error occurred.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await cityList()).toBeVisible();
  });

  test('a response of the wrong shape is an error, not a crash', async () => {
    server.use(http.get(CITIES, () => HttpResponse.json([{ foo: 1 }])));
    await renderRoute('/welcome/cities');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred.');
  });

  test('no cities at all shows a warning', async () => {
    server.use(http.get(CITIES, () => HttpResponse.json([])));
    await renderRoute('/welcome/cities');
    expect(await screen.findByText('No cities are available at the moment.')).toBeVisible();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  describe('search', () => {
    test('filters as the visitor types, ignoring case and diacritics', async () => {
      const { user } = await renderRoute('/welcome/cities');
      const list = await cityList();
      const search = screen.getByRole('searchbox', { name: 'Search for a city' });
      await user.type(search, 'porec');
      await waitFor(() => expect(cityNames(list)).toEqual(['Poreč']));
      expect(screen.getByRole('status')).toHaveTextContent('Cities found: 1');

      await user.clear(search);
      await user.type(search, 'RIJ');
      await waitFor(() => expect(cityNames(list)).toEqual(['Rijeka']));

      await user.clear(search);
      await user.type(search, 'a');
      await waitFor(() => expect(cityNames(list)).toEqual(['Rijeka', 'Zagreb', 'Opatija']));
      expect(screen.getByRole('status')).toHaveTextContent('Cities found: 3');
    });

    test('finds a city whose name has đ, typed as d or dj', async () => {
      server.use(
        http.get(CITIES, () =>
          HttpResponse.json([
            { id: 9, city: 'ĐAKOVO' },
            { id: 1, city: 'RIJEKA' },
          ]),
        ),
      );
      const { user } = await renderRoute('/welcome/cities');
      const list = await cityList();
      const search = screen.getByRole('searchbox', { name: 'Search for a city' });
      await user.type(search, 'djak');
      await waitFor(() => expect(cityNames(list)).toEqual(['Đakovo']));
      await user.clear(search);
      await user.type(search, 'dak');
      await waitFor(() => expect(cityNames(list)).toEqual(['Đakovo']));
    });

    test('no match shows a clear message, announced to screen readers; clearing restores the list', async () => {
      const { user } = await renderRoute('/welcome/cities');
      await cityList();
      await user.type(screen.getByRole('searchbox', { name: 'Search for a city' }), 'xyz');
      const message = 'No city matches “xyz”. Check the spelling or type fewer letters.';
      await waitFor(() => expect(screen.queryByRole('list', { name: 'Cities' })).toBeNull());
      expect(screen.getByRole('status')).toHaveTextContent(message);
      expect(screen.getAllByText(message)).toHaveLength(2);

      await user.click(screen.getByRole('button', { name: 'Clear search' }));
      expect(cityNames(await cityList())).toHaveLength(5);
      expect(screen.getByRole('searchbox', { name: 'Search for a city' })).toHaveValue('');
    });

    test('choosing a city opens its zones', async () => {
      const { router, user } = await renderRoute('/welcome/cities');
      await user.type(await screen.findByRole('searchbox', { name: 'Search for a city' }), 'krk');
      await user.click(within(await cityList()).getByRole('link', { name: 'Krk (city)' }));
      await waitFor(() => expect(currentUrl(router)).toBe('/welcome/zones/2'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Krk (city), select zone' })).toBeVisible();
    });
  });
});
