import { tz, type TZDate } from '@date-fns/tz';
import { format, isValid, parseISO } from 'date-fns';

/** Parking zones are in Croatia: times are shown there, whatever the device's time zone. */
export const ZONE_TIME_ZONE = 'Europe/Zagreb';
export const DATE_PLACEHOLDER = '--.--.----';
export const TIME_PLACEHOLDER = '--:--';
export const DATE_TIME_PLACEHOLDER = `${DATE_PLACEHOLDER} ${TIME_PLACEHOLDER}`;

const inZone = tz(ZONE_TIME_ZONE);

// A server time with no offset (`2026-03-14T10:25:00`) is the zone's wall-clock time, never the
// device's; one with `Z` or an offset is an instant. Both are shown in the zone's time zone.
function toZoneDate(value: string | null | undefined): TZDate | null {
  if (!value) return null;
  const parsed = parseISO(value, { in: inZone });
  return isValid(parsed) ? parsed : null;
}

/**
 * The instant a server time stands for (same reading as the formats below), or null. A plain Date:
 * a TZDate's toISOString() carries the zone's offset, not `Z`.
 */
export function parseZoneTime(value: string | null | undefined): Date | null {
  const date = toZoneDate(value);
  return date ? new Date(date.getTime()) : null;
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
