// deploy/render-runtime-config.sh, run as the container runs it, in a fresh folder per test: for
// tests/security/deploy-config.test.ts and tests/config/config-values.test.ts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
const script = path.join(root, 'deploy', 'render-runtime-config.sh');
export const INDEX = `<!doctype html>
<html lang="hr">
  <head>
    <meta charset="UTF-8" />
    <title>VPA</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A work folder with the index.html template, made before and removed after each test. */
export function renderFolder() {
  const folder = { work: '' };
  beforeEach(() => {
    folder.work = mkdtempSync(path.join(os.tmpdir(), 'vpa-render-'));
    writeFileSync(path.join(folder.work, 'index.template.html'), INDEX);
    mkdirSync(path.join(folder.work, 'html'));
  });
  afterEach(() => rmSync(folder.work, { recursive: true, force: true }));

  /** Runs the script with only these variables (and PATH) in its environment. */
  function render(
    env: Record<string, string>,
    { shell = 'sh', PATH = process.env.PATH ?? '/usr/bin:/bin' } = {},
  ) {
    const { work } = folder;
    return spawnSync(shell, [script], {
      encoding: 'utf8',
      env: {
        PATH,
        VPA_INDEX_TEMPLATE: path.join(work, 'index.template.html'),
        VPA_WEB_ROOT: path.join(work, 'html'),
        VPA_TEMPLATE_DIR: path.join(root, 'deploy', 'nginx'),
        VPA_SERVER_CONF: path.join(work, 'conf', 'default.conf'),
        VPA_HEADERS_CONF: path.join(work, 'conf', 'security-headers.conf'),
        VPA_CONFIG_DEFAULTS: path.join(root, 'deploy', 'config-defaults.json'),
        VPA_FIELD_LOG: path.join(work, 'field.log'),
        VPA_FIELD_SOCKET: path.join(work, 'field.sock'),
        ...env,
      },
    });
  }

  /** The index.html the script wrote. */
  function renderedIndex(): Document {
    return new DOMParser().parseFromString(
      readFileSync(path.join(folder.work, 'html', 'index.html'), 'utf8'),
      'text/html',
    );
  }

  return { folder, render, renderedIndex };
}
