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
// A tile's link names the zone (`/hourly?z=RI-Z1`, src/lib/paths.ts `ticketPath`), so a tap before,
// while or after the app takes the page over opens this zone's form, even as a full page load with
// nothing stored: the prerendered links hold the landing's placeholder zone, replaced here with
// the address's before the tiles are shown.
//
// It travels in the entry's one small static import (vite/chunk-groups.ts): no framework.
import { bodyData, type EarlyAnswer, type EarlyZoneData } from '@/api/early-zone-script';
import type { ZoneStatus } from '@/api/schemas/sms';
import { formatCityName } from '@/lib/city-name';
import { untrustedText } from '@/lib/untrusted-text';
import {
  KRK_ATTRIBUTE,
  LANDING_ATTRIBUTE,
  LANDING_ZONE_CODE,
  PAINTED_CLASS,
  SLOT_ATTRIBUTE,
} from './landing-slots';

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

/** The tiles' links name the placeholder zone until they name the address's. */
function linkZone(root: Element, zoneCode: string) {
  const placeholder = `z=${LANDING_ZONE_CODE}`;
  for (const link of root.querySelectorAll(`a[href*="${placeholder}"]`))
    link.setAttribute(
      'href',
      link.getAttribute('href')!.replace(placeholder, `z=${encodeURIComponent(zoneCode)}`),
    );
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
    painting.done = data.status.then(
      (answer) => {
        const status = earlyZoneStatus(answer);
        if (stopped || !status || !status.hasDailyTicket || !status.hasHourlyTicket) return false;
        for (const root of roots) {
          linkZone(root, zoneCode);
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
