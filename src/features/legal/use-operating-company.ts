import { useQuery } from '@tanstack/react-query';
import { zoneQueries } from '@/api/queries';
import type { FooterData } from '@/api/schemas/sms';
import { useZoneCode } from '@/stores/session-store';

export type OperatingCompany =
  | { state: 'loading' }
  /** The request failed: the texts use their general wording until `retry` brings the company. */
  | { state: 'error'; retry: () => void; retrying: boolean }
  /** No zone stored, or the zone has no company data: the texts use their general wording. */
  | { state: 'unknown' }
  | { state: 'ready'; data: FooterData };

function hasName(data: FooterData | null | undefined): data is FooterData {
  return Boolean(data?.companyName?.trim());
}

/** The company the legal texts name: the one operating the stored zone (its footer data). */
export function useOperatingCompany(): OperatingCompany {
  const zoneCode = useZoneCode();
  const footer = useQuery({ ...zoneQueries.footer(zoneCode ?? ''), enabled: Boolean(zoneCode) });
  if (!zoneCode) return { state: 'unknown' };
  if (footer.isPending) return { state: 'loading' };
  if (footer.isError)
    return { state: 'error', retry: () => void footer.refetch(), retrying: footer.isFetching };
  return hasName(footer.data) ? { state: 'ready', data: footer.data } : { state: 'unknown' };
}
