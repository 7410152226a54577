// @ts-check
// The production stack for playwright.nginx.config.ts, on local ports:
//   port     nginx (Debian's package) with the image's configuration: deploy/nginx/nginx.conf and
//            the server block the shipped deploy/render-runtime-config.sh renders, exactly as the
//            container entrypoint does, over the image's file layout under a private directory
//   port+1   the stand-in gateways in front of the mock API (scripts/stand-in-gateway.mjs)
//   port+2   the mock API (scripts/mock-api-server.mjs, the mock backend's own handlers)
//   port+3   the same app with field data off (the shipped default), in the same nginx: the stack
//            on `port` has it on (VITE_FIELD_DATA=on, docs/decisions/021), so that its journeys'
//            beacons are written to fieldLogPath(port) (e2e/security/field-data.spec.ts reads it)
// The build is a plain production build (no mock code, no API address in it): every address is
// given only at "container start" (the meta tag), which the journeys therefore prove. It is the
// one given with --dist (or E2E_DIST), else one built here into dist-nginx-<port>. Installs nginx
// with apt-get when it is missing, as .ci/run does Chromium.
//
// What still differs from the image (deploy/README.md, "Tested how"): nginx 1.22 (Debian) instead
// of 1.27 (every directive used is older than both), and the lines of nginx.conf a test run must
// change (paths, user, temporary files; see patchMainConf).
//
// The access log, in the shipped format, goes to accessLogPath(port), and the error log, at the
// shipped level, to errorLogPath(port) (e2e/security/server-log.spec.ts reads both); they start
// empty with every run and are removed when the stack stops. The stack on `port` trusts the client
// address a load balancer at 127.0.0.4 names (VPA_TRUSTED_PROXIES; e2e/security/field-data.spec.ts).
// stackFilePath(port) tells the specs how to restart the app on port+3 with another configuration
// (the render's variables, nginx's process id; e2e/security/runtime-config-update.spec.ts).
//
//   node scripts/serve-nginx-e2e.mjs --port 4192 [--dist dist] [--api-timeout-ms 4000]
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startMockApiServer } from './mock-api-server.mjs';
import { startStandInGateway } from './stand-in-gateway.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.E2E_NGINX_PORT ?? '4192' },
    'api-timeout-ms': { type: 'string', default: '4000' },
    dist: { type: 'string' },
  },
});
const port = Number(args.port);
const apiTimeoutMs = args['api-timeout-ms'];
const givenDist = args.dist ?? process.env.E2E_DIST;
const appOrigin = `http://${HOST}:${port}`;
const gatewayOrigin = `http://${HOST}:${port + 1}`;
const outDir = givenDist ? path.resolve(root, givenDist) : path.join(root, `dist-nginx-${port}`);
const accessLog = accessLogPath(port);
const errorLog = path.join(os.tmpdir(), `vpa-nginx-error-${port}.log`);
const stackFile = path.join(os.tmpdir(), `vpa-nginx-stack-${port}.json`);
const fieldLog = path.join(os.tmpdir(), `vpa-nginx-field-${port}.log`);

/**
 * Where the run of `port` writes nginx's access log (e2e/security/server-log.spec.ts computes the
 * same path: importing this file would start a stack). Outside the run's own directory, whose name
 * is random, but named like it (patchMainConf's check).
 * @param {number} forPort
 */
function accessLogPath(forPort) {
  return path.join(os.tmpdir(), `vpa-nginx-access-${forPort}.log`);
}

/** @param {string} message */
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

function installNginx() {
  log('installing nginx with apt-get');
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  /** @param {string[]} command */
  const run = ([bin, ...rest]) =>
    execFileSync(sudo[0] ?? bin, sudo.length ? [...sudo.slice(1), bin, ...rest] : rest, {
      stdio: 'inherit',
      env,
    });
  run(['apt-get', 'update', '-q']);
  run(['apt-get', 'install', '-y', '-q', 'nginx']);
}

/** A production build as deploy/Dockerfile makes one: mocking off, no address baked in. */
function build() {
  log(`building the production bundle into ${path.relative(root, outDir)}`);
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  execFileSync(vite, ['build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      // Empty on purpose (and over any .env.local): the runtime meta tag must supply them.
      VITE_API_MOCKING: 'false',
      VITE_API_BASE_URL: '',
      VITE_TEYA_PAYMENT_URL: '',
      VITE_PAYMENT_REDIRECT_ORIGINS: '',
      VITE_SMS_DB_API_BASE_URL: '',
      VITE_API_TIMEOUT_MS: '',
    },
  });
}

