// What a fine is identified by, and the checks every value taken from a form or a URL passes.
import { foldLatin, isValidPlate, normalisePlateInput } from '@/lib/plate';

/** The longest fine number, after normalisation. Longer input is kept and refused, never cut. */
export const FINE_NUMBER_MAX_LENGTH = 30;
/** The format is the issuer's: letters and digits, with `/`, `-` or `.` between them (`123/2026`). */
export const FINE_NUMBER_PATTERN = /^[A-Z0-9](?:[A-Z0-9./-]*[A-Z0-9])?$/;
/** Blanks a fine number may be printed or pasted with (`123 456`): not part of it. */
const BLANKS = /\s/gu;
/** Hyphens, dashes and the minus sign, as a word processor or a PDF writes `-`. */
const DASHES = /[\u2010-\u2015\u2043\u2212\ufe58]/gu;
/** The fraction and division slashes, drawn like `/`. */
const SLASHES = /[\u2044\u2215\u29f8]/gu;
/** Plates on this screen are optional, so the empty string passes. */
export const OPTIONAL_PLATE_PATTERN = /^[A-Z0-9]*$/;
const COMPANY_ID_PATTERN = /^\d{1,9}$/;
// Ids are opaque to the app (the mock's carry base64url data); only URL-safe characters pass.
const ORDER_PATTERN = /^[A-Za-z0-9._~=-]{1,512}$/;

/**
 * A fine number as typed or pasted (`ab – 12 ／ 2026`, `１２３４５６`, `123 456`) in the form it is
 * shown and sent (`AB-12/2026`, `123456`): folded as plates are (src/lib/plate: full width, case,
 * look-alike letters, invisible characters), blanks dropped, any dash or slash written as `-` or
 * `/`, which the issuer's format keeps. Not cut: a number longer than FINE_NUMBER_MAX_LENGTH stays
 * so and is refused. Works character by character (the caret, src/lib/fold-field).
 */
export function normaliseFineNumber(value: string): string {
  return foldLatin(value).replace(BLANKS, '').replace(DASHES, '-').replace(SLASHES, '/');
}

/** A normalised fine number the API takes. */
export function isValidFineNumber(value: string): boolean {
  return value.length <= FINE_NUMBER_MAX_LENGTH && FINE_NUMBER_PATTERN.test(value);
}

export type FineKey = { companyId: string; fineNumber: string; licensePlate: string };

/**
 * A search kept in a history entry's state, where Back finds it (WCAG 3.3.7: what the driver typed
 * is not asked again), never in an address: it names a plate. Null for anything else.
 */
export function searchIn(state: unknown): FineKey | null {
  const search: unknown = state && typeof state === 'object' ? Reflect.get(state, 'search') : null;
  if (!search || typeof search !== 'object') return null;
  const [companyId, fineNumber, licensePlate] = ['companyId', 'fineNumber', 'licensePlate'].map(
    (name): unknown => Reflect.get(search, name),
  );
  return typeof companyId === 'string' && typeof fineNumber === 'string' && typeof licensePlate === 'string'
    ? { companyId, fineNumber, licensePlate }
    : null;
}

export const searchState = (search: FineKey) => ({ search });

export function detailsPath({ companyId, fineNumber, licensePlate }: FineKey): string {
  const query = new URLSearchParams({ cid: companyId, nr: fineNumber, lp: licensePlate });
  return `/parking-fine-details?${query.toString()}`;
}

/**
 * The fine named by `/parking-fine-details?cid=&nr=&lp=`, or null when any part is missing or
 * malformed. The number and plate are folded as the lookup form folds them as they are typed (a
 * link written by hand with `ri 1234-ab` or a Cyrillic `А` names RI1234AB), then checked as the
 * form checks them; nothing else is accepted, so a crafted link can neither reach the API with odd
 * input nor put long text on the screen.
 */
export function parseFineKey(params: URLSearchParams): FineKey | null {
  const companyId = params.get('cid')?.trim() ?? '';
  const fineNumber = normaliseFineNumber(params.get('nr') ?? '');
  const licensePlate = normalisePlateInput(params.get('lp') ?? '');
  if (!COMPANY_ID_PATTERN.test(companyId)) return null;
  if (!isValidFineNumber(fineNumber)) return null;
  if (licensePlate !== '' && !isValidPlate(licensePlate)) return null;
  return { companyId, fineNumber, licensePlate };
}

/** The order id of `/fine-summary?order=`, or null when it is missing or malformed. */
export function parseOrderId(params: URLSearchParams): string | null {
  const order = params.get('order')?.trim() ?? '';
  return ORDER_PATTERN.test(order) ? order : null;
}
