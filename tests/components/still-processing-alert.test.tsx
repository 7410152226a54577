import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StillProcessingAlert } from '@/components/still-processing-alert';
import { i18n, i18nReady } from '@/i18n/i18n';

// The ticket's and the fine's return pages say "still processing" with one component.
const texts = 'payment:ticketSummary';

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['fines', 'payment']);
});

test('says the payment is still processing, names the order and checks again on request', async () => {
  const onCheckAgain = vi.fn();
  render(
    <StillProcessingAlert texts={texts} orderId="ORD-42" onCheckAgain={onCheckAgain} checking={false} />,
  );

  const status = screen.getByRole('status');
  expect(status).toHaveAttribute('aria-live', 'polite');
  expect(status).toHaveTextContent('Still processing');
  expect(status).toHaveTextContent('Order reference: ORD-42');
  await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
  expect(onCheckAgain).toHaveBeenCalledTimes(1);
});

test("the fine's page has its own words", () => {
  render(
    <StillProcessingAlert
      texts="fines:summary"
      orderId="ORD-42"
      onCheckAgain={() => undefined}
      checking={false}
    />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Your fine payment is still being processed');
});

test('cannot be asked twice while the order is being checked', () => {
  render(<StillProcessingAlert texts={texts} orderId="ORD-42" onCheckAgain={() => undefined} checking />);
  expect(screen.getByRole('button', { name: 'Check again' })).toBeDisabled();
});

test('an order id from the address is shown as text, never as markup', () => {
  render(
    <StillProcessingAlert
      texts={texts}
      orderId={'<img src=x onerror=alert(1)>'}
      onCheckAgain={() => undefined}
      checking={false}
    />,
  );
  expect(screen.getByRole('status').querySelector('img')).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('<img src=x');
});
