// The production stack for playwright.nginx.config.ts, on local ports:
//   port     nginx (Debian's package) with the shipped deploy/ configuration, rendered by the
//            shipped deploy/render-runtime-config.sh exactly as the container entrypoint does
//   port+1   the stand-in gateways in front of the mock API (scripts/stand-in-gateway.mjs)
//   port+2   the mock API (scripts/mock-api-server.mjs, the mock backend's own handlers)
// The build is a plain production build (no mock code) whose API base points at port+1; the
// gateway addresses are given only at "container start" (the meta tag), which the journeys
// therefore prove. Installs nginx and its brotli_static module with apt-get when they are missing,
// as .ci/run does Chromium.
//
//   node scripts/serve-nginx-e2e.mjs --port 4192 [--api-timeout-ms 4000]
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMockApiServer } from './mock-api-server.mjs';
import { startStandInGateway } from './stand-in-gateway.mjs';
import { argValue } from './server-util.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';

const port = Number(argValue('--port', process.env.E2E_NGINX_PORT ?? '4192'));
const apiTimeoutMs = argValue('--api-timeout-ms', '4000');
const appOrigin = `http://${HOST}:${port}`;
const gatewayOrigin = `http://${HOST}:${port + 1}`;
const outDir = path.join(root, `dist-nginx-${port}`);

function log(message) {
  console.log(`[nginx-e2e] ${message}`);
}

function findNginx() {
  for (const candidate of [
    process.env.NGINX_BIN,
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/usr/bin/nginx',
  ]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

/** Debian's brotli_static module (package libnginx-mod-http-brotli-static). */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

function installNginx(packages) {
  log(`installing ${packages.join(' ')} with apt-get`);
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) =>
    execFileSync(sudo[0] ?? args[0], sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), {
      stdio: 'inherit',
      env,
    });
  run(['apt-get', 'update', '-q']);
  run(['apt-get', 'install', '-y', '-q', ...packages]);
}

function build() {
  log(`building the production bundle into ${path.relative(root, outDir)}`);
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  execFileSync(vite, ['build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      VITE_API_MOCKING: 'false',
      VITE_API_BASE_URL: gatewayOrigin,
      // Left empty on purpose: the runtime meta tag must supply them.
      VITE_TEYA_PAYMENT_URL: '',
      VITE_PAYMENT_REDIRECT_ORIGINS: '',
      VITE_SMS_DB_API_BASE_URL: '',
    },
  });
  // A production image never serves the mock service worker.
  rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
}

/** Lays the build out as the Dockerfile does and runs the shipped render script on it. */
function render(work) {
  const webRoot = path.join(work, 'html');
  const templates = path.join(work, 'templates');
  const conf = path.join(work, 'conf');
  cpSync(outDir, webRoot, { recursive: true });
  // The pristine pages (index.html and the prerendered ones) lie outside the web root.
  for (const page of readdirSync(webRoot).filter((name) => name.endsWith('.html')))
    renameSync(path.join(webRoot, page), path.join(work, page));
  cpSync(path.join(root, 'deploy', 'nginx'), templates, { recursive: true });
  mkdirSync(conf, { recursive: true });
  execFileSync('sh', [path.join(root, 'deploy', 'render-runtime-config.sh')], {
    stdio: 'inherit',
    env: {
      PATH: process.env.PATH,
      VITE_API_BASE_URL: gatewayOrigin,
      VITE_TEYA_PAYMENT_URL: `${gatewayOrigin}/mock-gateway/teya`,
      VITE_PAYMENT_REDIRECT_ORIGINS: gatewayOrigin,
      VITE_API_TIMEOUT_MS: apiTimeoutMs,
      VPA_LISTEN: `${HOST}:${port}`,
      VPA_BROTLI_STATIC: 'on',
      VPA_INDEX_TEMPLATE: path.join(work, 'index.html'),
      VPA_WEB_ROOT: webRoot,
      VPA_TEMPLATE_DIR: templates,
      VPA_SERVER_CONF: path.join(conf, 'default.conf'),
      VPA_HEADERS_CONF: path.join(conf, 'security-headers.conf'),
    },
  });
  // The http{} context the nginx image provides around conf.d/default.conf.
  const temp = path.join(work, 'temp');
  mkdirSync(temp, { recursive: true });
  const mainConf = path.join(work, 'nginx.conf');
  writeFileSync(
    mainConf,
    `load_module ${BROTLI_MODULE};
worker_processes 1;
daemon off;
pid ${path.join(work, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log off;
    client_body_temp_path ${temp}/body;
    proxy_temp_path ${temp}/proxy;
    fastcgi_temp_path ${temp}/fastcgi;
    uwsgi_temp_path ${temp}/uwsgi;
    scgi_temp_path ${temp}/scgi;
    include ${path.join(conf, 'default.conf')};
}
`,
  );
  // nginx workers run as an unprivileged user when started by root: they must read the tree.
  for (const dir of [work, webRoot]) chmodSync(dir, 0o755);
  spawnSync('chmod', ['-R', 'a+rX', work]);
  return mainConf;
}

async function main() {
  // The suite checks that the build's Brotli files are sent (VPA_BROTLI_STATIC=on), so the module
  // is installed with nginx as it would be on a server that serves them.
  const missing = [
    ...(findNginx() ? [] : ['nginx']),
    ...(existsSync(BROTLI_MODULE) ? [] : ['libnginx-mod-http-brotli-static']),
  ];
  if (missing.length) installNginx(missing);
  const nginxBin = findNginx();
  if (!nginxBin || !existsSync(BROTLI_MODULE))
    throw new Error(`nginx or its brotli_static module (${BROTLI_MODULE}) could not be installed`);
  build();
  const work = mkdtempSync(path.join(os.tmpdir(), `vpa-nginx-${port}-`));
  const mainConf = render(work);

  const api = await startMockApiServer({ port: port + 2, host: HOST, appOrigin });
  const gateway = await startStandInGateway({ port: port + 1, host: HOST, apiUrl: api.url });
  const nginx = spawn(nginxBin, ['-p', `${work}/`, '-c', mainConf], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  log(`app ${appOrigin}, API and gateways ${gatewayOrigin}, mock API ${api.url}`);

  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    // Whatever hangs on the way out (a keep-alive socket), the ports must be free for the next run.
    setTimeout(() => process.exit(code), 3000).unref();
    if (nginx.exitCode === null) nginx.kill('SIGQUIT');
    await Promise.allSettled([gateway.close(), api.close()]);
    rmSync(work, { recursive: true, force: true });
    process.exit(code);
  };
  nginx.on('exit', (code) => {
    if (!stopping) {
      console.error(`[nginx-e2e] nginx exited with ${code}`);
      void stop(1);
    }
  });
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error('[nginx-e2e]', error);
  process.exit(1);
});
