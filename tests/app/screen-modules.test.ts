import { screenPathOf } from '@/app/screen-modules';

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
])('%s opens the screen of %s', (pathname, screen) => {
  expect(screenPathOf(pathname)).toBe(screen);
});

test('a trailing slash and the letter case do not matter, as in the router', () => {
  expect(screenPathOf('/hourly/')).toBe('/hourly');
  expect(screenPathOf('/Parking-Fine')).toBe('/parking-fine');
  expect(screenPathOf('/welcome/zones/7/')).toBe('/welcome/zones/:cityId');
});

test.each(['/nope', '/hourly/extra', '/welcome/zones', '/welcome/zones/', '/welcome/zones/1/2'])(
  '%s is the not-found page',
  (pathname) => {
    expect(screenPathOf(pathname)).toBe('*');
  },
);
