// @ts-check
// `npm run bench -- --nginx`: the pages measured as the image serves them: the
// production build behind the shipped nginx configuration, the API on another origin, through the
// same stack the nginx suite runs (scripts/serve-nginx-e2e.mjs: Debian's nginx, the render script,
// the stand-in gateways in front of the mock API). The app measured is the stack's field-data-off
// copy (port+3), the shipped default; the static copy is written into its web root.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HOST = '127.0.0.1';
/** How long the build (about a minute on a quiet machine) and nginx's start may take. */
const START_TIMEOUT_MS = 10 * 60_000;

/** @param {string} url */
async function answers(url) {
  try {
    const response = await fetch(url);
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the nginx stack on `port` (it takes port to port+3); with `skipBuild`, the stack's last
 * build (dist-nginx-<port>) is served again when there is one.
 * @param {{ port: number, skipBuild?: boolean }} options
 * @returns {Promise<{ appUrl: string, apiUrl: string, distDir: string, resetApi: () => void, close: () => Promise<void> }>}
 */
export async function startNginxStack({ port, skipBuild = false }) {
  const lastBuild = path.join(root, `dist-nginx-${port}`);
  const args = ['scripts/serve-nginx-e2e.mjs', '--port', String(port)];
  if (skipBuild && existsSync(path.join(lastBuild, 'index.html'))) args.push('--dist', lastBuild);
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  /** @type {Promise<{ on: string, off: string }>} */
  const webRoots = new Promise((resolve, reject) => {
    readline
      .createInterface({ input: /** @type {import('node:stream').Readable} */ (child.stdout) })
      .on('line', (line) => {
        const found = /^\[nginx-e2e\] web roots (.+)$/.exec(line);
        if (found) resolve(JSON.parse(found[1]));
        else console.log(line);
      });
    void exited.then((code) => reject(new Error(`the nginx stack stopped (exit ${code})`)));
  });
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    const roots = await webRoots;
    const appUrl = `http://${HOST}:${port + 3}`;
    const started = Date.now();
    while (!(await answers(`${appUrl}/welcome`))) {
      if (Date.now() - started > START_TIMEOUT_MS) throw new Error(`nginx did not answer at ${appUrl}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return {
      appUrl,
      apiUrl: `http://${HOST}:${port + 1}`,
      distDir: roots.off,
      // The landing's calls change nothing in the mock backend.
      resetApi: () => undefined,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
