// The payment API answers failures with fixed English texts (listed below). The app matches them
// exactly and shows a translation; the app's own failures use texts of the same kind, so every
// message that reaches /payment-processing-error goes through one mapping.
import { paymentErrorPath } from '@/lib/paths';
import { untrustedText } from '@/lib/untrusted-text';
import { toApiFailure } from './errors';
import { UnsafeGatewayError } from './gateways/handoff';

/** Messages the app itself puts into the payment error page's URL. */
export const APP_MESSAGES = {
  /** Finalize failures with status >= 500, whose body is not shown. */
  serverError: 'There was an error.',
  estimateFailed: 'Ticket estimate failed.',
  initFailed: 'Payment initialization failed.',
  unsafeRedirect: 'Payment service address not allowed.',
} as const;

const KNOWN_MESSAGES = {
  'Transaction declined by unknown reason.': 'declinedUnknown',
  'Transaction not started.': 'notStarted',
  'Transaction declined.': 'declined',
  'Transaction aborted.': 'aborted',
  'Transaction already captured.': 'alreadyCaptured',
  'Invalid means of payment.': 'invalidMeans',
  'No more credits available for this account.': 'noCredits',
  'Transaction not authorized.': 'notAuthorized',
  [APP_MESSAGES.serverError]: 'serverError',
  [APP_MESSAGES.estimateFailed]: 'estimateFailed',
  [APP_MESSAGES.initFailed]: 'initFailed',
  [APP_MESSAGES.unsafeRedirect]: 'unsafeRedirect',
} as const;

export type PaymentMessageKey = (typeof KNOWN_MESSAGES)[keyof typeof KNOWN_MESSAGES];

/** Text from a URL is shown as plain text and never longer than this. */
export const MAX_SHOWN_MESSAGE = 200;

/** The translation key of a known server or app message, matched exactly (surrounding blanks aside). */
export function knownMessageKey(message: string | null | undefined): PaymentMessageKey | null {
  if (!message) return null;
  const trimmed = message.trim();
  return Object.hasOwn(KNOWN_MESSAGES, trimmed)
    ? KNOWN_MESSAGES[trimmed as keyof typeof KNOWN_MESSAGES]
    : null;
}

/**
 * A message from the URL as it may be shown (src/lib/untrusted-text): plain text on one line, no
 * direction controls or invisible characters, at most MAX_SHOWN_MESSAGE code points.
 */
export function shownMessage(message: string | null | undefined): string {
  return untrustedText(message, MAX_SHOWN_MESSAGE);
}

/**
 * Where a payment that could not be started leads, a ticket's or a fine's: the payment error page
 * with what is known (the server's message for a 4xx; for a 5xx, no answer or a refused gateway
 * address, the app's own).
 */
export function startFailurePath(error: unknown): string {
  if (error instanceof UnsafeGatewayError) return paymentErrorPath(null, APP_MESSAGES.unsafeRedirect);
  const failure = toApiFailure(error);
  if (failure.kind === 'http' && failure.status < 500) {
    return paymentErrorPath(failure.status, failure.message ?? APP_MESSAGES.initFailed);
  }
  return paymentErrorPath(failure.kind === 'http' ? failure.status : null, APP_MESSAGES.initFailed);
}
