import {
  zoneStatusSchema,
  ticketDataSchema,
  estimateSchema,
  footerDataSchema,
  fineCompaniesSchema,
} from '@/api/schemas/sms';

const API = 'http://localhost:3000';

async function getJson(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${API}${path}`);
  return { status: response.status, body: (await response.json()) as unknown };
}

function estimatePath(params: Record<string, string>): string {
  const query = new URLSearchParams({ tariffId: '0', ...params });
  return `/sms-api/vpa/vpa-ticket-estimate?${query.toString()}`;
}

describe('sms-api mock', () => {
  test('lists the seeded cities and the zones of a city', async () => {
    const cities = await getJson('/sms-api/vpa/vpa-active-cities');
    expect(cities.body).toEqual([
      { id: 1, city: 'RIJEKA' },
      { id: 2, city: 'KRK' },
      { id: 3, city: 'POREČ' },
      { id: 4, city: 'ZAGREB' },
      { id: 5, city: 'OPATIJA' },
    ]);
    const zones = await getJson('/sms-api/vpa/vpa-active-zones?companyId=1');
    expect(zones.body).toEqual([
      { code: 'RI-Z1', name: 'Zona 1', color: 'FDDE3AFF' },
      { code: 'RI-Z2', name: 'Zona 2', color: '5599FFFF' },
      { code: 'RI-Z3', name: 'Zona 3', color: 'FFFFFFFF' },
      { code: 'RI-Z4', name: 'Zona 4', color: '1B5E20FF' },
    ]);
    expect((await getJson('/sms-api/vpa/vpa-active-zones?companyId=99')).status).toBe(404);
  });

  test('answers zone status in the contract shape', async () => {
    const { status, body } = await getJson('/sms-api/vpa/vpa-zone-status?zoneCode=RI-Z2');
    expect(status).toBe(200);
    expect(zoneStatusSchema.parse(body)).toEqual({
      cityId: 1,
      city: 'RIJEKA',
      zone: 'Zona 2',
      code: 'RI-Z2',
      hasDailyTicket: false,
      hasHourlyTicket: true,
    });
  });

  test('special zone codes fail on purpose and unknown codes are not found', async () => {
    expect((await getJson('/sms-api/vpa/vpa-zone-status?zoneCode=ERR-500')).status).toBe(500);
    expect((await getJson('/sms-api/vpa/vpa-footer-data?zoneCode=ERR-500')).status).toBe(500);
    const bad = await getJson('/sms-api/vpa/vpa-ticket-data?zoneCode=BAD-SCHEMA&ticketType=hourly');
    expect(bad.status).toBe(200);
    expect(ticketDataSchema.safeParse(bad.body).success).toBe(false);
    expect((await getJson('/sms-api/vpa/vpa-zone-status?zoneCode=NOPE')).status).toBe(404);
  });

  test('company config tells which companies have VPADPK enabled', async () => {
    const rijeka = await getJson('/sms-api/vpa/vpa-company-config?companyId=1');
    expect(rijeka.body).toMatchObject({ businessInfo: { city: 'RIJEKA' } });
    expect(rijeka.body).toHaveProperty(
      'services',
      expect.arrayContaining([{ name: 'VPADPK', enabled: true }]),
    );
    const krk = await getJson('/sms-api/vpa/vpa-company-config?companyId=2');
    expect(krk.body).toHaveProperty('services', expect.arrayContaining([{ name: 'VPADPK', enabled: false }]));
    expect((await getJson('/sms-api/vpa/vpa-company-config?companyId=4')).body).toEqual({
      services: [],
      businessInfo: { city: 'ZAGREB' },
    });
    expect((await getJson('/sms-api/vpa/vpa-company-config?companyId=42')).status).toBe(404);
    const active = fineCompaniesSchema.parse((await getJson('/sms-api/vpa/vpa-companies-fine-active')).body);
    expect(active.map((c) => c.companyId)).toEqual([1, 3, 5]);
  });

  test('ticket data lists the tariffs of the requested type, none when the zone lacks it', async () => {
    const hourly = ticketDataSchema.parse(
      (await getJson('/sms-api/vpa/vpa-ticket-data?zoneCode=RI-Z1&ticketType=hourly')).body,
    );
    expect(hourly).toEqual({
      zone: { code: 'RI-Z1', name: 'Zona 1', color: 'FDDE3AFF', maxDuration: 4 },
      citySystem: { city: 'RIJEKA' },
      tariffs: [
        { id: 11, type: 'H1', name: 'Standard' },
        { id: 12, type: 'H2', name: 'Reduced' },
      ],
    });
    const none = ticketDataSchema.parse(
      (await getJson('/sms-api/vpa/vpa-ticket-data?zoneCode=RI-Z4&ticketType=daily')).body,
    );
    expect(none.tariffs).toEqual([]);
    const krk = ticketDataSchema.parse(
      (await getJson('/sms-api/vpa/vpa-ticket-data?zoneCode=KRK-Z1&ticketType=daily')).body,
    );
    expect(krk.zone?.color).toBeNull();
  });

  test('footer data: full, partly missing and empty', async () => {
    const rijeka = footerDataSchema.parse(
      (await getJson('/sms-api/vpa/vpa-footer-data?zoneCode=RI-Z3')).body,
    );
    expect(rijeka.companyName).toBe('Rijeka plus d.o.o.');
    const krk = footerDataSchema.parse((await getJson('/sms-api/vpa/vpa-footer-data?zoneCode=KRK-Z1')).body);
    expect([krk.pin, krk.tel]).toEqual([null, null]);
    const zagreb = footerDataSchema.parse(
      (await getJson('/sms-api/vpa/vpa-footer-data?zoneCode=ZG-Z1')).body,
    );
    expect(Object.values(zagreb).every((value) => value === null)).toBe(true);
  });

  test('estimate prices hourly tickets by duration and daily tickets per day', async () => {
    const before = Date.now();
    const hourly = estimateSchema.parse(
      (
        await getJson(
          estimatePath({
            zoneCode: 'RI-Z1',
            ticketType: 'hourly',
            tariffType: 'H1',
            plateNumber: 'RI1234AB',
            duration: '3',
          }),
        )
      ).body,
    );
    expect(hourly).toMatchObject({
      total: 4.8,
      totalCents: 480,
      plateNumber: 'RI1234AB',
      zone: 'Zona 1',
      zoneId: 101,
      zoneCode: 'RI-Z1',
      duration: 3,
      paymentGateway: 'WL',
      tariff: 'H1',
    });
    const start = Date.parse(hourly.startDate);
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(hourly.endDate) - start).toBe(3 * 3_600_000);

    const daily = estimateSchema.parse(
      (
        await getJson(
          estimatePath({
            zoneCode: 'RI-Z3',
            ticketType: 'daily',
            tariffType: 'D1',
            plateNumber: 'RI1234AB',
            duration: '1',
          }),
        )
      ).body,
    );
    expect(daily).toMatchObject({ total: 8, totalCents: 800, duration: 1, paymentGateway: 'TY' });
    expect(Date.parse(daily.endDate) - Date.parse(daily.startDate)).toBe(24 * 3_600_000);
  });

  test('estimate special plates and invalid input', async () => {
    const base = { zoneCode: 'RI-Z2', ticketType: 'hourly', tariffType: 'H1', duration: '1' };
    expect((await getJson(estimatePath({ ...base, plateNumber: 'ERROR' }))).status).toBe(500);
    expect((await getJson(estimatePath({ ...base, plateNumber: 'ZERO' }))).body).toMatchObject({
      total: 0,
      totalCents: 0,
    });
    expect((await getJson(estimatePath({ ...base, plateNumber: 'BADGW' }))).body).toMatchObject({
      paymentGateway: 'XX',
    });
    expect((await getJson(estimatePath({ ...base, plateNumber: '' }))).status).toBe(400);
    expect((await getJson(estimatePath({ ...base, plateNumber: 'AB1', tariffType: 'H9' }))).status).toBe(400);
    expect((await getJson(estimatePath({ ...base, plateNumber: 'AB1', duration: '4' }))).status).toBe(400);
  });

  test('the prepaid test call answers OK', async () => {
    expect((await getJson('/sms-api/api/hectronic-data/SendRaoPenta?serNum=1')).body).toEqual({
      status: 'OK',
    });
  });
});
