// A page opened on a ticket form by its zone's link (a painted tile followed before the app, a link
// on the operator's site) asks for the form's data while the framework is still on its way: what its
// route declares (`early` in src/app/routes.ts), as an early answer (src/api/early-answers.ts) that
// the loader's call takes (docs/decisions/045). Framework-free: the entry runs it first.
import { apiUrl, startEarlyRequest } from '@/api/early-answers';
import { initialLanguage, toAcceptLanguage } from '@/i18n/languages';
import { config } from '@/lib/config';
import { linkedZoneCode } from '@/lib/zone-code';
import { routeOf } from './routes';

/** Starts the early request of the screen at `location`, if its route has one and its address names a zone. */
export function askForRouteDataEarly({ pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  const { early } = routeOf(pathname);
  const zoneCode = linkedZoneCode(search);
  // A mock build's backend starts with the app: its client takes no early answer (src/api/client.ts).
  if (!early || !zoneCode || config.mocking) return;
  const [path, params] = early(zoneCode);
  const language = toAcceptLanguage(initialLanguage());
  void startEarlyRequest(window, apiUrl(config.apiBaseUrl, path, params), language, config.apiTimeoutMs);
}
