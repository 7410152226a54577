// @vitest-environment node
import path from 'node:path';
import { buildEarlyZoneScript } from '../../vite/early-zone-plugin';

// The QR landing's early data script as the build writes it (vite/early-zone-plugin.ts): one small
// classic script with no imports (it shares no chunk with the app), that writes nothing into the
// DOM (Trusted Types) and asks for the landing's two endpoints.
const root = path.resolve(import.meta.dirname, '../..');

test('the early data script is one small self-contained classic script', async () => {
  const source = await buildEarlyZoneScript({ root, env: { MODE: 'production', PROD: true, DEV: false } });
  expect(source).not.toMatch(/\bimport\s*[({"'`]|\bexport\s/);
  expect(source).toContain('/sms-api/vpa/vpa-zone-status');
  expect(source).toContain('/sms-api/vpa/vpa-footer-data');
  expect(source).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\(|new Function/);
  // A few hundred bytes of our own plus the shared configuration checks: far below 4 KiB.
  expect(source.length).toBeLessThan(4096);
});
