import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPaymentRequest } from '@/mocks/db';
import { isMockGatewayPath, MockGatewayPage } from '@/mocks/gateway/gateway-page';

const API = 'http://localhost:3000';

function ticketRequest(gateway: 'WL' | 'TY'): string {
  return createPaymentRequest({
    kind: 'ticket',
    gateway,
    plate: 'RI1234AB',
    zoneId: gateway === 'WL' ? 101 : 103,
    totalCents: 480,
    hourly: gateway === 'WL',
    quantity: 3,
    validFrom: '2026-06-15T10:00:00.000Z',
    validTo: '2026-06-15T13:00:00.000Z',
    tariff: 'H1',
  });
}

function openGateway(path: string, params: Record<string, string>) {
  window.history.pushState({}, '', `${path}?${new URLSearchParams(params).toString()}`);
  const navigate = vi.fn<(url: string) => void>();
  render(<MockGatewayPage navigate={navigate} />);
  return navigate;
}

afterEach(() => window.history.pushState({}, '', '/'));

test('recognises gateway paths', () => {
  expect(isMockGatewayPath('/mock-gateway/teya')).toBe(true);
  expect(isMockGatewayPath('/payment')).toBe(false);
});

test('Worldline: Approve records the outcome and returns to the app', async () => {
  const requestId = ticketRequest('WL');
  const back = `${API}/payment-processing?requestid=${requestId}`;
  const navigate = openGateway('/mock-gateway/worldline', { requestId, amount: '4.80', return: back });

  expect(screen.getByRole('heading', { level: 1, name: 'Worldline test gateway' })).toBeVisible();
  expect(screen.getByText(/4,80\s€/)).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Approve' }));

  expect(navigate).toHaveBeenCalledWith(back);
  const response = await fetch(
    `${API}/payment-api/transactions/vpa/finalize-worldline-payment?requestId=${requestId}`,
  );
  expect(response.status).toBe(200);
});

test('Worldline: Decline is what finalize reports', async () => {
  const requestId = ticketRequest('WL');
  const navigate = openGateway('/mock-gateway/worldline', {
    requestId,
    amount: '4.80',
    return: `${API}/payment-processing?requestid=${requestId}`,
  });
  await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
  expect(navigate).toHaveBeenCalledTimes(1);
  const response = await fetch(
    `${API}/payment-api/transactions/vpa/finalize-worldline-payment?requestId=${requestId}`,
  );
  expect([response.status, await response.json()]).toEqual([401, 'Transaction declined.']);
});

test('a return address on another origin is not followed', async () => {
  const navigate = openGateway('/mock-gateway/worldline', {
    requestId: ticketRequest('WL'),
    amount: '4.80',
    return: 'https://evil.example/steal',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
  expect(navigate).not.toHaveBeenCalled();
  expect(screen.getByRole('alert')).toHaveTextContent(/not on this site/);
});

test('Teya: shows the order and items; Cancel leads to the aborted error page', async () => {
  const orderId = ticketRequest('TY');
  const navigate = openGateway('/mock-gateway/teya', {
    orderid: orderId,
    amount: '8.00',
    returnurlsuccess: `${API}/ticket-summary?order=${orderId}`,
    itemdescription_0: 'Daily ticket, Zona 3 (RI-Z3), RI1234AB',
    itemcount_0: '1',
    itemunitamount_0: '8.00',
    itemamount_0: '8.00',
  });

  expect(screen.getByRole('heading', { level: 1, name: 'Teya test gateway' })).toBeVisible();
  expect(screen.getByText(/Daily ticket, Zona 3/)).toBeVisible();
  expect(screen.getByText(`Order id: ${orderId}`)).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

  expect(navigate).toHaveBeenCalledWith(
    `${API}/payment-processing-error?status=401&message=Transaction%20aborted.`,
  );
  expect((await fetch(`${API}/payment-api/tickets/vpa-ticket-summary?orderId=${orderId}`)).status).toBe(401);
});

test('Teya: Approve goes to returnurlsuccess', async () => {
  const orderId = ticketRequest('TY');
  const back = `${API}/ticket-summary?order=${orderId}`;
  const navigate = openGateway('/mock-gateway/teya', {
    orderid: orderId,
    amount: '8.00',
    returnurlsuccess: back,
  });
  await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
  expect(navigate).toHaveBeenCalledWith(back);
});

test('a gateway address without its id says so', () => {
  openGateway('/mock-gateway/worldline', { amount: '1.00' });
  expect(screen.getByRole('alert')).toHaveTextContent('The address has no requestId.');
  expect(screen.queryByRole('button')).toBeNull();
});
