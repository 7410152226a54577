import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { renderRoute } from '../../render';

// The first render of a file compiles the lazy route and its locale chunks: allow for a slow machine.

const SEND = '*/sms-api/api/hectronic-data/SendRaoPenta';

function sentRequests() {
  const urls: URL[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.url.includes('/SendRaoPenta')) urls.push(new URL(request.url));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return urls;
}

async function chooseStart(user: Awaited<ReturnType<typeof renderRoute>>['user'], value: string) {
  const input = await screen.findByLabelText(/Start date and time/);
  expect(input).toHaveAttribute('type', 'datetime-local');
  await user.clear(input);
  await user.type(input, value);
  return input;
}

describe('/prepaid', () => {
  test('sends SendRaoPenta with the dummy values and the chosen start, then reports success', async () => {
    const requests = sentRequests();
    const { user } = await renderRoute('/prepaid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prepaid coupon (test)' })).toBeVisible();
    await chooseStart(user, '2026-06-15T12:30');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByText('Sent. The service accepted the request.')).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0].searchParams)).toEqual({
      serNum: '00000001',
      cnp: '0',
      ticketNumber: '0',
      from: '2026-06-15T12:30',
      end: '2026-06-15T13:30',
      RaoId: '1',
    });
  });

  test('without a start it asks for one and sends nothing', async () => {
    const requests = sentRequests();
    const { user } = await renderRoute('/prepaid');
    await user.click(await screen.findByRole('button', { name: 'SEND' }));
    expect(await screen.findByText('Required field')).toBeVisible();
    expect(screen.getByLabelText(/Start date and time/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
  });

  test('shows that it is sending while the call runs', async () => {
    server.use(
      http.get(SEND, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = await renderRoute('/prepaid');
    await chooseStart(user, '2026-06-15T12:30');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
  });

  test('a failed call shows an error with the HTTP status', async () => {
    server.use(http.get(SEND, () => HttpResponse.json('Internal server error.', { status: 500 })));
    const { user } = await renderRoute('/prepaid');
    await chooseStart(user, '2026-06-15T12:30');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sending failed');
    expect(alert).toHaveTextContent('Service response: HTTP 500');
    expect(screen.queryByText('Sent. The service accepted the request.')).toBeNull();
  });

  test('a network failure shows a generic error', async () => {
    server.use(http.get(SEND, () => HttpResponse.error()));
    const { user } = await renderRoute('/prepaid');
    await chooseStart(user, '2026-06-15T12:30');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred.'));
  });

  test('is translated', async () => {
    await renderRoute('/prepaid', { language: 'it' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Buono prepagato (test)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'INVIA' })).toBeVisible();
  });
});

describe('raoPentaParams', () => {
  test('end is one hour after the chosen start, across midnight and the end of a month too', async () => {
    const { raoPentaParams } = await import('@/features/prepaid/prepaid-page');
    expect(raoPentaParams('2026-11-23T10:30')).toMatchObject({
      from: '2026-11-23T10:30',
      end: '2026-11-23T11:30',
    });
    expect(raoPentaParams('2026-11-30T23:15')).toMatchObject({ end: '2026-12-01T00:15' });
  });

  test('anything but a whole datetime-local value is no start', async () => {
    const { raoPentaParams } = await import('@/features/prepaid/prepaid-page');
    for (const value of ['', '2026-11-23', '2026-02-30T10:00', '2026-11-23T25:00', '23.11.2026. 10:30'])
      expect(raoPentaParams(value), value).toBeNull();
  });
});
