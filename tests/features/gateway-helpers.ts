import type * as HandoffModule from '@/api/gateways/handoff';

/**
 * Worldline leaves the page with location.assign, which jsdom cannot follow: the redirects are
 * recorded here, and the Teya form goes through the real code. A test file mocks the module with
 * `vi.mock('@/api/gateways/handoff', async (importOriginal) =>
 * (await import('../gateway-helpers')).recordingHandoff(importOriginal))`.
 */
export const redirects: string[] = [];

export async function recordingHandoff(importOriginal: <T>() => Promise<T>) {
  const actual = await importOriginal<typeof HandoffModule>();
  return {
    ...actual,
    handOff: (handoff: HandoffModule.Handoff, doc?: Document) => {
      if (handoff.kind === 'redirect') redirects.push(handoff.url);
      else actual.handOff(handoff, doc);
    },
  };
}

/** The fields of the form posted to Teya's SecurePay, sorted. */
export const TEYA_FORM_FIELDS = [
  'merchantid',
  'paymentgatewayid',
  'checkhash',
  'orderid',
  'currency',
  'language',
  'returnurlsuccess',
  'returnurlsuccessserver',
  'amount',
  'itemdescription_0',
  'itemcount_0',
  'itemunitamount_0',
  'itemamount_0',
  'skipreceiptpage',
  'pagetype',
].sort();
