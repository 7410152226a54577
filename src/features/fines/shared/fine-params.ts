// What a fine is identified by, and the checks every value taken from a form or a URL passes.
import { PLATE_MAX_LENGTH } from '@/lib/plate';

export const FINE_NUMBER_MAX_LENGTH = 30;
/** The format is the issuer's: letters and digits, with `/`, `-` or `.` between them (`123/2026`). */
export const FINE_NUMBER_PATTERN = /^[A-Z0-9](?:[A-Z0-9./-]*[A-Z0-9])?$/;
/** Plates on this screen are optional, so the empty string passes. */
export const OPTIONAL_PLATE_PATTERN = /^[A-Z0-9]*$/;
const COMPANY_ID_PATTERN = /^\d{1,9}$/;
// Ids are opaque to the app (the mock's carry base64url data); only URL-safe characters pass.
const ORDER_PATTERN = /^[A-Za-z0-9._~=-]{1,512}$/;

export type FineKey = { companyId: string; fineNumber: string; licensePlate: string };

export function detailsPath({ companyId, fineNumber, licensePlate }: FineKey): string {
  const query = new URLSearchParams({ cid: companyId, nr: fineNumber, lp: licensePlate });
  return `/parking-fine-details?${query.toString()}`;
}

/**
 * The fine named by `/parking-fine-details?cid=&nr=&lp=`, or null when any part is missing or
 * malformed. Values are upper-cased as the lookup form sends them; nothing else is accepted, so a
 * crafted link can neither reach the API with odd input nor put long text on the screen.
 */
export function parseFineKey(params: URLSearchParams): FineKey | null {
  const companyId = params.get('cid')?.trim() ?? '';
  const fineNumber = (params.get('nr') ?? '').trim().toUpperCase();
  const licensePlate = (params.get('lp') ?? '').trim().toUpperCase();
  if (!COMPANY_ID_PATTERN.test(companyId)) return null;
  if (fineNumber.length > FINE_NUMBER_MAX_LENGTH || !FINE_NUMBER_PATTERN.test(fineNumber)) return null;
  if (licensePlate.length > PLATE_MAX_LENGTH || !OPTIONAL_PLATE_PATTERN.test(licensePlate)) return null;
  return { companyId, fineNumber, licensePlate };
}

/** The order id of `/fine-summary?order=`, or null when it is missing or malformed. */
export function parseOrderId(params: URLSearchParams): string | null {
  const order = params.get('order')?.trim() ?? '';
  return ORDER_PATTERN.test(order) ? order : null;
}
