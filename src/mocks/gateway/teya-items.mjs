// @ts-check
// The items of a Teya payment form (`itemdescription_0`, `itemcount_0`, `itemamount_0`, ...), read
// by both stand-in gateways: the mock build's page (src/mocks/gateway/gateway-request.ts) and the
// nginx suite's server (scripts/stand-in-gateway.mjs). Plain JavaScript with JSDoc, so that Node
// runs it as it is and TypeScript checks it where the app imports it.

/** @typedef {{ description: string; count: string; amount: string }} GatewayItem */

/**
 * The form's items in their order, up to the first number without a description.
 * @param {URLSearchParams} params the posted form (or the page's query)
 * @returns {GatewayItem[]}
 */
export function teyaItems(params) {
  /** @type {GatewayItem[]} */
  const items = [];
  for (let n = 0; params.has(`itemdescription_${n}`); n++) {
    items.push({
      description: params.get(`itemdescription_${n}`) ?? '',
      count: params.get(`itemcount_${n}`) ?? '',
      amount: params.get(`itemamount_${n}`) ?? '',
    });
  }
  return items;
}
