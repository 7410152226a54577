// The entry. It imports no framework code statically, only the shell's stylesheet and Vite's
// preload helper (a file of its own, vite.config.ts), so it runs as soon as it has arrived
// instead of after the framework chunk (about 120 kB): the first screen's modules are requested
// from here at once, and the framework gets the connection to itself sooner (docs/performance.md).
import './app/shell.css';
import { routeOf } from './app/routes';
import { lazyModule, prefetchScreen } from './lib/lazy-module';
import { startOrAgain } from './lib/start-again';
import { watchPointers } from './lib/pointer-release';
import { landingPainting } from './features/zone/landing-paint';
import { config } from './lib/config';
import { captureFieldFailures, fieldDataWanted } from './lib/field-data/record';

// The painted QR landing (docs/decisions/029, 034): the language guard asked for the zone's data
// while the page was parsed, and the landing's own module (src/features/zone/landing-start.ts)
// paints the zone as soon as it is in. The entry takes the same painting (the same module
// instance) to leave it to the app before the app draws; without the landing's module it starts
// it itself.
const landing = landingPainting();

// Field data (docs/decisions/021): the script errors, rejections and policy violations
// of the page view from here on, queued (masked) until the beacon code loads after the first screen.
if (fieldDataWanted(config.fieldData)) captureFieldFailures(window);

// Console logging is switched off at start-up in production builds (the portal's rule for what it leaves on a phone).
if (import.meta.env.PROD) {
  // eslint-disable-next-line no-console -- switching console output off is the point here
  for (const method of ['log', 'info', 'debug', 'warn'] as const) console[method] = () => {};
}

const pointers = watchPointers(document);

async function start() {
  const container = document.getElementById('root');
  if (!container) return;
  // The one read of a variable outside src/lib/config.ts (whose `config.mocking` says the same):
  // written out in full so the build drops the mock backend when mocking is off, and the entry
  // imports no module that would make it wait for the shell.
  // eslint-disable-next-line no-restricted-syntax -- see above
  if (import.meta.env.VITE_API_MOCKING === 'true') {
    const { enableMocking } = await lazyModule(() => import('./mocks/browser')).load();
    await enableMocking();
    const { isMockGatewayPath, renderMockGatewayPage } = await lazyModule(
      () => import('./mocks/gateway/gateway-page'),
    ).load();
    if (isMockGatewayPath(window.location.pathname)) {
      renderMockGatewayPage(container);
      return;
    }
  }
  // The first screen's own files (a form's libraries, say) are requested now, together with the
  // framework, not after it has arrived and run: on a weak network that is a round trip less
  // before the form shows (docs/performance.md). The router and the preload below share this one
  // cached load (src/lib/lazy-module.ts); offline, they ask again.
  routeOf(window.location.pathname)
    .module.load()
    .catch(() => undefined);
  // The first screen's code, texts and data start loading as soon as the router module is in, in
  // parallel with the rest of the shell; until all are in, the static shell of index.html stays
  // painted, so the first commit is the page itself.
  const firstScreen = Promise.all([
    lazyModule(() => import('./app/router')).load(),
    lazyModule(() => import('./app/route-data')).load(),
    lazyModule(() => import('./app/query-client')).load(),
  ]).then(async ([, { loadRouteData }, { createQueryClient }]) => {
    const queryClient = createQueryClient();
    const routeData = loadRouteData(queryClient, window.location).catch(() => undefined);
    await prefetchScreen(window.location.pathname);
    return { queryClient, routeData };
  });
  const [{ startApp }, { queryClient, routeData }] = await Promise.all([
    lazyModule(() => import('./app/start-app')).load(),
    firstScreen,
    lazyModule(() => import('./i18n/i18n'))
      .load()
      .then(({ i18nReady }) => i18nReady),
  ]);
  // From here the app draws the page. A landing painted with the zone waits for its route's data
  // (the zone's status and footer, answered by the same early answers), so the app's first frame is
  // the same page, and its company footer comes whole (as a skeleton that then grows, it moved).
  if (landing.painted()) await routeData;
  // A press held on the painted page (the prerendered one's links) is let go before the app
  // replaces what was pressed, so that its click still happens (src/lib/pointer-release.ts).
  await pointers.released();
  landing.stop();
  startApp(container, queryClient);
  // A press begun on a painted link before React's first commit replaces it, and let go on the
  // app's link to the same address, still clicks.
  pointers.stopOnceReplaced(container);
}

startOrAgain(start);
