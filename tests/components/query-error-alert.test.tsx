import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { i18n, i18nReady } from '@/i18n/i18n';

// Every screen whose data did not arrive says so the same way: an alert read out at
// once, with the title of the error and a "Try again" button inside it.
beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
});

test('announces the error with the common title and retries from the button inside it', async () => {
  const onRetry = vi.fn();
  render(<QueryErrorAlert onRetry={onRetry}>Error fetching data.</QueryErrorAlert>);

  const alert = screen.getByRole('alert');
  expect(alert).toHaveAttribute('aria-live', 'assertive');
  expect(alert).toHaveTextContent('Error!');
  expect(alert).toHaveTextContent('Error fetching data.');
  const retry = screen.getByRole('button', { name: 'Try again' });
  expect(alert).toContainElement(retry);

  await userEvent.click(retry);
  expect(onRetry).toHaveBeenCalledTimes(1);
  // The button stays where it was: focus is not lost while the data is asked for again.
  expect(retry).toHaveFocus();
});

test('a screen may give its own title', () => {
  render(
    <QueryErrorAlert title="Cities could not be loaded" onRetry={() => undefined}>
      Error fetching data.
    </QueryErrorAlert>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Cities could not be loaded');
  expect(screen.getByRole('alert')).not.toHaveTextContent('Error!');
});

test('while the data is asked for again the button cannot be pressed twice', () => {
  render(
    <QueryErrorAlert onRetry={() => undefined} retrying>
      Error fetching data.
    </QueryErrorAlert>,
  );
  expect(screen.getByRole('button', { name: /Try again/ })).toBeDisabled();
});

test('without a way to retry (an address that cannot be right) there is no button', () => {
  render(<QueryErrorAlert>Something went wrong.</QueryErrorAlert>);
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
