// Seed data of the mock backend. Unit tests and e2e journeys assert these exact values, so change
// them only together with the tests; every branch of the spec has at least one entry here.

export type PaymentGateway = 'WL' | 'TY';
export type FineCode = 0 | -1 | -2 | -3 | -4;

export interface SeedService {
  name: string;
  enabled: boolean;
}

export interface SeedFooter {
  companyName: string | null;
  address: string | null;
  countryCode: string | null;
  postalNumber: string | null;
  city: string | null;
  pin: string | null;
  tel: string | null;
  email: string | null;
  url: string | null;
}

export interface SeedCompany {
  /** companyId; equal to the city id. */
  id: number;
  /** City code, e.g. `RIJEKA`. */
  city: string;
  services: SeedService[];
  footer: SeedFooter;
}

export interface SeedTariff {
  id: number;
  type: string;
  name: string;
  /** Per hour for hourly tariffs, per day for daily ones. */
  priceCents: number;
}

export interface SeedZone {
  id: number;
  code: string;
  name: string;
  color: string | null;
  companyId: number;
  hasDailyTicket: boolean;
  hasHourlyTicket: boolean;
  paymentGateway: PaymentGateway;
  maxDuration: number | null;
  hourlyTariffs: SeedTariff[];
  dailyTariffs: SeedTariff[];
}

export interface SeedFine {
  companyId: number;
  fineNumber: string;
  licensePlate: string;
  code: FineCode;
  date: string | null;
  /** Euros, as the contract sends it. */
  total: number;
  paymentProvider: PaymentGateway | null;
}

export interface SeedTicket {
  code: string;
  ticketNumber: string;
  plate: string;
  zoneCode: string;
  hourly: boolean;
  duration: number;
  tariff: string;
  validFrom: string;
  validTo: string;
  totalCents: number;
  invoiceId: number;
}

export interface SeedInvoice {
  id: number;
  invoiceNumber: string;
  kind: 'ticket' | 'fine';
  issuedAt: string;
  companyId: number;
  plate: string;
  totalCents: number;
  description: string;
  validFrom: string | null;
  validTo: string | null;
}

/** Zone codes that make every zone-code call fail in a chosen way. */
export const specialZoneCodes = { serverError: 'ERR-500', badSchema: 'BAD-SCHEMA' } as const;

/** Licence plates that make the estimate or the payment initiation misbehave. */
export const specialPlates = {
  estimateError: 'ERROR',
  zeroTotal: 'ZERO',
  badGateway: 'BADGW',
  initFailure: 'FAILINIT',
} as const;

export const cities = [
  { id: 1, city: 'RIJEKA' },
  { id: 2, city: 'KRK' },
  { id: 3, city: 'POREČ' },
  { id: 4, city: 'ZAGREB' },
  { id: 5, city: 'OPATIJA' },
] as const satisfies readonly { id: number; city: string }[];

const parkingService: SeedService = { name: 'VPA', enabled: true };

/** A footer with no company data (a zone whose operator filled in nothing). */
export const emptyFooter: SeedFooter = {
  companyName: null,
  address: null,
  countryCode: null,
  postalNumber: null,
  city: null,
  pin: null,
  tel: null,
  email: null,
  url: null,
};

export const companies: readonly SeedCompany[] = [
  {
    id: 1,
    city: 'RIJEKA',
    services: [parkingService, { name: 'VPADPK', enabled: true }],
    footer: {
      companyName: 'Rijeka plus d.o.o.',
      address: 'Dolac 11',
      countryCode: 'HR',
      postalNumber: '51000',
      city: 'RIJEKA',
      pin: '12345678901',
      tel: '+385 51 000 000',
      email: 'info@rijeka-plus.example',
      url: 'https://rijeka-plus.example',
    },
  },
  {
    id: 2,
    city: 'KRK',
    services: [parkingService, { name: 'VPADPK', enabled: false }],
    footer: {
      companyName: 'Krk parking d.o.o.',
      address: 'Vršanska 14',
      countryCode: 'HR',
      postalNumber: '51500',
      city: 'KRK',
      pin: null,
      tel: null,
      email: 'info@krk-parking.example',
      url: 'https://krk-parking.example',
    },
  },
  {
    id: 3,
    city: 'POREČ',
    services: [parkingService, { name: 'VPADPK', enabled: true }],
    footer: {
      companyName: 'Poreč parking d.o.o.',
      address: 'Obala maršala Tita 5',
      countryCode: 'HR',
      postalNumber: '52440',
      city: 'POREČ',
      pin: '23456789012',
      tel: '+385 52 000 000',
      email: 'info@porec-parking.example',
      url: 'https://porec-parking.example',
    },
  },
  { id: 4, city: 'ZAGREB', services: [], footer: emptyFooter },
  {
    id: 5,
    city: 'OPATIJA',
    services: [parkingService, { name: 'VPADPK', enabled: true }],
    footer: {
      companyName: 'Opatija parking d.o.o.',
      address: 'Ulica Maršala Tita 1',
      countryCode: 'HR',
      postalNumber: '51410',
      city: 'OPATIJA',
      pin: '34567890123',
      tel: '+385 51 111 111',
      email: 'info@opatija-parking.example',
      url: 'https://opatija-parking.example',
    },
  },
];

