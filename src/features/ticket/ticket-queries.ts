import type { TicketData } from '@/api/schemas/sms';

export type ReadyTicketData = {
  zone: NonNullable<TicketData['zone']>;
  city: string | null;
  tariffs: NonNullable<TicketData['tariffs']>;
};

/** A missing zone, missing tariffs or an empty tariff list is "no data": no ticket can be bought. */
export function readyTicketData(data: TicketData): ReadyTicketData | null {
  if (!data.zone || !data.tariffs || data.tariffs.length === 0) return null;
  return { zone: data.zone, city: data.citySystem?.city ?? null, tariffs: data.tariffs };
}

// Guards the select against an absurd maximum from the server; a week is far beyond any zone.
const MAX_HOURS = 168;

/** Whole hours from 1 to the zone's maximum; a zone without a maximum sells one hour. */
export function durationOptions(maxDuration: number | null | undefined): number[] {
  const max =
    maxDuration && Number.isInteger(maxDuration) && maxDuration >= 1 ? Math.min(maxDuration, MAX_HOURS) : 1;
  return Array.from({ length: max }, (_, i) => i + 1);
}
