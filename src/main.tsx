// The entry: no framework code statically, only the shell's stylesheet and its small first file, so it
// runs as soon as it arrives and asks for the first screen's files at once (docs/performance.md).
import './app/shell.css';
import { routeOf } from './app/routes';
import { lazyModule, prefetchScreen } from './lib/lazy-module';
import { startOrAgain } from './lib/start-again';
import { watchPointers } from './lib/pointer-release';
import { landingPainting } from './features/zone/landing-paint';
import { PRERENDERED_CLASS } from './boot/page-contract';
import { firstPaint } from './lib/first-paint';
import { config } from './lib/config';
import { initialLanguage } from './i18n/languages';
import { loadFirstTexts } from './i18n/first-texts';
import { captureFieldFailures, fieldDataWanted } from './lib/field-data/record';

const landing = landingPainting();

// Field data (docs/decisions/021): script errors and policy violations, kept until the beacon loads.
if (fieldDataWanted(config.fieldData)) captureFieldFailures(window);

const pointers = watchPointers(document);

async function start() {
  const container = document.getElementById('root');
  if (!container) return;
  // A prerendered page paints its first frame before the app's files are asked for.
  if (container.getElementsByClassName(PRERENDERED_CLASS).length) await firstPaint();
  // The first screens' texts with the framework, not after it has run.
  loadFirstTexts(initialLanguage());
  // Written out in full so that the build drops the mock backend when mocking is off.
  // eslint-disable-next-line no-restricted-syntax -- the one read outside src/lib/config.ts, see above
  if (import.meta.env.VITE_API_MOCKING === 'true') {
    await (await lazyModule(() => import('./mocks/browser')).load()).enableMocking();
    const gateway = await lazyModule(() => import('./mocks/gateway/gateway-page')).load();
    if (gateway.isMockGatewayPath(window.location.pathname)) return gateway.renderMockGatewayPage(container);
  }
  // The first screen's code, texts and data with the framework, not after it: the page painted so far
  // stays until all are in, so the app's first commit is the page itself.
  routeOf(window.location.pathname)
    .module.load()
    .catch(() => undefined);
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
  // A painted landing waits for its route's data (the early answers): the app's first frame is the same page.
  if (landing.painted()) await routeData;
  // A press held on the painted page clicks before the app replaces what was pressed.
  await pointers.released();
  landing.stop();
  startApp(container, queryClient);
  pointers.stopOnceReplaced(container);
}

startOrAgain(start);
