import { screen, within } from '@testing-library/react';
import type { ReadCallback } from 'i18next';
import { i18n, i18nReady } from '@/i18n/i18n';
import { atDayAfterT1000, rememberPurchaseOfT1000 } from '../pocket/fixtures';
import { renderRoute } from '../render';

// The ticket card reads texts of its own (`pocket`), loaded after the summary's.
// When they cannot load, the summary still shows what the driver paid for, and the card becomes a
// line with "Try again": never a page held blank while they load, never keys in place of words.

const FAILED = 'This part could not be loaded.';

test('the summary keeps the ticket number, its end and the invoice when the ticket card’s texts cannot load', async () => {
  await i18nReady;
  // The locale loader of src/i18n/i18n.ts, as i18next's connector calls it.
  const { backend } = i18n.services.backendConnector as {
    backend: { read: (language: string, namespace: string, callback: ReadCallback) => void };
  };
  const read = backend.read.bind(backend);
  const reads = vi.spyOn(backend, 'read').mockImplementation((language, namespace, callback) => {
    // Offline, and not worth i18next's own retries here (five, over about eleven seconds).
    if (namespace === 'pocket') callback(new Error('offline'), false);
    else read(language, namespace, callback);
  });
  // The seeded ticket's day: this tab's purchase of it is forgotten 7 days after its end.
  atDayAfterT1000();
  rememberPurchaseOfT1000();
  const { user } = await renderRoute('/summary?ticket=T-1000', { session: { zoneCode: 'RI-Z1' } });

  expect(await screen.findByRole('heading', { level: 1, name: 'Purchase successful' })).toBeVisible();
  expect(await screen.findByText(FAILED)).toBeVisible();
  expect(screen.getByText('1000')).toBeVisible();
  expect(screen.getByText('The ticket is valid until', { exact: false })).toHaveTextContent(
    'The ticket is valid until 15. 06. 2026. 16:30 h',
  );
  expect(screen.getByRole('button', { name: 'Download invoice' })).toBeEnabled();
  expect(screen.queryByText(/card\.|details\./)).not.toBeInTheDocument();
  expect(reads).toHaveBeenCalledWith('en', 'pocket', expect.any(Function));

  reads.mockRestore();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  const card = await screen.findByRole('region', { name: 'Ticket 1000' });
  expect(within(card).getByText('RI1000AA')).toBeVisible();
  expect(await within(card).findByRole('button', { name: 'Add to calendar' })).toBeVisible();
  expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
});