/** The image's paths (deploy/Dockerfile), under `work`. */
const imagePaths = (/** @type {string} */ work) => ({
  webRoot: path.join(work, 'usr/share/nginx/html'),
  pristine: path.join(work, 'usr/share/nginx/vpa'),
  templates: path.join(work, 'etc/nginx/vpa-templates'),
  serverConf: path.join(work, 'etc/nginx/conf.d/default.conf'),
  headersConf: path.join(work, 'etc/nginx/vpa/security-headers.conf'),
  mainConf: path.join(work, 'etc/nginx/nginx.conf'),
});

/**
 * deploy/nginx/nginx.conf as a test run can start it: every absolute path under `work`, no `user`
 * (nginx started by root runs its workers as nobody, who can read the tree), and temporary files
 * under `work` (the compiled-in paths need root). Each change must find its line, so a changed
 * nginx.conf cannot slip past the suite.
 * @param {string} text
 * @param {string} work
 */
function patchMainConf(text, work) {
  /** @type {[RegExp, (match: string, ...groups: string[]) => string][]} */
  const changes = [
    [/^user\s+\S+;\n/m, () => ''],
    // The image links its log files to the container's output; nginx cannot open a socket by
    // that path (Playwright's pipes), so the error log (at its shipped level) and the access log
    // (in its shipped format) go to files the specs read.
    [/^(error_log\s+)\/\S+/m, (_, directive) => `${directive}${errorLog}`],
    [/^(pid\s+)(\/\S+)/m, (_, directive, file) => `${directive}${work}${file}`],
    // The field data sink's socket (render's VPA_FIELD_SOCKET names the same path).
    [/^(\s+listen\s+unix:)(\/\S+)(;)/m, (_, directive, file, end) => `${directive}${work}${file}${end}`],
    [/^(\s+access_log\s+)\/\S+(\s+\w+;)/m, (_, directive, format) => `${directive}${accessLog}${format}`],
    [
      /^(\s+include\s+)(\/etc\/nginx\/conf\.d\/\*\.conf;)$/m,
      (_, directive, file) =>
        ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
          .map((kind) => `    ${kind === 'body' ? 'client_body' : kind}_temp_path ${work}/temp/${kind};\n`)
          .join('') + `${directive}${work}${file}`,
    ],
  ];
  let patched = text;
  for (const [pattern, replacement] of changes) {
    if (!pattern.test(patched)) throw new Error(`deploy/nginx/nginx.conf has no line ${pattern}`);
    patched = patched.replace(pattern, replacement);
  }
  const outside = /(?:^|\s)(\/(?!\S*vpa-nginx-)\S+)/m.exec(patched.replace(/#.*$/gm, ''));
  if (outside) throw new Error(`deploy/nginx/nginx.conf names a path the test cannot move: ${outside[1]}`);
  return patched;
}

/** Lays the build out as the Dockerfile does and runs the shipped render script on it. */
function render(/** @type {string} */ work) {
  const paths = imagePaths(work);
  // COPY --from=build /app/dist /usr/share/nginx/html (without the mock worker, as the Dockerfile).
  cpSync(outDir, paths.webRoot, { recursive: true });
  rmSync(path.join(paths.webRoot, 'mockServiceWorker.js'), { force: true });
  // The pristine pages (index.html and the prerendered ones) lie outside the web root.
  mkdirSync(paths.pristine, { recursive: true });
  for (const page of readdirSync(paths.webRoot).filter((name) => name.endsWith('.html')))
    renameSync(path.join(paths.webRoot, page), path.join(paths.pristine, page));
  mkdirSync(paths.templates, { recursive: true });
  for (const file of [
    'nginx/default.conf.template',
    'nginx/security-headers.conf.template',
    'config-defaults.json',
  ])
    cpSync(path.join(root, 'deploy', file), path.join(paths.templates, path.basename(file)));
  mkdirSync(path.dirname(paths.serverConf), { recursive: true });
  writeFileSync(
    paths.mainConf,
    patchMainConf(readFileSync(path.join(root, 'deploy/nginx/nginx.conf'), 'utf8'), work),
  );
  mkdirSync(path.join(work, 'var/run'), { recursive: true });
  mkdirSync(path.join(work, 'temp'), { recursive: true });

  // The same app with field data off, on port+3: its own web root (index.html carries the
  // configuration) and server block, rendered by the same script.
  const offRoot = path.join(work, 'usr/share/nginx/html-field-off');
  cpSync(paths.webRoot, offRoot, { recursive: true });
  const offRender = renderEnv(paths, {
    VITE_FIELD_DATA: 'off',
    VPA_LISTEN: `${HOST}:${port + 3}`,
    VPA_WEB_ROOT: offRoot,
    VPA_SERVER_CONF: path.join(path.dirname(paths.serverConf), 'field-data-off.conf'),
    VPA_HEADERS_CONF: path.join(path.dirname(paths.headersConf), 'security-headers-field-data-off.conf'),
  });
  runRender(offRender);
  runRender(renderEnv(paths, { VITE_FIELD_DATA: 'on', VPA_TRUSTED_PROXIES: '127.0.0.4' }));
  // nginx workers run as an unprivileged user when started by root: they must read the tree.
  chmodSync(work, 0o755);
  spawnSync('chmod', ['-R', 'a+rX', work]);
  return { mainConf: paths.mainConf, webRoots: { on: paths.webRoot, off: offRoot }, offRender };
}

/**
 * The environment of the shipped render script over the image's layout under `work`, as the
 * entrypoint runs it.
 * @param {ReturnType<typeof imagePaths>} paths
 * @param {Record<string, string>} overrides
 * @returns {Record<string, string>}
 */
function renderEnv(paths, overrides) {
  const work = path.resolve(paths.mainConf, '../../..');
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    VPA_FIELD_LOG: fieldLog,
    VPA_FIELD_SOCKET: path.join(work, 'var/run/nginx-vpa-field.sock'),
    VITE_API_BASE_URL: gatewayOrigin,
    VITE_TEYA_PAYMENT_URL: `${gatewayOrigin}/mock-gateway/teya`,
    VITE_PAYMENT_REDIRECT_ORIGINS: gatewayOrigin,
    VITE_API_TIMEOUT_MS: apiTimeoutMs,
    VPA_LISTEN: `${HOST}:${port}`,
    VPA_INDEX_TEMPLATE: path.join(paths.pristine, 'index.html'),
    VPA_WEB_ROOT: paths.webRoot,
    VPA_TEMPLATE_DIR: paths.templates,
    VPA_SERVER_CONF: paths.serverConf,
    VPA_HEADERS_CONF: paths.headersConf,
    VPA_CONFIG_DEFAULTS: path.join(paths.templates, 'config-defaults.json'),
    ...overrides,
  };
}

/** The shipped render script with `env`. */
function runRender(/** @type {Record<string, string>} */ env) {
  execFileSync('sh', [path.join(root, 'deploy', 'render-runtime-config.sh')], { stdio: 'inherit', env });
}

async function main() {
  if (!findNginx()) installNginx();
  const nginxBin = findNginx();
  if (!nginxBin) throw new Error('nginx could not be installed');
  if (givenDist) {
    if (!existsSync(path.join(outDir, 'index.html')))
      throw new Error(`--dist ${givenDist}: no production build there (no index.html)`);
    log(`serving the production build ${path.relative(root, outDir) || outDir}`);
  } else build();
  const work = mkdtempSync(path.join(os.tmpdir(), `vpa-nginx-${port}-`));
  rmSync(errorLog, { force: true });
  const { mainConf, webRoots, offRender } = render(work);
  rmSync(accessLog, { force: true });
  rmSync(fieldLog, { force: true });

  const api = await startMockApiServer({ port: port + 2, host: HOST, appOrigin });
  const gateway = await startStandInGateway({ port: port + 1, host: HOST, apiUrl: api.url });
  // As the image's CMD starts it.
  const nginx = spawn(nginxBin, ['-p', `${work}/`, '-c', mainConf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  log(`app ${appOrigin}, API and gateways ${gatewayOrigin}, mock API ${api.url}`);
  // A spec restarts the app on port+3 with another configuration as a container restart does: the
  // render script with other variables, then nginx reloads its configuration (SIGHUP to this pid).
  writeFileSync(stackFile, JSON.stringify({ nginxPid: nginx.pid, offRender }));
  // Read by `npm run bench -- --nginx` (scripts/bench/serve-nginx.mjs), which writes its static copy there.
  log(`web roots ${JSON.stringify(webRoots)}`);

  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    // Whatever hangs on the way out (a keep-alive socket), the ports must be free for the next run.
    setTimeout(() => process.exit(code), 3000).unref();
    if (nginx.exitCode === null) nginx.kill('SIGQUIT');
    await Promise.allSettled([gateway.close(), api.close()]);
    rmSync(work, { recursive: true, force: true });
    for (const file of [accessLog, errorLog, fieldLog, stackFile]) rmSync(file, { force: true });
    process.exit(code);
  };
  nginx.on('exit', (code) => {
    if (!stopping) {
      console.error(`[nginx-e2e] nginx exited with ${code}`);
      if (existsSync(errorLog))
        console.error(readFileSync(errorLog, 'utf8').split('\n').slice(-20).join('\n'));
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
