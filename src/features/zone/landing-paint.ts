// The QR landing painted before the framework has arrived (docs/decisions/029, 034). The
// landing's HTML (`landing.html`, vite/prerender-plugin.ts) holds the app's own zone home in each
// language, twice: waiting for the zone (skeleton tiles) and ready (the tiles as real links), the
// values as empty slots. The page's host and the address's zone code are written while the page
// is parsed, and the zone's status is asked for then (the language guard,
// src/boot/language-guard.ts). The landing's own module (landing-start.ts) runs this as soon as it
// has arrived: it writes the zone's city and name when that answer is one the app will take as it
// is (2xx, the app's schema, daily and hourly on sale), then shows the ready state. Anything else
// (an error, a malformed or unknown zone, no answer, a ticket not on sale) leaves the skeletons,
// and the app's own states take over. Slots are filled with textContent, never markup (Trusted
// Types). Once the app starts drawing, nothing here touches the page any more.
//
// A tile's link names the zone (`/hourly?z=RI-Z1`, src/lib/paths.ts `ticketPath`), so a tap before,
// while or after the app takes the page over opens this zone's form, even as a full page load with
// nothing stored: the prerendered links hold the landing's placeholder zone, replaced here with
// the address's before the tiles are shown.
//
// It travels in the entry's one small static import (vite/chunk-groups.ts): no framework.
import { apiUrl, parseBody, peekEarlyAnswer, type EarlyAnswer } from '@/api/early-answers';
import { LANDING_PATHS } from '@/api/landing-paths';
import type { ZoneStatus } from '@/api/schemas/sms';
import { zoneStatusFrom } from '@/api/zone-answers';
import { initialLanguage, toAcceptLanguage } from '@/i18n/languages';
import { formatCityName } from '@/lib/city-name';
import { config } from '@/lib/config';
import { isValidZoneCode } from '@/lib/zone-code';
import {
  KRK_ATTRIBUTE,
  LANDING_ATTRIBUTE,
  LANDING_ZONE_CODE,
  PAINTED_CLASS,
  SLOT_ATTRIBUTE,
} from './landing-slots';

/**
 * The zone status of an early answer as the app will take it: a 2xx answer that passes the app's
 * own schema (zoneStatusFrom, the names made safe as text); null for anything else.
 */
export function earlyZoneStatus(answer: EarlyAnswer): ZoneStatus | null {
  if (!answer || answer.status < 200 || answer.status >= 300) return null;
  try {
    return zoneStatusFrom(parseBody(answer.body));
  } catch {
    return null;
  }
}

export type LandingPainting = {
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
 * Paints the landing of `doc` (a page without one is left alone) for the zone `zoneCode` of its
 * address from `status`, the page's early answer (null: none). Never throws.
 */
export function paintLanding(
  doc: Document,
  zoneCode: string | null,
  status: Promise<EarlyAnswer> | null,
): LandingPainting {
  let stopped = false;
  let painted = false;
  const painting: LandingPainting = {
    done: Promise.resolve(false),
    painted: () => painted && !stopped,
    stop: () => {
      stopped = true;
    },
  };
  if (!zoneCode || !status) return painting;
  // The landing's own module may run while the page is still being parsed: the landing's copies
  // are looked for once it has been.
  const parsed =
    doc.readyState === 'loading'
      ? new Promise<void>((resolve) =>
          doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
        )
      : Promise.resolve();
  painting.done = Promise.all([status, parsed])
    .then(([answer]) => {
      const zone = earlyZoneStatus(answer);
      const roots = [...doc.querySelectorAll(`[${LANDING_ATTRIBUTE}]`)];
      if (stopped || roots.length === 0 || !zone || !zone.hasDailyTicket || !zone.hasHourlyTicket)
        return false;
      for (const root of roots) {
        linkZone(root, zoneCode);
        fill(root, 'city', (slot) => formatCityName(zone.city, slot.getAttribute(KRK_ATTRIBUTE) ?? ''));
        fill(root, 'zone', () => zone.zone);
        root.classList.add(PAINTED_CLASS);
      }
      painted = true;
      return true;
    })
    // A document without what this expects: the app draws the page as it always did.
    .catch(() => false);
  return painting;
}

let started: LandingPainting | undefined;

/**
 * The page's one painting, started by whichever runs first: the landing's own small module, which
 * the page asks for while it is parsed (src/features/zone/landing-start.ts), or the entry. Both
 * get the same painting (the same module instance), so its requests go out once.
 */
export function landingPainting(win: Window & typeof globalThis = window): LandingPainting {
  if (started) return started;
  const linked = win.location.pathname === '/' ? new URLSearchParams(win.location.search).get('z') : null;
  const zoneCode = isValidZoneCode(linked) ? linked : null;
  // The language guard's request (src/boot/language-guard.ts), looked at but left for the app.
  const status = zoneCode
    ? peekEarlyAnswer(
        apiUrl(config.apiBaseUrl, LANDING_PATHS.zoneStatus, { zoneCode }),
        toAcceptLanguage(initialLanguage()),
      )
    : null;
  started = paintLanding(win.document, zoneCode, status);
  return started;
}
