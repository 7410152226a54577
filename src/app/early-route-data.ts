// A page opened on a ticket form (by its zone's link, a painted tile followed before the app, or a
// reload) asks for the form's data while the framework is still on its way: what its route declares
// (`early` in src/app/routes.ts) and its footer, for the zone src/app/route-data.ts would load, as
// early answers (src/api/early-answers.ts) that the loader's calls take (docs/decisions/045).
// Framework-free: the entry runs it first.
import { apiUrl, startEarlyRequest } from '@/api/early-answers';
import { EARLY_PATHS, type ApiRequest } from '@/api/early-paths';
import { initialLanguage, toAcceptLanguage } from '@/i18n/languages';
import { config } from '@/lib/config';
import { linkedZoneCode } from '@/lib/zone-code';
import { storedZoneCode } from '@/stores/session-keys';
import { routeOf } from './routes';

/** Starts the early requests of the screen at `location`, if its route has any and there is a zone. */
export function askForRouteDataEarly({ pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  const { early, footer } = routeOf(pathname);
  const zoneCode = linkedZoneCode(search) ?? storedZoneCode();
  // A mock build's backend starts with the app: its client takes no early answer (src/api/client.ts).
  if (!early || !zoneCode || config.mocking) return;
  const requests: ApiRequest[] = footer
    ? [early(zoneCode), [EARLY_PATHS.footer, { zoneCode }]]
    : [early(zoneCode)];
  const language = toAcceptLanguage(initialLanguage());
  for (const [path, params] of requests)
    void startEarlyRequest(window, apiUrl(config.apiBaseUrl, path, params), language, config.apiTimeoutMs);
}
