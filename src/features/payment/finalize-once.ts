// Finalizing a Worldline payment realizes the ticket on the server, so it must run once per
// request id: React StrictMode mounts effects twice and a visitor may reload the page.
import { toApiFailure } from '@/api/errors';
import { finalizeWorldlinePayment } from '@/api/payments';
import { readJson, writeItem } from '@/lib/safe-storage';
import { APP_MESSAGES } from '@/api/payment-messages';

export type FinalizeOutcome =
  | { kind: 'success'; ticketCode: string }
  | { kind: 'failure'; status: number | null; message: string }
  /**
   * The page was reloaded (or closed) while this tab's finalize was under way, and the server now
   * says the transaction is already realized: the interrupted call most likely issued the ticket.
   */
  | { kind: 'interrupted' }
  /** No answer at all (offline, timeout): nothing is known, so the visitor may try again. */
  | { kind: 'unreachable' };

type Remembered = Exclude<FinalizeOutcome, { kind: 'unreachable' }> | { kind: 'pending' };

export const FINALIZED_KEY = 'vpa-finalized';
const MAX_REMEMBERED = 20;

const running = new Map<string, Promise<FinalizeOutcome>>();

function rememberedOutcomes(): [string, Remembered][] {
  const stored = readJson('session', FINALIZED_KEY);
  if (!Array.isArray(stored)) return [];
  return stored.filter((entry): entry is [string, Remembered] => {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string') return false;
    const outcome: unknown = entry[1];
    if (!outcome || typeof outcome !== 'object') return false;
    const o = outcome as Record<string, unknown>;
    if (o.kind === 'pending' || o.kind === 'interrupted') return true;
    if (o.kind === 'success') return typeof o.ticketCode === 'string' && o.ticketCode !== '';
    return (
      o.kind === 'failure' &&
      typeof o.message === 'string' &&
      (o.status === null || typeof o.status === 'number')
    );
  });
}

function remember(requestId: string, outcome: Remembered): void {
  const others = rememberedOutcomes().filter(([id]) => id !== requestId);
  const next = [...others, [requestId, outcome] as const].slice(-MAX_REMEMBERED);
  writeItem('session', FINALIZED_KEY, JSON.stringify(next));
}

/** The outcome of an earlier finalize of this request in this tab, if any. */
export function rememberedOutcome(requestId: string): Remembered | null {
  return rememberedOutcomes().find(([id]) => id === requestId)?.[1] ?? null;
}

const ALREADY_REALIZED = 409;

async function finalize(requestId: string, resumed: boolean): Promise<FinalizeOutcome> {
  // Written before the call: a reload while it runs is then known as one (see 'interrupted').
  if (!resumed) remember(requestId, { kind: 'pending' });
  let outcome: Exclude<Remembered, { kind: 'pending' }>;
  try {
    const { ticketCode } = await finalizeWorldlinePayment(requestId);
    outcome = { kind: 'success', ticketCode };
  } catch (error) {
    const failure = toApiFailure(error);
    if (failure.kind === 'offline' || failure.kind === 'timeout' || failure.kind === 'network') {
      return { kind: 'unreachable' };
    }
    if (resumed && failure.kind === 'http' && failure.status === ALREADY_REALIZED) {
      outcome = { kind: 'interrupted' };
    } else {
      // 500 and above say 'There was an error.' (the body is the server's business), below it the
      // server's own message.
      outcome =
        failure.kind === 'http'
          ? {
              kind: 'failure',
              status: failure.status,
              message: failure.status >= 500 ? APP_MESSAGES.serverError : (failure.message ?? ''),
            }
          : { kind: 'failure', status: null, message: APP_MESSAGES.serverError };
    }
  }
  remember(requestId, outcome);
  return outcome;
}

/**
 * Finalizes a request at most once per tab: a call while one is under way shares it, and a
 * finished outcome is answered from sessionStorage (a reload after success goes straight to the
 * summary). A call cut off by a reload is asked once more; the server then tells what became of it.
 */
export function finalizeOnce(requestId: string): Promise<FinalizeOutcome> {
  const current = running.get(requestId);
  if (current) return current;
  const earlier = rememberedOutcome(requestId);
  if (earlier && earlier.kind !== 'pending') return Promise.resolve(earlier);
  const started = finalize(requestId, earlier?.kind === 'pending').finally(() => running.delete(requestId));
  running.set(requestId, started);
  return started;
}
