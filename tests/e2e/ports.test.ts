// @vitest-environment node
import { expect, test } from 'vitest';
import { reachablePort } from '../../e2e/ports';

test('a port browsers and fetch refuse is moved to the next one they connect to', () => {
  expect(reachablePort(4300)).toBe(4300);
  expect(reachablePort(6000)).toBe(6001);
  // A run of refused ports is skipped whole.
  expect(reachablePort(6665)).toBe(6670);
});
