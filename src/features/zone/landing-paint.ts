// The QR landing painted before the framework, the entry's first step (decisions 029, 034, 040): when the
// zone's early answer is one the app will take as it is, with both tickets on sale, the city and name as
// text, the tiles pointed at the zone (their form opens even as a full page load), the ready state shown.
import { apiUrl, parseBody, earlyAnswer, type EarlyAnswer } from '@/api/early-answers';
import { LANDING_PATHS } from '@/api/landing-paths';
import { zoneStatusFrom } from '@/api/zone-answers';
import * as contract from '@/boot/page-contract';
import { initialLanguage, toAcceptLanguage } from '@/i18n/languages';
import { formatCityName } from '@/lib/city-name';
import { config } from '@/lib/config';
import { linkedZoneCode } from '@/lib/zone-code';

/** The zone status of an early answer as the app will take it (2xx, its schema); else null. */
export function earlyZoneStatus(answer: EarlyAnswer) {
  try {
    return answer && answer.status >= 200 && answer.status < 300
      ? zoneStatusFrom(parseBody(answer.body))
      : null;
  } catch {
    return null;
  }
}

/**
 * Paints the parsed landing of `doc` (if any) for `zoneCode` from its early `status` answer; never throws.
 * `done`: whether it was painted; `painted()`: whether it shows now; after `stop()` the page is left as it is.
 */
export function paintLanding(doc: Document, zoneCode: string | null, status: Promise<EarlyAnswer> | null) {
  let stopped = false;
  let painted = false;
  const done = Promise.resolve(status)
    .then((answer) => {
      const zone = earlyZoneStatus(answer);
      const roots = doc.getElementsByClassName(contract.LANDING_CLASS);
      if (stopped || !zoneCode || !zone?.hasDailyTicket || !zone.hasHourlyTicket || !roots.length)
        return false;
      const slots = (name: string) => doc.querySelectorAll(`[${contract.SLOT_ATTRIBUTE}=${name}]`);
      for (const slot of slots('city'))
        slot.textContent = formatCityName(zone.city, slot.getAttribute(contract.KRK_ATTRIBUTE) ?? '');
      for (const slot of slots('zone')) slot.textContent = zone.zone;
      const placeholder = `z=${contract.LANDING_ZONE_CODE}`;
      for (const link of doc.querySelectorAll(`a[href*="${placeholder}"]`))
        link.setAttribute(
          'href',
          link.getAttribute('href')!.replace(placeholder, `z=${encodeURIComponent(zoneCode)}`),
        );
      for (const root of roots) root.classList.add(contract.PAINTED_CLASS);
      return (painted = true);
    })
    // A document without what this expects: the app draws the page as it always did.
    .catch(() => false);
  return { done, painted: () => painted && !stopped, stop: () => void (stopped = true) };
}

/** The page's painting for the zone of its address, from the guard's early answer. */
export function landingPainting(win: Window = window) {
  const zoneCode = win.location.pathname === '/' ? linkedZoneCode(win.location.search) : null;
  const url = zoneCode && apiUrl(config.apiBaseUrl, LANDING_PATHS.zoneStatus, { zoneCode });
  const answer = url ? earlyAnswer(url, toAcceptLanguage(initialLanguage())) : null;
  return paintLanding(win.document, zoneCode, answer);
}
