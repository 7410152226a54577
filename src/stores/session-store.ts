import { create } from 'zustand';
import { readItem, readJson, writeItem } from '@/lib/safe-storage';
import { isTicketType, type TicketType } from '@/lib/ticket-type';
import { isValidZoneCode } from '@/lib/zone-code';
import {
  CID_KEY,
  DEFAULT_SELECTION,
  SELECTION_KEY,
  ZONE_CODE_KEY,
  type TicketSelection,
} from './session-keys';

const MAX_PLATE_LENGTH = 12;

type SessionState = TicketSelection & {
  zoneCode: string | null;
  cid: string | null;
  actions: {
    zoneChosen: (zoneCode: string) => void;
    zoneCleared: () => void;
    companyKnown: (cid: number | string) => void;
    selectionReset: () => void;
    ticketTypeChosen: (ticketType: TicketType) => void;
    /**
     * A ticket form opened by a link that names its zone (`/hourly?z=`): for another zone, a fresh
     * choice of that zone and type, as the zone home's tile makes it; for the stored zone, only the
     * type, so a reload keeps what the driver entered.
     */
    zoneLinkFollowed: (zoneCode: string, ticketType: TicketType) => void;
    /** Continue on the ticket form: the whole selection at once. */
    ticketChosen: (selection: Omit<TicketSelection, 'ticketType'> & { ticketType: TicketType }) => void;
    plateEntered: (plateNumber: string) => void;
  };
};

function readZoneCode(): string | null {
  const stored = readItem('session', ZONE_CODE_KEY);
  return isValidZoneCode(stored) ? stored : null;
}

function readCid(): string | null {
  const stored = readItem('session', CID_KEY);
  return stored !== null && /^\d{1,12}$/.test(stored) ? stored : null;
}

/** A stored selection is trusted field by field; garbage falls back to the defaults. */
function readSelection(): TicketSelection {
  const raw = readJson('session', SELECTION_KEY);
  if (!raw || typeof raw !== 'object') return DEFAULT_SELECTION;
  const s = raw as Record<string, unknown>;
  const duration =
    typeof s.duration === 'number' && Number.isInteger(s.duration) && s.duration >= 1 ? s.duration : 1;
  return {
    ticketType: isTicketType(s.ticketType) ? s.ticketType : null,
    tariffId: typeof s.tariffId === 'number' && Number.isFinite(s.tariffId) ? s.tariffId : null,
    tariffType: typeof s.tariffType === 'string' && s.tariffType.length <= 40 ? s.tariffType : null,
    plateNumber:
      typeof s.plateNumber === 'string' && s.plateNumber.length <= MAX_PLATE_LENGTH ? s.plateNumber : '',
    duration,
  };
}

function initialState() {
  return { zoneCode: readZoneCode(), cid: readCid(), ...readSelection() };
}

export const useSessionStore = create<SessionState>()((set) => ({
  ...initialState(),
  actions: {
    zoneChosen: (zoneCode) => set((s) => (s.zoneCode === zoneCode ? s : { zoneCode, cid: null })),
    zoneCleared: () => set({ zoneCode: null, cid: null }),
    companyKnown: (cid) => set({ cid: String(cid) }),
    selectionReset: () => set(DEFAULT_SELECTION),
    ticketTypeChosen: (ticketType) => set({ ticketType }),
    zoneLinkFollowed: (zoneCode, ticketType) =>
      set((s) =>
        s.zoneCode === zoneCode ? { ticketType } : { zoneCode, cid: null, ...DEFAULT_SELECTION, ticketType },
      ),
    ticketChosen: (selection) => set(selection),
    plateEntered: (plateNumber) => set({ plateNumber }),
  },
}));

// Mirror the state into sessionStorage under the contract's keys (docs/storage.md). The store holds
// only what must survive the trip to the bank and a reload, written when the driver chooses or
// arrives by address (docs/decisions/024); what the server says about the zone (its name, its
// company) is read from the query cache.
useSessionStore.subscribe((state, previous) => {
  if (state.zoneCode !== previous.zoneCode) writeItem('session', ZONE_CODE_KEY, state.zoneCode);
  if (state.cid !== previous.cid) writeItem('session', CID_KEY, state.cid);
  const selection: TicketSelection = {
    ticketType: state.ticketType,
    tariffId: state.tariffId,
    tariffType: state.tariffType,
    plateNumber: state.plateNumber,
    duration: state.duration,
  };
  const before: TicketSelection = {
    ticketType: previous.ticketType,
    tariffId: previous.tariffId,
    tariffType: previous.tariffType,
    plateNumber: previous.plateNumber,
    duration: previous.duration,
  };
  if (JSON.stringify(selection) !== JSON.stringify(before))
    writeItem('session', SELECTION_KEY, JSON.stringify(selection));
});

/** Re-reads storage; tests use it to start from a given session. */
export function rehydrateSessionStore(): void {
  useSessionStore.setState(initialState());
}

export const useZoneCode = () => useSessionStore((s) => s.zoneCode);
export const useCid = () => useSessionStore((s) => s.cid);
export const useTicketType = () => useSessionStore((s) => s.ticketType);
export const useTariffId = () => useSessionStore((s) => s.tariffId);
export const useTariffType = () => useSessionStore((s) => s.tariffType);
export const usePlateNumber = () => useSessionStore((s) => s.plateNumber);
export const useDuration = () => useSessionStore((s) => s.duration);
export const useSessionActions = () => useSessionStore((s) => s.actions);
