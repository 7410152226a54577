import type { TeyaForm } from '@/api/schemas/payments';
import { config, validGatewayUrl, validOrigin } from '@/lib/config';
import { endFieldPageView, recordField } from '@/lib/field-data/record';

// Leaving the app for a card gateway: either a redirect (Worldline) or an auto-posted form (Teya).
export type Handoff =
  { kind: 'redirect'; url: string } | { kind: 'form'; action: string; fields: Record<string, string> };

export class UnsafeGatewayError extends Error {
  constructor() {
    super('The payment gateway address is not allowed');
    this.name = 'UnsafeGatewayError';
    recordField({ kind: 'gateway' });
  }
}

function toOrigin(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * A Worldline address is followed only to an https: origin of the allow-list, or to a loopback
 * http: origin in it (local test gateways). Origins are compared exactly, so look-alike hosts,
 * credentials in the URL, `javascript:`, `data:` and protocol-relative addresses all fail.
 */
export function isAllowedRedirect(
  url: string,
  allowedOrigins: readonly string[] = config.paymentRedirectOrigins,
): boolean {
  if (typeof url !== 'string' || url.length > 4096 || !/^https?:\/\//i.test(url.trim())) return false;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  // https, or plain http to this machine only (local test gateways): the rule of a configured origin.
  if (validOrigin(parsed.origin) === undefined) return false;
  return allowedOrigins.map(toOrigin).includes(parsed.origin);
}

export function worldlineHandoff(redirectUrl: string): Handoff {
  if (!isAllowedRedirect(redirectUrl)) throw new UnsafeGatewayError();
  return { kind: 'redirect', url: redirectUrl.trim() };
}

/**
 * The Teya form from the server asks the card for another amount than the confirm screen showed:
 * it is not posted. `chargedCents` is the form's amount (null when it could not be read).
 */
export class AmountMismatchError extends Error {
  constructor(
    readonly chargedCents: number | null,
    readonly shownCents: number,
  ) {
    super('The payment form does not charge the amount shown');
    this.name = 'AmountMismatchError';
  }
}

/**
 * An amount of the Teya form in cents: euros with a decimal point or comma and at most two
 * decimals (`"1.60"`, `"1,60"`, `1.6`), as Teya's page takes them. Anything else is null.
 */
export function teyaAmountCents(amount: string | number): number | null {
  const text =
    typeof amount === 'number' ? (Number.isFinite(amount) ? amount.toFixed(2) : '') : amount.trim();
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/**
 * Throws AmountMismatchError unless the Teya form charges exactly `shownCents`: its amount, and
 * its items (count times unit amount each, and their sum), since Teya's page shows and charges
 * these. A form that cannot be read is a mismatch: the driver is never charged what was not shown.
 */
export function checkTeyaAmount(form: TeyaForm, shownCents: number): void {
  const charged = teyaAmountCents(form.amount);
  let itemsTotal = 0;
  let itemsAgree = form.items.length > 0;
  for (const item of form.items) {
    const unit = teyaAmountCents(item.itemUnitAmount);
    const line = teyaAmountCents(item.itemAmount);
    const count = Number(item.itemCount);
    if (unit === null || line === null || !Number.isInteger(count) || count < 1 || unit * count !== line)
      itemsAgree = false;
    itemsTotal += line ?? 0;
  }
  if (charged !== shownCents || !itemsAgree || itemsTotal !== shownCents) {
    // What the driver would be asked for: the form's amount, else its items' sum (Teya's page
    // lists them); unknown when only the items' own lines disagree.
    const asked = charged !== shownCents ? charged : itemsTotal !== shownCents ? itemsTotal : null;
    throw new AmountMismatchError(asked, shownCents);
  }
}

/**
 * The Teya form with the gateway's own lower-case field names (docs/backend-contract.md). Without a
 * valid payment page (none configured) there is no form: an empty action would post the card
 * payment back to this page.
 */
export function teyaHandoff(form: TeyaForm, action: string = config.teyaPaymentUrl): Handoff {
  if (validGatewayUrl(action) === undefined) throw new UnsafeGatewayError();
  const fields: Record<string, string> = {
    merchantid: String(form.merchantId),
    paymentgatewayid: String(form.paymentGatewayId),
    checkhash: form.checkHash,
    orderid: String(form.orderId),
    currency: form.currency,
    language: form.language,
    returnurlsuccess: form.returnUrlSuccess,
    returnurlsuccessserver: form.returnUrlSuccessServer,
    amount: String(form.amount),
  };
  form.items.forEach((item, n) => {
    fields[`itemdescription_${n}`] = item.itemDescription;
    fields[`itemcount_${n}`] = String(item.itemCount);
    fields[`itemunitamount_${n}`] = String(item.itemUnitAmount);
    fields[`itemamount_${n}`] = String(item.itemAmount);
  });
  fields.skipreceiptpage = '1';
  fields.pagetype = '0';
  return { kind: 'form', action, fields };
}

/**
 * The host the browser is about to go to, shown as text so that a driver sees the bank's address,
 * not only a spinner: where the money goes, before it goes. A relative Teya action (the mock
 * gateway) is this site's host.
 */
export function handoffHost(handoff: Handoff, base: string = window.location.href): string | null {
  try {
    return new URL(handoff.kind === 'redirect' ? handoff.url : handoff.action, base).host || null;
  } catch {
    return null;
  }
}

/**
 * Leaves the app, after sending the page view's field data (if any) while the page is whole. The
 * DOM is passed in so the hand-off can be tested without navigating.
 */
export function handOff(handoff: Handoff, doc: Document = document): void {
  endFieldPageView();
  if (handoff.kind === 'redirect') {
    doc.defaultView?.location.assign(handoff.url);
    return;
  }
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = handoff.action;
  form.hidden = true;
  for (const [name, value] of Object.entries(handoff.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}
