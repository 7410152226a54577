import { screen } from '@testing-library/react';
import type { ReadCallback } from 'i18next';
import { i18n, i18nReady } from '@/i18n/i18n';
import type { Namespace } from '@/i18n/namespaces';
import { atDayAfterT1000, rememberPurchaseOfT1000 } from '../pocket/fixtures';
import { renderRoute } from '../render';

/**
 * Holds every read of `namespace` (a slow network for that one file) until `release()`, through the
 * locale loader of src/i18n/i18n.ts as i18next's connector calls it.
 */
export async function holdTexts(namespace: Namespace) {
  await i18nReady;
  const { backend } = i18n.services.backendConnector as {
    backend: { read: (language: string, namespace: string, callback: ReadCallback) => void };
  };
  const read = backend.read.bind(backend);
  const held: (() => void)[] = [];
  let holding = true;
  const reads = vi.spyOn(backend, 'read').mockImplementation((language, asked, callback) => {
    if (holding && asked === namespace) held.push(() => read(language, asked, callback));
    else read(language, asked, callback);
  });
  onTestFinished(() => reads.mockRestore());
  return {
    /** How many reads of the namespace are waiting. */
    waiting: () => held.length,
    release: () => {
      holding = false;
      for (const answer of held.splice(0)) answer();
    },
  };
}

/**
 * Notes what the screen held when the button named `button` first appeared (jsdom has no layout:
 * what was drawn above it at that moment is what could have moved it since), as texts found.
 */
export function watchFirstAppearance(button: string, texts: readonly string[]) {
  let seen: Record<string, boolean> | undefined;
  const look = () => {
    if (seen || screen.queryAllByText(button).length === 0) return;
    seen = Object.fromEntries(texts.map((text) => [text, screen.queryAllByText(text).length > 0]));
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  onTestFinished(() => observer.disconnect());
  return () => seen;
}

export const SUMMARY_TEXTS = {
  button: 'Download invoice',
  card: 'Ticket 1000',
  failed: 'This part could not be loaded.',
} as const;

/**
 * Ticket T-1000's summary, bought in this tab, opened with the ticket card's texts (`pocket`) held:
 * `firstSeen()` tells whether the card or its "Try again" line was drawn when "Download invoice"
 * first appeared.
 */
export async function summaryWithHeldCardTexts() {
  const pocket = await holdTexts('pocket');
  atDayAfterT1000();
  rememberPurchaseOfT1000();
  const { button, card, failed } = SUMMARY_TEXTS;
  const firstSeen = watchFirstAppearance(button, [card, failed]);
  const { user } = await renderRoute('/summary?ticket=T-1000', { session: { zoneCode: 'RI-Z1' } });
  return { pocket, firstSeen, user };
}
