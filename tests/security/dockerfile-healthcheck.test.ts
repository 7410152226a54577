// The image's HEALTHCHECK, run as Docker runs it (`/bin/sh -c` with the container's environment),
// with a stand-in `wget` that records the address it was asked for: it must ask the port nginx
// listens on, which VPA_LISTEN sets (deploy/render-runtime-config.sh), not a fixed 8080. The
// command uses only POSIX shell (case, parameter expansion), which the image's BusyBox sh runs too.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dockerfile = readFileSync(path.resolve(import.meta.dirname, '../../deploy/Dockerfile'), 'utf8');
/** The shell form of the HEALTHCHECK's command, as Docker hands it to `/bin/sh -c`. */
const command = /^HEALTHCHECK\b.*?\bCMD (.+)$/m.exec(dockerfile)?.[1] ?? '';

function askedFor(env: Record<string, string>): string {
  const bin = mkdtempSync(path.join(tmpdir(), 'vpa-healthcheck-'));
  const log = path.join(bin, 'asked');
  writeFileSync(
    path.join(bin, 'wget'),
    `#!/bin/sh\nfor a in "$@"; do last="$a"; done\necho "$last" > '${log}'\n`,
  );
  chmodSync(path.join(bin, 'wget'), 0o755);
  execFileSync('/bin/sh', ['-c', command], { env: { PATH: `${bin}:/usr/bin:/bin`, ...env } });
  return readFileSync(log, 'utf8').trim();
}

test('the image has a shell-form HEALTHCHECK', () => {
  expect(command).not.toBe('');
});

test.each([
  [{}, 'http://127.0.0.1:8080/'],
  [{ VPA_LISTEN: '8080' }, 'http://127.0.0.1:8080/'],
  [{ VPA_LISTEN: '9090' }, 'http://127.0.0.1:9090/'],
  [{ VPA_LISTEN: '127.0.0.1:4192' }, 'http://127.0.0.1:4192/'],
  [{ VPA_LISTEN: '0.0.0.0:8443' }, 'http://127.0.0.1:8443/'],
  // nginx listens on that address alone: the check must ask there.
  [{ VPA_LISTEN: '10.1.2.3:8080' }, 'http://10.1.2.3:8080/'],
])('with %o it asks %s', (env, url) => {
  expect(askedFor(env)).toBe(url);
});
