// Ports for the servers the tests start. No imports: unit-tested in tests/e2e/ports.test.ts.

/**
 * The Fetch standard's "bad ports" above 1023: browsers and Node's fetch refuse to connect to them,
 * so a server there cannot be reached by the tests (an E2E_PORT of 4300 would put an API on 6000).
 */
const BAD_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697,
  10080,
]);

/** `port`, or the next one a browser and Node's fetch will connect to. */
export function reachablePort(port: number): number {
  let candidate = port;
  while (BAD_PORTS.has(candidate)) candidate += 1;
  return candidate;
}
