// The landing's two answers read from their bodies: shared by the API calls (src/api/sms.ts) and
// the QR landing's painting before the framework (src/features/zone/landing-paint.ts), so both
// read an answer the same way.
// No API client here: the landing can read its early answers before axios has arrived.
import { parseWith } from './parse';
import { footerDataSchema, zoneStatusSchema } from './schemas/sms';

export function zoneStatusFrom(data: unknown) {
  return parseWith(zoneStatusSchema, data, 'vpa-zone-status');
}

export function footerDataFrom(data: unknown) {
  // An empty body is "no data", which the footer shows as its own state.
  if (data === '' || data === null || data === undefined) return null;
  return parseWith(footerDataSchema, data, 'vpa-footer-data');
}
