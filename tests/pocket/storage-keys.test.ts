import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FINALIZED_KEY } from '@/features/payment/finalize-once';
import { privacyPolicy } from '@/features/legal/content/privacy-policy';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/languages';
import { CHECKOUT_MARKS_KEY, KEPT_INVOICES_CACHE, KEPT_TICKETS_KEY } from '@/pocket/kept-tickets-key';
import { PURCHASE_KEY } from '@/pocket/purchase-context';
import { SAVED_PLATES_HIDDEN_KEY } from '@/pocket/saved-plates-store';
import { CID_KEY, SELECTION_KEY, ZONE_CODE_KEY } from '@/stores/session-keys';
import { START_RETRY_KEY } from '@/lib/start-again';

// Every key the app writes in the browser is in docs/storage.md (what it holds, when it
// is deleted) and named in the privacy policy, from the constants the code writes with.
const KEYS = [
  ZONE_CODE_KEY,
  CID_KEY,
  SELECTION_KEY,
  PURCHASE_KEY,
  FINALIZED_KEY,
  LANGUAGE_STORAGE_KEY,
  KEPT_TICKETS_KEY,
  SAVED_PLATES_HIDDEN_KEY,
  CHECKOUT_MARKS_KEY,
  KEPT_INVOICES_CACHE,
  START_RETRY_KEY,
];

const storageDoc = readFileSync(path.resolve(import.meta.dirname, '../../docs/storage.md'), 'utf8');
const policy = JSON.stringify(privacyPolicy);

describe('the storage keys', () => {
  it.each(KEYS)('%s has a row in docs/storage.md', (key) => {
    expect(storageDoc).toMatch(
      new RegExp(`^\\| (sessionStorage|localStorage|Cache Storage) +\\| \`${key}\``, 'm'),
    );
  });

  it.each(KEYS)('%s is named in the privacy policy', (key) => {
    expect(policy).toMatch(new RegExp(`\\b${key}\\b`));
  });

  it('the policy says that some browsers may still clear what is kept', () => {
    expect(policy).toContain('neki preglednici ipak mogu obrisati');
  });
});
