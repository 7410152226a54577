import { create } from 'zustand';
import { readItem, readJson, writeItem } from '@/lib/safe-storage';
import { isTicketType, type TicketType } from '@/lib/ticket-type';
import { isValidZoneCode } from '@/lib/zone-code';

export { isValidZoneCode };

// Storage keys fixed by api-contract section 2; the ticket selection key is the app's own.
export const ZONE_CODE_KEY = 'zoneCode';
export const CID_KEY = 'cid';
export const SELECTION_KEY = 'vpa-selection';

const MAX_PLATE_LENGTH = 12;

export type TicketSelection = {
  ticketType: TicketType | null;
  tariffId: number | null;
  tariffType: string | null;
  plateNumber: string;
  duration: number;
  zoneName: string | null;
};

type SessionState = TicketSelection & {
  zoneCode: string | null;
  cid: string | null;
  actions: {
    zoneChosen: (zoneCode: string) => void;
    zoneCleared: () => void;
    companyKnown: (cid: number | string) => void;
    selectionReset: () => void;
    ticketTypeChosen: (ticketType: TicketType) => void;
    ticketFormEntered: () => void;
    tariffChosen: (tariffId: number, tariffType: string) => void;
    plateEntered: (plateNumber: string) => void;
    durationChosen: (duration: number) => void;
    zoneNamed: (zoneName: string) => void;
  };
};

export const DEFAULT_SELECTION: TicketSelection = {
  ticketType: null,
  tariffId: null,
  tariffType: null,
  plateNumber: '',
  duration: 1,
  zoneName: null,
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
    zoneName: typeof s.zoneName === 'string' && s.zoneName.length <= 80 ? s.zoneName : null,
  };
}

function initialState() {
  return { zoneCode: readZoneCode(), cid: readCid(), ...readSelection() };
}

export const useSessionStore = create<SessionState>()((set) => ({
  ...initialState(),
  actions: {
    zoneChosen: (zoneCode) =>
      set((s) => (s.zoneCode === zoneCode ? s : { zoneCode, cid: null, zoneName: null })),
    zoneCleared: () => set({ zoneCode: null, cid: null, zoneName: null }),
    companyKnown: (cid) => set({ cid: String(cid) }),
    selectionReset: () => set((s) => ({ ...DEFAULT_SELECTION, zoneName: s.zoneName })),
    ticketTypeChosen: (ticketType) => set({ ticketType }),
    ticketFormEntered: () => set({ tariffId: null, tariffType: null, duration: 1 }),
    tariffChosen: (tariffId, tariffType) => set({ tariffId, tariffType }),
    plateEntered: (plateNumber) => set({ plateNumber }),
    durationChosen: (duration) => set({ duration }),
    zoneNamed: (zoneName) => set({ zoneName }),
  },
}));

// Mirror the state into sessionStorage under the contract's keys.
useSessionStore.subscribe((state, previous) => {
  if (state.zoneCode !== previous.zoneCode) writeItem('session', ZONE_CODE_KEY, state.zoneCode);
  if (state.cid !== previous.cid) writeItem('session', CID_KEY, state.cid);
  const selection: TicketSelection = {
    ticketType: state.ticketType,
    tariffId: state.tariffId,
    tariffType: state.tariffType,
    plateNumber: state.plateNumber,
    duration: state.duration,
    zoneName: state.zoneName,
  };
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
export const useZoneName = () => useSessionStore((s) => s.zoneName);
export const useSessionActions = () => useSessionStore((s) => s.actions);
