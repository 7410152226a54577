import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StillProcessingAlert } from '@/components/still-processing-alert';

// Issue 24: the ticket's and the fine's return pages say "still processing" with one component.
const texts = {
  title: 'Payment still processing',
  text: 'The bank has not confirmed the payment yet.',
  checkAgain: 'Check again',
  orderReference: 'Order reference',
};

test('says the payment is still processing, names the order and checks again on request', async () => {
  const onCheckAgain = vi.fn();
  render(
    <StillProcessingAlert texts={texts} orderId="ORD-42" onCheckAgain={onCheckAgain} checking={false} />,
  );

  const status = screen.getByRole('status');
  expect(status).toHaveAttribute('aria-live', 'polite');
  expect(status).toHaveTextContent('Payment still processing');
  expect(status).toHaveTextContent('Order reference: ORD-42');
  await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
  expect(onCheckAgain).toHaveBeenCalledTimes(1);
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
