import { matchPath, matchRoutes, type RouteObject } from 'react-router';
import { ROUTES, routeOf } from '@/app/routes';

const screen = (pathname: string) => routeOf(pathname).path;

// The entry asks for the first screen's module by this match before the router runs
// (src/main.tsx); it has to pick what the router's route table renders.
test.each([
  ['/', '/'],
  ['/hourly', '/hourly'],
  ['/daily', '/daily'],
  ['/parking-fine-details', '/parking-fine-details'],
  ['/payment-processing-error', '/payment-processing-error'],
  ['/welcome', '/welcome'],
  ['/welcome/cities', '/welcome/cities'],
  ['/welcome/zones/12', '/welcome/zones/:cityId'],
])('%s opens the screen of %s', (pathname, path) => {
  expect(screen(pathname)).toBe(path);
});

test('a trailing slash and the letter case do not matter, as in the router', () => {
  expect(screen('/hourly/')).toBe('/hourly');
  expect(screen('/Parking-Fine')).toBe('/parking-fine');
  expect(screen('/welcome/zones/7/')).toBe('/welcome/zones/:cityId');
});

test.each(['/nope', '/hourly/extra', '/welcome/zones', '/welcome/zones/', '/welcome/zones/1/2'])(
  '%s is the not-found page',
  (pathname) => {
    expect(screen(pathname)).toBe('*');
  },
);

/** Addresses of an entry as a visitor may type them: as written, upper case, with a slash. */
function addressesOf(path: string): string[] {
  const concrete = path.replace(/:[^/]+/g, '12');
  return [concrete, concrete.toUpperCase(), concrete === '/' ? '//' : `${concrete}/`];
}

// The same route objects the router renders (src/app/router.tsx): a pathless layout route each.
const routeObjects: RouteObject[] = (['main', 'welcome'] as const).map((layout) => ({
  id: layout,
  children: ROUTES.filter((entry) => entry.layout === layout).map((entry) => ({
    id: entry.path,
    path: entry.path,
  })),
}));

const everyAddress = [
  ...ROUTES.filter((entry) => entry.path !== '*').flatMap((entry) => addressesOf(entry.path)),
  '/nope',
  '/hourly/extra',
  '/welcome/zones',
  '/welcome/zones/1/2',
  '/welcome/nope',
  '/payment/12',
];

test.each(ROUTES.filter((entry) => entry.path !== '*').map((entry) => entry.path))(
  'the early match agrees with react-router matchPath for %s',
  (path) => {
    for (const pathname of addressesOf(path)) {
      expect(matchPath({ path, caseSensitive: false, end: true }, pathname), pathname).not.toBeNull();
      expect(screen(pathname), pathname).toBe(path);
    }
  },
);

test.each(everyAddress)('%s: the early match is the route react-router renders', (pathname) => {
  const matched = matchRoutes(routeObjects, pathname)?.at(-1)?.route.id;
  expect(screen(pathname)).toBe(matched);
});

test('no two entries share a path, and not-found is the last', () => {
  const paths = ROUTES.map((entry) => entry.path);
  expect(new Set(paths).size).toBe(paths.length);
  expect(paths.at(-1)).toBe('*');
});

test('every entry renders a component its module exports', async () => {
  for (const entry of ROUTES) {
    const module = (await entry.module.load()) as Record<string, unknown>;
    expect(['function', 'object'], `${entry.path}: ${entry.pick}`).toContain(typeof module[entry.pick]);
  }
});
