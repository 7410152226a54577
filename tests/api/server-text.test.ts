import {
  fineInfoSchema,
  fineOrderSchema,
  invoiceSchema,
  ticketOrderSchema,
  ticketSummarySchema,
} from '@/api/schemas/payments';
import {
  citiesSchema,
  companyConfigSchema,
  estimateSchema,
  fineCompaniesSchema,
  footerDataSchema,
  ticketDataSchema,
  zonesSchema,
  zoneStatusSchema,
} from '@/api/schemas/sms';

// Names and numbers the server sends are shown as text on many screens (zone, city,
// company, tariff, plate, ticket and invoice numbers). They are made safe where they are parsed,
// once, with the shared sanitiser: no direction controls, invisible characters or line breaks.
const RLO = '\u202e';
const PDF = '\u202c';
const ZWSP = '\u200b';
const TAG = '\u{e0041}';
const dirty = (text: string) => `${RLO}${text}${PDF}${ZWSP}${TAG}\u2028`;

describe('server texts that are shown come out of parsing clean', () => {
  test('zone status: city and zone name, not the codes', () => {
    const parsed = zoneStatusSchema.parse({
      cityId: 1,
      city: dirty('RIJEKA'),
      zone: dirty('Zona 1'),
      code: 'RI-Z1',
      hasDailyTicket: true,
      hasHourlyTicket: true,
    });
    expect(parsed).toMatchObject({ city: 'RIJEKA', zone: 'Zona 1', code: 'RI-Z1' });
  });

  test('ticket data: zone name, city and tariff names', () => {
    const parsed = ticketDataSchema.parse({
      zone: { code: 'RI-Z1', name: dirty('Zona 1'), color: '#ff0000', maxDuration: 3 },
      citySystem: { city: dirty('RIJEKA') },
      tariffs: [{ id: 1, type: 'H1', name: dirty('Osobna vozila') }],
    });
    expect(parsed.zone?.name).toBe('Zona 1');
    expect(parsed.citySystem?.city).toBe('RIJEKA');
    expect(parsed.tariffs?.[0]).toEqual({ id: 1, type: 'H1', name: 'Osobna vozila' });
  });

  test('estimate: plate, zone and tariff as shown on the payment page', () => {
    const parsed = estimateSchema.parse({
      total: 1.5,
      totalCents: 150,
      plateNumber: dirty('ZG1234AB'),
      zone: dirty('Zona 1'),
      zoneId: 101,
      zoneCode: 'RI-Z1',
      startDate: '2026-07-01T06:00:00.000Z',
      endDate: '2026-07-01T07:00:00.000Z',
      duration: 1,
      paymentGateway: 'WL',
      tariff: dirty('H1'),
    });
    expect(parsed).toMatchObject({ plateNumber: 'ZG1234AB', zone: 'Zona 1', tariff: 'H1' });
  });

  test('footer: every company detail', () => {
    const parsed = footerDataSchema.parse({
      companyName: dirty('Rijeka plus d.o.o.'),
      address: `Školjić${ZWSP} 15${RLO}`,
      countryCode: dirty('HR'),
      postalNumber: dirty('51000'),
      city: dirty('RIJEKA'),
      pin: dirty('12345678901'),
      tel: dirty('+385 51 123 456'),
      email: dirty('info@example.hr'),
      url: dirty('www.example.hr'),
    });
    expect(parsed).toEqual({
      companyName: 'Rijeka plus d.o.o.',
      address: 'Školjić 15',
      countryCode: 'HR',
      postalNumber: '51000',
      city: 'RIJEKA',
      pin: '12345678901',
      tel: '+385 51 123 456',
      email: 'info@example.hr',
      url: 'www.example.hr',
    });
  });

  test('company config, fine companies, cities and zones: city and zone names', () => {
    expect(
      companyConfigSchema.parse({ services: [], businessInfo: { city: dirty('RIJEKA') } }).businessInfo?.city,
    ).toBe('RIJEKA');
    expect(
      fineCompaniesSchema.parse([{ companyId: 1, businessInfo: { city: dirty('RIJEKA') } }])[0].businessInfo
        ?.city,
    ).toBe('RIJEKA');
    expect(citiesSchema.parse([{ id: 1, city: dirty('RIJEKA') }])).toEqual([{ id: 1, city: 'RIJEKA' }]);
    expect(zonesSchema.parse([{ code: 'RI-Z1', name: dirty('Zona 1'), color: null }])).toEqual([
      { code: 'RI-Z1', name: 'Zona 1', color: null },
    ]);
  });

  test('payments: the fine plate, ticket and invoice numbers', () => {
    expect(fineInfoSchema.parse({ code: 0, licensePlate: dirty('RI1234AB') }).licensePlate).toBe('RI1234AB');
    expect(ticketSummarySchema.parse({ ticketNumber: dirty('1001') }).ticketNumber).toBe('1001');
    expect(ticketSummarySchema.parse({ ticketNumber: 1001 }).ticketNumber).toBe(1001);
    expect(
      ticketOrderSchema.parse({ transactionStatus: 'R', invoiceId: 1, ticketNumber: dirty('1001') })
        .ticketNumber,
    ).toBe('1001');
    expect(
      fineOrderSchema.parse({ transactionStatus: 'R', invoiceId: 1, invoiceNumber: dirty('2026-00042') })
        .invoiceNumber,
    ).toBe('2026-00042');
    expect(invoiceSchema.parse({ id: 1, invoiceNumber: dirty('2026-00042') }).invoiceNumber).toBe(
      '2026-00042',
    );
  });

  test('absent values stay absent', () => {
    expect(fineInfoSchema.parse({ code: -1, licensePlate: null }).licensePlate).toBeNull();
    expect(footerDataSchema.parse({}).companyName).toBeUndefined();
  });
});
