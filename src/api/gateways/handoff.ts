import type { TeyaForm } from '@/api/schemas/payments';
import { config, validGatewayUrl, validOrigin } from '@/lib/config';
import { recordField } from '@/lib/field-data/record';

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
 * The Teya form with the gateway's own lower-case field names (api-contract section 5). Without a
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
 * not only a spinner (issue 20). A relative Teya action (the mock gateway) is this site's host.
 */
export function handoffHost(handoff: Handoff, base: string = window.location.href): string | null {
  try {
    return new URL(handoff.kind === 'redirect' ? handoff.url : handoff.action, base).host || null;
  } catch {
    return null;
  }
}

/** Leaves the app. The DOM is passed in so the hand-off can be tested without navigating. */
export function handOff(handoff: Handoff, doc: Document = document): void {
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
