// The mock backend's state: seed plus everything the payment flows create. It is re-read from the
// injected storage on every operation, so it survives full-page trips to the stand-in gateways and
// stays consistent across tabs.
import * as z from 'zod/mini';
import { readItem, writeItem } from '@/lib/safe-storage';
import {
  findZoneById,
  fines as seedFines,
  seedCounters,
  seededInvoices,
  seededTickets,
  type FineCode,
  type PaymentGateway,
  type SeedFine,
  type SeedInvoice,
  type SeedTicket,
} from './data';

export type GatewayOutcome = 'approved' | 'declined' | 'cancelled';
export type MockTicket = SeedTicket;
export type MockInvoice = SeedInvoice;

/** Where the serialized state lives: localStorage in the browser, memory in Node. */
export interface MockDbStorage {
  load(): string | null;
  save(value: string): void;
}

export type Result<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

export type OrderProgress =
  { status: 'P' } | { status: 'R'; invoice: MockInvoice; ticket: MockTicket | null };

export interface FineLookup {
  code: FineCode;
  licensePlate: string | null;
  date: string | null;
  total: number | null;
  paymentProvider: PaymentGateway | null;
}

export const MOCK_DB_STORAGE_KEY = 'vpa-mock-db';

// The server's messages; the app matches on these English texts.
export const transactionMessages = {
  notFound: 'Transaction not found.',
  declined: 'Transaction declined.',
  aborted: 'Transaction aborted.',
  alreadyRealized: 'Transaction already realized.',
} as const;

const gatewaySchema = z.enum(['WL', 'TY']);
const isoDate = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))));

// A request id carries its whole purchase, so a browser that never saw the init call (a fresh
// Playwright context opening a return URL) can still answer as the real backend would.
const purchaseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ticket'),
    gateway: gatewaySchema,
    plate: z.string(),
    zoneId: z.number().check(z.refine((id) => findZoneById(id) !== undefined)),
    totalCents: z.int(),
    hourly: z.boolean(),
    quantity: z.int(),
    validFrom: isoDate,
    validTo: isoDate,
    tariff: z.string(),
  }),
  z.object({
    kind: z.literal('fine'),
    gateway: gatewaySchema,
    companyId: z.number(),
    fineNumber: z.string(),
    plate: z.string(),
    totalCents: z.int(),
  }),
]);
export type Purchase = z.infer<typeof purchaseSchema>;
export type TicketPurchase = Extract<Purchase, { kind: 'ticket' }>;
export type FinePurchase = Extract<Purchase, { kind: 'fine' }>;

const REQUEST_ID = /^vpa(\d+)\.([A-Za-z0-9_-]+)$/;
const STATE_VERSION = 1;

interface RequestRecord {
  outcome: GatewayOutcome | null;
  summaryCalls: number;
  invoiceId: number | null;
  ticketCode: string | null;
}

interface MockState {
  version: typeof STATE_VERSION;
  counters: { nextRequest: number; nextTicket: number; nextInvoiceId: number; nextInvoiceNumber: number };
  requests: Record<string, RequestRecord>;
  tickets: Record<string, MockTicket>;
  invoices: Record<string, MockInvoice>;
  fines: SeedFine[];
}

export function memoryStorage(): MockDbStorage {
  let value: string | null = null;
  return {
    load: () => value,
    save: (next) => {
      value = next;
    },
  };
}

export function browserStorage(key: string = MOCK_DB_STORAGE_KEY): MockDbStorage {
  // Keeps working for this page when localStorage refuses writes (private mode, full quota).
  let last: string | null = null;
  return {
    load: () => readItem('local', key) ?? last,
    save: (next) => {
      last = next;
      writeItem('local', key, next);
    },
  };
}

let storage: MockDbStorage = memoryStorage();

/** Chooses where the state is kept; the stored state is kept, not reset. */
export function configureMockDb(next: MockDbStorage): void {
  storage = next;
}

/** Back to the seed, forgetting every payment, ticket and invoice created since. */
export function resetMockDb(): void {
  save(seedState());
}

