// The ticket and fine journeys on the production build behind nginx, through the stand-in
// gateways. The watch of ./stack.ts fails any of them on a CSP violation, a cookie, a foreign
// request or an uncaught error.
import {
  atGateway,
  chooseAtGateway,
  dailyTicketToPayment,
  hourlyTicketToPayment,
  lookUpFine,
  openPayDialog,
} from './flows';
import { expect, GATEWAY_ORIGIN, resetMockApi, test } from './stack';

test('an hourly ticket paid through Worldline ends on its summary with a working invoice download', async ({
  page,
}) => {
  await hourlyTicketToPayment(page);
  await (await openPayDialog(page)).click();
  await atGateway(page, 'worldline');
  await chooseAtGateway(page, 'Approve');
  await expect(page).toHaveURL(/\/summary\?ticket=/, { timeout: 30_000 });
  await expect(page.getByText('You have successfully bought ticket no.')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Ticket_\d+_[A-Za-z0-9]{6}\.pdf$/);
});

test('a daily ticket paid through Teya comes back by POST and ends on its summary', async ({ page }) => {
  const returnPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/ticket-summary'))
      returnPosts.push(request.url());
  });
  await dailyTicketToPayment(page);
  await (await openPayDialog(page)).click();
  await atGateway(page, 'teya');
  await chooseAtGateway(page, 'Approve');
  await expect(page).toHaveURL(/\/ticket-summary\?order=/);
  await expect(page.getByText('You have successfully bought ticket no.')).toBeVisible({ timeout: 20_000 });
  expect(returnPosts, 'the gateway posted its result back').toHaveLength(1);
});

test('a declined Worldline ticket payment shows the translated decline', async ({ page }) => {
  await hourlyTicketToPayment(page);
  await (await openPayDialog(page)).click();
  await atGateway(page, 'worldline');
  await chooseAtGateway(page, 'Decline');
  await expect(page).toHaveURL(/\/payment-processing-error\?/, { timeout: 30_000 });
  await expect(page.getByText('The transaction was declined.')).toBeVisible();
});

test('a cancelled Teya ticket payment shows the translated abort', async ({ page }) => {
  await dailyTicketToPayment(page);
  await (await openPayDialog(page)).click();
  await atGateway(page, 'teya');
  await chooseAtGateway(page, 'Cancel');
  await expect(page).toHaveURL(/\/payment-processing-error\?/);
  await expect(page.getByText('The transaction was aborted.')).toBeVisible();
});

test.describe('fine payments', () => {
  // Paying a fine changes the shared mock data; these run one after another from the seed.
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(async ({ page }) => resetMockApi(page));

  test('a Rijeka fine paid through Worldline ends paid, with its invoice number', async ({ page }) => {
    await lookUpFine(page, /rijeka/i, '123456', 'RI1234AB');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await atGateway(page, 'worldline');
    await chooseAtGateway(page, 'Approve');
    await expect(page).toHaveURL(/\/fine-summary\?order=/);
    await expect(page.getByText('The parking fine has been paid successfully.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Invoice number')).toBeVisible();
  });

  test('a Poreč fine paid through Teya comes back by POST and ends paid', async ({ page }) => {
    await lookUpFine(page, /pore/i, '654321', 'PU555CD');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await atGateway(page, 'teya');
    await expect(page.getByText('Order id:')).toBeVisible();
    await chooseAtGateway(page, 'Approve');
    await expect(page).toHaveURL(/\/fine-summary\?order=/);
    await expect(page.getByText('The parking fine has been paid successfully.')).toBeVisible({
      timeout: 20_000,
    });
  });
});

test('the gateway origin is the configured one, reached by redirect and by form post only', async ({
  page,
}) => {
  const gatewayRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${GATEWAY_ORIGIN}/mock-gateway`) && request.isNavigationRequest()) {
      gatewayRequests.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  await dailyTicketToPayment(page);
  await (await openPayDialog(page)).click();
  await atGateway(page, 'teya');
  expect(gatewayRequests).toEqual(['POST /mock-gateway/teya']);
});
