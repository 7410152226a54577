// @ts-check
// Debian's Chromium on a closed network, for the e2e suites and the benchmark alike: without the
// background-networking flags it keeps dialling Google, which Lighthouse would count against a page.
export const SYSTEM_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
