// The QR landing painted before the framework has arrived (issue 25, docs/decisions/029). The
// landing's HTML (`landing.html`, vite/prerender-plugin.ts) holds the app's own zone home in each
// language, twice: waiting for the zone (skeleton tiles) and ready (the tiles as real links), the
// values as empty slots. The page's host and the address's zone code are written while the page
// is parsed (the language guard, vite/prerender-plugin.ts). The entry calls this first: it writes
// the zone's city and name when the page's early zone status (src/api/early-zone-script.ts) is
// one the app will take as it is (2xx, the schema's shape, daily and hourly on sale), then shows
// the ready state. Anything else (an error, a
// malformed or unknown zone, no answer, a ticket not on sale) leaves the skeletons, and the app's
// own states take over. Slots are filled with textContent, never markup (Trusted Types). Once the
// app starts drawing, nothing here touches the page any more.
//
// A tap on a tile before the app has started follows the tile's link (`/daily`, `/hourly`); the
// zone, its company and the ticket type go into the session first, as the app's tile stores them
// (src/stores/session-store.ts), so the form opens for this zone and type.
//
// It travels in the entry's one small static import (vite/chunk-groups.ts): no framework.
import { bodyData, type EarlyAnswer, type EarlyZoneData } from '@/api/early-zone-script';
import type { ZoneStatus } from '@/api/schemas/sms';
import { formatCityName } from '@/lib/city-name';
import { untrustedText } from '@/lib/untrusted-text';
import { CID_KEY, DEFAULT_SELECTION, SELECTION_KEY, ZONE_CODE_KEY } from '@/stores/session-keys';
import type { TicketType } from '@/lib/ticket-type';
import { KRK_ATTRIBUTE, LANDING_ATTRIBUTE, PAINTED_CLASS, SLOT_ATTRIBUTE } from './landing-slots';

const TICKET_PATHS: Record<string, TicketType> = { '/daily': 'daily', '/hourly': 'hourly' };

const FIELD_TYPES: Record<keyof ZoneStatus, 'number' | 'string' | 'boolean'> = {
  cityId: 'number',
  city: 'string',
  zone: 'string',
  code: 'string',
  hasDailyTicket: 'boolean',
  hasHourlyTicket: 'boolean',
};

/**
 * The zone status of an early answer read by the rules of the app's schema (zoneStatusSchema in
 * src/api/schemas/sms.ts): a 2xx JSON object with these fields of these types, the names made safe
 * as the schema makes them; null for anything else. Written out rather than the schema itself,
 * which would bring 1.2 KiB more of zod into the landing's first file;
 * tests/features/zone/landing-paint.test.ts holds the two to the same answers.
 */
export function earlyZoneStatus(answer: EarlyAnswer): ZoneStatus | null {
  if (!answer || answer.status < 200 || answer.status >= 300) return null;
  const data = bodyData(answer.body);
  if (!data || typeof data !== 'object') return null;
  const s = data as Record<keyof ZoneStatus, unknown>;
  for (const [field, type] of Object.entries(FIELD_TYPES))
    if (typeof s[field as keyof ZoneStatus] !== type) return null;
  const status = s as ZoneStatus;
  return { ...status, city: untrustedText(status.city), zone: untrustedText(status.zone) };
}

export type LandingPainting = {
  /** Whether the page is the prerendered landing. */
  prerendered: boolean;
  /** Resolves true when the landing shows the zone, false when it was left to the app. */
  done: Promise<boolean>;
  /** Whether the ready state is shown now (the app then waits for its zone status: no flicker). */
  painted: () => boolean;
  /** The app starts drawing: from now on the landing is left as it is. */
  stop: () => void;
};

function fill(root: Element, name: string, text: (slot: Element) => string) {
  for (const slot of root.querySelectorAll(`[${SLOT_ATTRIBUTE}="${name}"]`)) slot.textContent = text(slot);
}

function storeChoice(doc: Document, zoneCode: string, cityId: number, ticketType: TicketType) {
  try {
    const storage = doc.defaultView?.sessionStorage;
    storage?.setItem(ZONE_CODE_KEY, zoneCode);
    storage?.setItem(CID_KEY, String(cityId));
    storage?.setItem(SELECTION_KEY, JSON.stringify({ ...DEFAULT_SELECTION, ticketType }));
  } catch {
    // No storage: the form sends the driver back to the landing, as the app's own tile would.
  }
}

/**
 * Paints the landing of `doc` (a page without one is left alone) for the early requests `data`
 * (null: no valid zone in the address). Never throws.
 */
export function paintLanding(doc: Document, data: EarlyZoneData | null): LandingPainting {
  let stopped = false;
  let painted = false;
  const painting: LandingPainting = {
    prerendered: false,
    done: Promise.resolve(false),
    painted: () => painted && !stopped,
    stop: () => {
      stopped = true;
    },
  };
  try {
    const roots = [...doc.querySelectorAll(`[${LANDING_ATTRIBUTE}]`)];
    painting.prerendered = roots.length > 0;
    if (roots.length === 0 || !data?.status) return painting;
    const { zoneCode } = data;
    let cityId: number | null = null;
    for (const root of roots) {
      root.addEventListener('click', (event) => {
        const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
        const ticketType = link ? TICKET_PATHS[link.getAttribute('href') ?? ''] : undefined;
        if (!stopped && painted && ticketType && cityId !== null)
          storeChoice(doc, zoneCode, cityId, ticketType);
      });
    }
    painting.done = data.status.then(
      (answer) => {
        const status = earlyZoneStatus(answer);
        if (stopped || !status || !status.hasDailyTicket || !status.hasHourlyTicket) return false;
        cityId = status.cityId;
        for (const root of roots) {
          fill(root, 'city', (slot) => formatCityName(status.city, slot.getAttribute(KRK_ATTRIBUTE) ?? ''));
          fill(root, 'zone', () => status.zone);
          root.classList.add(PAINTED_CLASS);
        }
        painted = true;
        return true;
      },
      () => false,
    );
  } catch {
    // A document without what this expects: the app draws the page as it always did.
  }
  return painting;
}