/** Companies listed by `vpa-companies-fine-active`. */
export const fineActiveCompanyIds: readonly number[] = [1, 3, 5];

export const zones: readonly SeedZone[] = [
  {
    id: 101,
    code: 'RI-Z1',
    name: 'Zona 1',
    color: 'FDDE3AFF',
    companyId: 1,
    hasDailyTicket: true,
    hasHourlyTicket: true,
    paymentGateway: 'WL',
    maxDuration: 4,
    hourlyTariffs: [
      { id: 11, type: 'H1', name: 'Standard', priceCents: 160 },
      { id: 12, type: 'H2', name: 'Reduced', priceCents: 80 },
    ],
    dailyTariffs: [{ id: 21, type: 'D1', name: 'Daily', priceCents: 1000 }],
  },
  {
    id: 102,
    code: 'RI-Z2',
    name: 'Zona 2',
    color: '5599FFFF',
    companyId: 1,
    hasDailyTicket: false,
    hasHourlyTicket: true,
    paymentGateway: 'WL',
    maxDuration: 3,
    hourlyTariffs: [{ id: 13, type: 'H1', name: 'Standard', priceCents: 120 }],
    dailyTariffs: [],
  },
  {
    id: 103,
    code: 'RI-Z3',
    name: 'Zona 3',
    color: 'FFFFFFFF',
    companyId: 1,
    hasDailyTicket: true,
    hasHourlyTicket: false,
    paymentGateway: 'TY',
    maxDuration: null,
    hourlyTariffs: [],
    dailyTariffs: [{ id: 22, type: 'D1', name: 'Daily', priceCents: 800 }],
  },
  {
    id: 104,
    code: 'RI-Z4',
    name: 'Zona 4',
    color: '1B5E20FF',
    companyId: 1,
    hasDailyTicket: false,
    hasHourlyTicket: false,
    paymentGateway: 'WL',
    maxDuration: null,
    hourlyTariffs: [],
    dailyTariffs: [],
  },
  {
    id: 201,
    code: 'KRK-Z1',
    name: 'Zona A',
    color: null,
    companyId: 2,
    hasDailyTicket: true,
    hasHourlyTicket: true,
    paymentGateway: 'TY',
    maxDuration: 2,
    hourlyTariffs: [{ id: 14, type: 'H1', name: 'Standard', priceCents: 100 }],
    dailyTariffs: [{ id: 23, type: 'D1', name: 'Daily', priceCents: 600 }],
  },
  {
    id: 301,
    code: 'PO-Z1',
    name: 'Centar',
    color: 'B71C1CFF',
    companyId: 3,
    hasDailyTicket: true,
    hasHourlyTicket: true,
    paymentGateway: 'TY',
    maxDuration: 5,
    hourlyTariffs: [
      { id: 15, type: 'H1', name: 'Standard', priceCents: 200 },
      { id: 16, type: 'H2', name: 'Reduced', priceCents: 100 },
    ],
    dailyTariffs: [{ id: 24, type: 'D1', name: 'Daily', priceCents: 1200 }],
  },
  {
    id: 401,
    code: 'ZG-Z1',
    name: 'Zona 1',
    color: '0D47A1FF',
    companyId: 4,
    hasDailyTicket: false,
    hasHourlyTicket: true,
    paymentGateway: 'WL',
    maxDuration: 2,
    hourlyTariffs: [{ id: 17, type: 'H1', name: 'Standard', priceCents: 150 }],
    dailyTariffs: [],
  },
  {
    id: 501,
    code: 'OP-Z1',
    name: 'Lungomare',
    color: 'FDDE3AFF',
    companyId: 5,
    hasDailyTicket: true,
    hasHourlyTicket: true,
    paymentGateway: 'WL',
    maxDuration: 3,
    hourlyTariffs: [{ id: 18, type: 'H1', name: 'Standard', priceCents: 180 }],
    dailyTariffs: [{ id: 25, type: 'D1', name: 'Daily', priceCents: 900 }],
  },
];

