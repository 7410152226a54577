import { TZDate } from '@date-fns/tz';
import { format, isValid, parseISO } from 'date-fns';

/** Parking zones are in Croatia: times are shown there, whatever the device's time zone. */
export const ZONE_TIME_ZONE = 'Europe/Zagreb';
export const PRICE_PLACEHOLDER = '-,--';
export const DATE_PLACEHOLDER = '--.--.----';
export const TIME_PLACEHOLDER = '--:--';
export const DATE_TIME_PLACEHOLDER = `${DATE_PLACEHOLDER} ${TIME_PLACEHOLDER}`;

const euro = new Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR' });

export function formatMoney(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return PRICE_PLACEHOLDER;
  // Intl puts a no-break space before the euro sign; keep it so the amount never wraps.
  return euro.format(amount);
}

export function formatCents(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? PRICE_PLACEHOLDER : formatMoney(cents / 100);
}

function toZoneDate(value: string | null | undefined): TZDate | null {
  if (!value) return null;
  const parsed = parseISO(value);
  if (!isValid(parsed)) return null;
  return new TZDate(parsed.getTime(), ZONE_TIME_ZONE);
}

/** `dd. MM. yyyy.` in the zone's time zone. */
export function formatDate(value: string | null | undefined): string {
  const date = toZoneDate(value);
  return date ? format(date, 'dd. MM. yyyy.') : DATE_PLACEHOLDER;
}

/** `HH:mm` in the zone's time zone. */
export function formatTime(value: string | null | undefined): string {
  const date = toZoneDate(value);
  return date ? format(date, 'HH:mm') : TIME_PLACEHOLDER;
}

/** `dd. MM. yyyy. HH:mm`, or the placeholder `--.--.---- --:--`. */
export function formatDateTime(value: string | null | undefined): string {
  const date = toZoneDate(value);
  return date ? format(date, 'dd. MM. yyyy. HH:mm') : DATE_TIME_PLACEHOLDER;
}

/** City codes arrive upper case (`RIJEKA`); shown as `Rijeka`. KRK is a city and an island. */
export function formatCityName(code: string | null | undefined, krkLabel?: string): string {
  if (!code) return '';
  if (code.trim().toUpperCase() === 'KRK' && krkLabel) return krkLabel;
  const lower = code.trim().toLocaleLowerCase('hr');
  return lower.charAt(0).toLocaleUpperCase('hr') + lower.slice(1);
}
