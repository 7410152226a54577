// Shared by the payment route tests.

import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { server } from '@/mocks/node';

/** What the hourly form leaves for /payment: two hours in RI-Z1 on its first tariff. */
export const HOURLY_RI_Z1_SESSION = {
  zoneCode: 'RI-Z1',
  ticketType: 'hourly',
  tariffId: 11,
  tariffType: 'H1',
  plateNumber: 'RI123AB',
  duration: 2,
} as const;

/** On /payment: taps Confirm once it works (the price is in). */
export async function confirmWhenPriced(user: UserEvent) {
  const confirm = await screen.findByRole('button', { name: 'Confirm' });
  await waitFor(() => expect(confirm).toBeEnabled());
  await user.click(confirm);
}

export type Recorded = { method: string; path: string; params: URLSearchParams; body: unknown };

/** Records the requests the app sends to the mock backend during one test. */
export function recordRequests(pathEnd?: string) {
  const requests: Recorded[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (pathEnd && !url.pathname.endsWith(pathEnd)) return;
    const entry: Recorded = {
      method: request.method,
      path: url.pathname,
      params: url.searchParams,
      body: undefined,
    };
    requests.push(entry);
    if (request.method === 'POST') {
      void request
        .clone()
        .json()
        .then(
          (body: unknown) => {
            entry.body = body;
          },
          () => undefined,
        );
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return requests;
}