export const fines: readonly SeedFine[] = [
  fine(1, '123456', 'RI1234AB', 0, '2026-03-14T09:25:00.000Z', 40, 'WL'),
  fine(1, '222222', 'RI2222AA', -2, '2026-03-01T08:10:00.000Z', 40, 'WL'),
  fine(1, '333333', 'RI3333CC', -3, '2026-03-03T11:45:00.000Z', 40, 'WL'),
  fine(1, '444444', 'RI4444DD', -4, '2026-03-04T16:05:00.000Z', 40, 'WL'),
  // Payable but free: the details page hides the Pay button for a zero amount.
  fine(1, '555555', 'RI5555EE', 0, '2026-03-05T10:00:00.000Z', 0, 'WL'),
  fine(1, '888888', 'RI8888GG', 0, '2026-03-08T13:30:00.000Z', 25, null),
  fine(1, '999999', 'RI9999HH', 0, null, 20, 'WL'),
  // KRK has VPADPK disabled: only reachable by a direct details link.
  fine(2, '777777', 'KR777AA', 0, '2026-03-07T07:50:00.000Z', 35, 'WL'),
  fine(3, '654321', 'PU555CD', 0, '2026-03-12T15:20:00.000Z', 30, 'TY'),
];

/** A realized ticket, so `/summary?ticket=T-1000` works without buying one first. */
export const seededTickets: readonly SeedTicket[] = [
  {
    code: 'T-1000',
    ticketNumber: '1000',
    plate: 'RI1000AA',
    zoneCode: 'RI-Z1',
    hourly: true,
    duration: 2,
    tariff: 'H1',
    validFrom: '2026-06-15T12:30:00.000Z',
    validTo: '2026-06-15T14:30:00.000Z',
    totalCents: 320,
    invoiceId: 9000,
  },
];

/** Invoice 9000 belongs to ticket T-1000; 9001 to the already paid fine 222222 (`/summary?invoice=9001`). */
export const seededInvoices: readonly SeedInvoice[] = [
  {
    id: 9000,
    invoiceNumber: '2026-00041',
    kind: 'ticket',
    issuedAt: '2026-06-15T12:30:00.000Z',
    companyId: 1,
    plate: 'RI1000AA',
    totalCents: 320,
    description: 'Hourly parking ticket 1000, Zona 1 (RI-Z1), 2 h, tariff H1',
    validFrom: '2026-06-15T12:30:00.000Z',
    validTo: '2026-06-15T14:30:00.000Z',
  },
  {
    id: 9001,
    invoiceNumber: '2026-00042',
    kind: 'fine',
    issuedAt: '2026-03-02T10:00:00.000Z',
    companyId: 1,
    plate: 'RI2222AA',
    totalCents: 4000,
    description: 'Parking fine 222222',
    validFrom: null,
    validTo: null,
  },
];

/** Counters continue after the seeded records. */
export const seedCounters = { nextTicket: 1001, nextInvoiceId: 9002, nextInvoiceNumber: 43 } as const;

function fine(
  companyId: number,
  fineNumber: string,
  licensePlate: string,
  code: FineCode,
  date: string | null,
  total: number,
  paymentProvider: PaymentGateway | null,
): SeedFine {
  return { companyId, fineNumber, licensePlate, code, date, total, paymentProvider };
}

export function findZone(code: string): SeedZone | undefined {
  return zones.find((zone) => zone.code === code);
}

export function findZoneById(id: number): SeedZone | undefined {
  return zones.find((zone) => zone.id === id);
}

export function findCompany(id: number): SeedCompany | undefined {
  return companies.find((company) => company.id === id);
}
