// The QR landing painted before the framework (docs/decisions/029, 034). `landing.html`
// (vite/prerender-plugin.ts) holds the app's own zone home in each language twice: waiting
// (skeleton tiles) and ready (the tiles as links), the zone's values as empty slots. The language
// guard asked for the zone's status while the page was parsed; this writes the city and name, as
// text, once that answer is one the app will take as it is (2xx, the app's schema, daily and hourly
// on sale), points the tiles at the zone, and shows the ready state. Anything else leaves the
// skeletons to the app's own states. Once the app draws, nothing here touches the page.
//
// A tile's link names the zone (`/hourly?z=RI-Z1`), so a tap before, during or after the takeover
// opens this zone's form, even as a full page load with nothing stored.
//
// It travels in the entry's small first file (vite/chunk-groups.ts), without the framework; the
// landing's own module (landing-start.ts) runs it as soon as it arrives.
import { apiUrl, parseBody, peekEarlyAnswer, type EarlyAnswer } from '@/api/early-answers';
import { LANDING_PATHS } from '@/api/landing-paths';
import type { ZoneStatus } from '@/api/schemas/sms';
import { zoneStatusFrom } from '@/api/zone-answers';
import {
  KRK_ATTRIBUTE,
  LANDING_ATTRIBUTE,
  LANDING_ZONE_CODE,
  PAINTED_CLASS,
  SLOT_ATTRIBUTE,
} from '@/boot/page-contract';
import { initialLanguage, toAcceptLanguage } from '@/i18n/languages';
import { formatCityName } from '@/lib/city-name';
import { config } from '@/lib/config';
import { isValidZoneCode } from '@/lib/zone-code';

/** The zone status of an early answer as the app will take it (2xx, its schema); null for anything else. */
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
  /** Whether the ready state shows now (the app then waits for its zone status: no flicker). */
  painted: () => boolean;
  /** The app starts drawing: from now on the landing is left as it is. */
  stop: () => void;
};

function paint(root: Element, zoneCode: string, zone: ZoneStatus) {
  const placeholder = `z=${LANDING_ZONE_CODE}`;
  for (const link of root.querySelectorAll(`a[href*="${placeholder}"]`))
    link.setAttribute(
      'href',
      link.getAttribute('href')!.replace(placeholder, `z=${encodeURIComponent(zoneCode)}`),
    );
  for (const slot of root.querySelectorAll(`[${SLOT_ATTRIBUTE}="city"]`))
    slot.textContent = formatCityName(zone.city, slot.getAttribute(KRK_ATTRIBUTE) ?? '');
  for (const slot of root.querySelectorAll(`[${SLOT_ATTRIBUTE}="zone"]`)) slot.textContent = zone.zone;
  root.classList.add(PAINTED_CLASS);
}

/**
 * Paints the landing of `doc` (a page without one is left alone) for `zoneCode`, the address's, from
 * `status`, the page's early answer (null: none). Never throws.
 */
export function paintLanding(
  doc: Document,
  zoneCode: string | null,
  status: Promise<EarlyAnswer> | null,
): LandingPainting {
  let stopped = false;
  let painted = false;
  const stop = () => void (stopped = true);
  if (!zoneCode || !status) return { done: Promise.resolve(false), painted: () => false, stop };
  // This may run while the page is still parsed: the landing's copies are looked for once it has been.
  const parsed = new Promise<unknown>((resolve) =>
    doc.readyState === 'loading'
      ? doc.addEventListener('DOMContentLoaded', resolve, { once: true })
      : resolve(0),
  );
  const done = Promise.all([status, parsed])
    .then(([answer]) => {
      const zone = earlyZoneStatus(answer);
      const roots = doc.querySelectorAll(`[${LANDING_ATTRIBUTE}]`);
      if (stopped || roots.length === 0 || !zone?.hasDailyTicket || !zone.hasHourlyTicket) return false;
      for (const root of roots) paint(root, zoneCode, zone);
      return (painted = true);
    })
    // A document without what this expects: the app draws the page as it always did.
    .catch(() => false);
  return { done, painted: () => painted && !stopped, stop };
}

let started: LandingPainting | undefined;

/**
 * The page's one painting, started by whichever runs first, the landing's own module or the entry
 * (the same module instance): its answer is looked at once, and left for the app.
 */
export function landingPainting(win: Window & typeof globalThis = window): LandingPainting {
  if (started) return started;
  const linked = win.location.pathname === '/' ? new URLSearchParams(win.location.search).get('z') : null;
  const zoneCode = isValidZoneCode(linked) ? linked : null;
  const url = zoneCode && apiUrl(config.apiBaseUrl, LANDING_PATHS.zoneStatus, { zoneCode });
  started = paintLanding(
    win.document,
    zoneCode,
    url ? peekEarlyAnswer(url, toAcceptLanguage(initialLanguage())) : null,
  );
  return started;
}
