// sms-api: cities, zones, tariffs, the price estimate, company data.
import { http, HttpResponse } from 'msw';
import {
  cities,
  companies,
  findCompany,
  findZone,
  fineActiveCompanyIds,
  specialPlates,
  specialZoneCodes,
  zones,
  type SeedTariff,
  type SeedZone,
} from '../data';
import { fail, query, queryInt } from './respond';

const HOUR_MS = 3_600_000;

type TicketType = 'daily' | 'hourly';

// One gate for every zone-code call, so the special codes behave the same on all of them.
function zoneFrom(request: Request): SeedZone | Response {
  const code = query(request, 'zoneCode').toUpperCase();
  if (code === specialZoneCodes.serverError) return fail(500, 'Internal server error.');
  if (code === specialZoneCodes.badSchema) return HttpResponse.json({ zone: 42, tariffs: 'none' });
  return findZone(code) ?? fail(404, 'Zone not found.');
}

function ticketTypeFrom(request: Request): TicketType | null {
  const type = query(request, 'ticketType');
  return type === 'daily' || type === 'hourly' ? type : null;
}

function tariffsOf(zone: SeedZone, type: TicketType): SeedTariff[] {
  if (type === 'daily') return zone.hasDailyTicket ? zone.dailyTariffs : [];
  return zone.hasHourlyTicket ? zone.hourlyTariffs : [];
}

function cityOf(zone: SeedZone): string {
  return findCompany(zone.companyId)?.city ?? '';
}

/** The backend's `vpa-zone-status` answer for a seeded zone (also the e2e's early answer). */
export function zoneStatusOf(zone: SeedZone) {
  return {
    cityId: zone.companyId,
    city: cityOf(zone),
    zone: zone.name,
    code: zone.code,
    hasDailyTicket: zone.hasDailyTicket,
    hasHourlyTicket: zone.hasHourlyTicket,
  };
}

export const smsHandlers = [
  http.get('*/sms-api/vpa/vpa-active-cities', () => HttpResponse.json(cities)),

  http.get('*/sms-api/vpa/vpa-active-zones', ({ request }) => {
    const companyId = queryInt(request, 'companyId');
    if (companyId === null || !findCompany(companyId)) return fail(404, 'Company not found.');
    return HttpResponse.json(
      zones
        .filter((zone) => zone.companyId === companyId)
        .map(({ code, name, color }) => ({ code, name, color })),
    );
  }),

  http.get('*/sms-api/vpa/vpa-zone-status', ({ request }) => {
    const zone = zoneFrom(request);
    if (zone instanceof Response) return zone;
    return HttpResponse.json(zoneStatusOf(zone));
  }),

  http.get('*/sms-api/vpa/vpa-company-config', ({ request }) => {
    const companyId = queryInt(request, 'companyId');
    const company = companyId === null ? undefined : findCompany(companyId);
    if (!company) return fail(404, 'Company not found.');
    return HttpResponse.json({ services: company.services, businessInfo: { city: company.city } });
  }),

  http.get('*/sms-api/vpa/vpa-ticket-data', ({ request }) => {
    const zone = zoneFrom(request);
    if (zone instanceof Response) return zone;
    const type = ticketTypeFrom(request);
    if (!type) return fail(400, 'Unknown ticket type.');
    return HttpResponse.json({
      zone: { code: zone.code, name: zone.name, color: zone.color, maxDuration: zone.maxDuration },
      citySystem: { city: cityOf(zone) },
      tariffs: tariffsOf(zone, type).map(({ id, type: tariffType, name }) => ({
        id,
        type: tariffType,
        name,
      })),
    });
  }),

  http.get('*/sms-api/vpa/vpa-ticket-estimate', ({ request }) => {
    const zone = zoneFrom(request);
    if (zone instanceof Response) return zone;
    const type = ticketTypeFrom(request);
    if (!type) return fail(400, 'Unknown ticket type.');
    const tariff = tariffsOf(zone, type).find((t) => t.type === query(request, 'tariffType'));
    if (!tariff) return fail(400, 'Unknown tariff type.');
    const plate = query(request, 'plateNumber').toUpperCase();
    if (!/^[A-Z0-9]+$/.test(plate)) return fail(400, 'Invalid plate number.');
    if (plate === specialPlates.estimateError) return fail(500, 'Internal server error.');

    const hourly = type === 'hourly';
    const duration = hourly ? queryInt(request, 'duration') : 1;
    if (
      duration === null ||
      duration < 1 ||
      (hourly && zone.maxDuration !== null && duration > zone.maxDuration)
    ) {
      return fail(400, 'Invalid duration.');
    }
    // Prices are kept in cents, so the total is exact without any rounding.
    const totalCents = plate === specialPlates.zeroTotal ? 0 : tariff.priceCents * duration;
    const start = new Date();
    const end = new Date(start.getTime() + (hourly ? duration : 24) * HOUR_MS);
    return HttpResponse.json({
      total: totalCents / 100,
      totalCents,
      plateNumber: plate,
      zone: zone.name,
      zoneId: zone.id,
      zoneCode: zone.code,
      startDate: start.toISOString(),
      endDate: end.toISOString(),
      duration,
      paymentGateway: plate === specialPlates.badGateway ? 'XX' : zone.paymentGateway,
      tariff: tariff.type,
    });
  }),

  http.get('*/sms-api/vpa/vpa-footer-data', ({ request }) => {
    const zone = zoneFrom(request);
    if (zone instanceof Response) return zone;
    return HttpResponse.json(findCompany(zone.companyId)?.footer ?? null);
  }),

  http.get('*/sms-api/vpa/vpa-companies-fine-active', () =>
    HttpResponse.json(
      companies
        .filter((company) => fineActiveCompanyIds.includes(company.id))
        .map((company) => ({
          companyId: company.id,
          businessInfo: { city: company.city },
          services: company.services,
        })),
    ),
  ),

  http.get('*/sms-api/api/hectronic-data/SendRaoPenta', () => HttpResponse.json({ status: 'OK' })),
];
