import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { renderRoute } from '../../render';

// Names the server sends (zone, city, tariffs) reach the ticket page without direction
// controls or invisible characters, which could make one name read as another.

const HIDDEN = /[\p{Cf}\p{Cc}\u2028\u2029]/u;

test('/hourly shows the zone, city and tariff names from the server without hidden characters', async () => {
  server.use(
    http.get('*/sms-api/vpa/vpa-ticket-data', () =>
      HttpResponse.json({
        zone: { code: 'RI-Z1', name: '\u202eZona\u200b 1\u202c', color: 'FDDE3AFF', maxDuration: 4 },
        citySystem: { city: '\u2066RIJEKA\u2069' },
        tariffs: [
          { id: 11, type: 'H1', name: 'Standard\u{e0041}\u{e007f}' },
          { id: 12, type: 'H2', name: '\u200fReduced\u2028price' },
        ],
      }),
    ),
  );
  await renderRoute('/hourly', { session: { zoneCode: 'RI-Z1', ticketType: 'hourly' } });

  const tariff = await screen.findByRole('combobox', { name: 'Tariff' });
  const names = within(tariff)
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(names).toEqual(['Select a tariff', 'Standard', 'Reduced price']);
  const main = screen.getByRole('main');
  expect(within(main).getByText(/Zona 1/)).toBeVisible();
  expect(main.textContent).not.toMatch(HIDDEN);
});