export function createPaymentRequest(purchase: Purchase): string {
  return transact((state) => {
    const id = mockRequestId(purchase, state.counters.nextRequest++);
    state.requests[id] = newRecord();
    return id;
  });
}

/** The mock's request id: a serial and the purchase it stands for (base64url JSON). */
export function mockRequestId(purchase: Purchase, serial: number): string {
  return `vpa${serial}.${toBase64Url(JSON.stringify(purchase))}`;
}

/** The purchase a request id stands for, or null when it is not one of the mock's ids. */
export function readPurchase(id: string): Purchase | null {
  const match = REQUEST_ID.exec(id);
  if (!match) return null;
  try {
    const parsed = purchaseSchema.safeParse(JSON.parse(fromBase64Url(match[2] ?? '')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What the stand-in gateway page records; returns false for an id the mock never issued. */
export function recordGatewayOutcome(id: string, outcome: GatewayOutcome): boolean {
  if (!readPurchase(id)) return false;
  return transact((state) => {
    const record = recordOf(state, id);
    if (record.invoiceId === null) record.outcome = outcome;
    return true;
  });
}

export function finalizeWorldlinePayment(id: string): Result<{ ticketCode: string }> {
  const purchase = readPurchase(id);
  if (!purchase || purchase.kind !== 'ticket' || purchase.gateway !== 'WL') {
    return failure(404, transactionMessages.notFound);
  }
  return transact((state) => {
    const record = recordOf(state, id);
    if (record.invoiceId !== null) return failure(409, transactionMessages.alreadyRealized);
    const declined = outcomeFailure(record);
    if (declined) return declined;
    realize(state, record, purchase);
    return { ok: true, value: { ticketCode: record.ticketCode ?? '' } };
  });
}

/**
 * The order status a summary page polls: pending on the first call after approval, realized from
 * the second on, so the app's 5 s polling is exercised.
 */
export function pollOrder(id: string, kind: Purchase['kind']): Result<OrderProgress> {
  const purchase = readPurchase(id);
  if (!purchase || purchase.kind !== kind) return failure(404, transactionMessages.notFound);
  return transact((state): Result<OrderProgress> => {
    const record = recordOf(state, id);
    const declined = outcomeFailure(record);
    if (declined) return declined;
    record.summaryCalls += 1;
    if (record.invoiceId === null && record.summaryCalls < 2) return { ok: true, value: { status: 'P' } };
    const invoice = realize(state, record, purchase);
    const ticket = record.ticketCode === null ? null : (state.tickets[record.ticketCode] ?? null);
    return { ok: true, value: { status: 'R', invoice, ticket } };
  });
}

export function findTicket(code: string): MockTicket | undefined {
  return load().tickets[code];
}

export function findInvoice(id: number): MockInvoice | undefined {
  return load().invoices[String(id)];
}

/** Fine numbers match case-insensitively; a plate, when given, must match too. */
export function lookupFine(companyId: number, fineNumber: string, plate: string): FineLookup {
  const wanted = fineNumber.trim().toUpperCase();
  const wantedPlate = normalizePlate(plate);
  const fine = load().fines.find((f) => f.companyId === companyId && f.fineNumber.toUpperCase() === wanted);
  if (!fine || (wantedPlate !== '' && wantedPlate !== fine.licensePlate)) {
    return { code: -1, licensePlate: null, date: null, total: null, paymentProvider: null };
  }
  return {
    code: fine.code,
    licensePlate: fine.licensePlate,
    date: fine.date,
    total: fine.total,
    paymentProvider: fine.paymentProvider,
  };
}

export function normalizePlate(plate: string): string {
  return plate.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

function realize(state: MockState, record: RequestRecord, purchase: Purchase): MockInvoice {
  const existing = record.invoiceId === null ? undefined : state.invoices[String(record.invoiceId)];
  if (existing) return existing;

  const issuedAt = new Date().toISOString();
  const invoiceId = state.counters.nextInvoiceId++;
  const invoiceNumber = `${issuedAt.slice(0, 4)}-${String(state.counters.nextInvoiceNumber++).padStart(5, '0')}`;
  let invoice: MockInvoice;

  if (purchase.kind === 'ticket') {
    const zone = findZoneById(purchase.zoneId);
    const number = state.counters.nextTicket++;
    const ticket: MockTicket = {
      code: `T-${number}`,
      ticketNumber: String(number),
      plate: purchase.plate,
      zoneCode: zone?.code ?? '',
      hourly: purchase.hourly,
      duration: purchase.quantity,
      tariff: purchase.tariff,
      validFrom: purchase.validFrom,
      validTo: purchase.validTo,
      totalCents: purchase.totalCents,
      invoiceId,
    };
    state.tickets[ticket.code] = ticket;
    record.ticketCode = ticket.code;
    const length = purchase.hourly ? `${purchase.quantity} h` : '1 day';
    invoice = {
      id: invoiceId,
      invoiceNumber,
      kind: 'ticket',
      issuedAt,
      companyId: zone?.companyId ?? 0,
      plate: purchase.plate,
      totalCents: purchase.totalCents,
      description: `${purchase.hourly ? 'Hourly' : 'Daily'} parking ticket ${ticket.ticketNumber}, ${zone?.name ?? ''} (${ticket.zoneCode}), ${length}, tariff ${purchase.tariff}`,
      validFrom: purchase.validFrom,
      validTo: purchase.validTo,
    };
  } else {
    const fine = state.fines.find(
      (f) =>
        f.companyId === purchase.companyId &&
        f.fineNumber.toUpperCase() === purchase.fineNumber.toUpperCase(),
    );
    // A paid fine looks up as paid from now on, as it would on the real backend.
    if (fine) fine.code = -2;
    invoice = {
      id: invoiceId,
      invoiceNumber,
      kind: 'fine',
      issuedAt,
      companyId: purchase.companyId,
      plate: purchase.plate,
      totalCents: purchase.totalCents,
      description: `Parking fine ${purchase.fineNumber}`,
      validFrom: null,
      validTo: null,
    };
  }

  state.invoices[String(invoiceId)] = invoice;
  record.invoiceId = invoiceId;
  return invoice;
}

// No recorded outcome means the gateway page ran in another browser: treat it as approved.
function outcomeFailure(record: RequestRecord): Result<never> | null {
  if (record.outcome === 'declined') return failure(401, transactionMessages.declined);
  if (record.outcome === 'cancelled') return failure(401, transactionMessages.aborted);
  return null;
}

function failure(status: number, message: string): Result<never> {
  return { ok: false, status, message };
}

function recordOf(state: MockState, id: string): RequestRecord {
  const record = state.requests[id] ?? newRecord();
  state.requests[id] = record;
  return record;
}

function newRecord(): RequestRecord {
  return { outcome: null, summaryCalls: 0, invoiceId: null, ticketCode: null };
}

function seedState(): MockState {
  return {
    version: STATE_VERSION,
    counters: { nextRequest: 1, ...seedCounters },
    requests: {},
    tickets: Object.fromEntries(seededTickets.map((ticket) => [ticket.code, { ...ticket }])),
    invoices: Object.fromEntries(seededInvoices.map((invoice) => [String(invoice.id), { ...invoice }])),
    fines: seedFines.map((fine) => ({ ...fine })),
  };
}

function load(): MockState {
  const raw = storage.load();
  if (raw !== null) {
    try {
      const value: unknown = JSON.parse(raw);
      if (isMockState(value)) return value;
    } catch {
      // Unreadable state (edited by hand, older format): start again from the seed.
    }
  }
  return seedState();
}

function save(state: MockState): void {
  storage.save(JSON.stringify(state));
}

function transact<T>(change: (state: MockState) => T): T {
  const state = load();
  const result = change(state);
  save(state);
  return result;
}

function isMockState(value: unknown): value is MockState {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof MockState, unknown>>;
  return (
    candidate.version === STATE_VERSION &&
    typeof candidate.counters === 'object' &&
    typeof candidate.requests === 'object' &&
    typeof candidate.tickets === 'object' &&
    typeof candidate.invoices === 'object' &&
    Array.isArray(candidate.fines)
  );
}

function toBase64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}
