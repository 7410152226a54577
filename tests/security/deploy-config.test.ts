// deploy/render-runtime-config.sh, run as the container runs it: what it writes into index.html and
// the nginx configuration, and what it refuses.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PAYMENT_REDIRECT_ORIGINS, readRuntimeConfig, resolveConfig } from '@/lib/config';
import { CSP_NONCE_PLACEHOLDER } from '@/lib/csp-nonce';
import { RUNTIME_CONFIG_MARKER } from '../../vite/service-worker-plugin';
import { INDEX, renderFolder, root } from '../config/render-runtime-config';

const { folder, render, renderedIndex } = renderFolder();
let work: string;
beforeEach(() => {
  work = folder.work;
});

const headers = () => readFileSync(path.join(work, 'conf', 'security-headers.conf'), 'utf8');
const csp = () => /Content-Security-Policy "([^"]+)"/.exec(headers())?.[1] ?? '';

/** The body of the first block that starts with `start` (one level of nested braces). */
const blockOf = (conf: string, start: string) => {
  const from = conf.indexOf(`${start} {`);
  expect(from, start).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let i = conf.indexOf('{', from); i < conf.length; i += 1) {
    if (conf[i] === '{') depth += 1;
    else if (conf[i] === '}' && --depth === 0) return conf.slice(from, i + 1);
  }
  return conf.slice(from);
};

const production = {
  VITE_API_BASE_URL: 'https://api.example.hr/vpa/',
  VITE_SMS_DB_API_BASE_URL: 'https://smsdb.example.hr',
  VITE_TEYA_PAYMENT_URL: 'https://securepay.borgun.is/securepay/default.aspx',
  VITE_PAYMENT_REDIRECT_ORIGINS: 'https://ecommerce.worldline-solutions.com, https://secure.ogone.com/',
  VITE_API_TIMEOUT_MS: '8000',
};
/** The one value a start cannot do without: where the card form is posted. */
const teyaOnly = { VITE_TEYA_PAYMENT_URL: production.VITE_TEYA_PAYMENT_URL };

test('writes the configuration into index.html, where the app reads it back unchanged', () => {
  const run = render(production);
  expect(run.status, run.stderr).toBe(0);
  const runtime = readRuntimeConfig(renderedIndex());
  expect(runtime).toEqual({
    apiBaseUrl: 'https://api.example.hr/vpa',
    smsDbApiBaseUrl: 'https://smsdb.example.hr',
    teyaPaymentUrl: 'https://securepay.borgun.is/securepay/default.aspx',
    paymentRedirectOrigins: ['https://ecommerce.worldline-solutions.com', 'https://secure.ogone.com'],
    apiTimeoutMs: 8000,
    fieldData: false,
  });
  // Every value survives the app's own checks: page and policy agree.
  const config = resolveConfig({ runtime, env: {}, pageOrigin: null });
  expect(config).toMatchObject(runtime);
});

test('writes the same configuration into every prerendered page beside the template', () => {
  writeFileSync(
    path.join(work, 'welcome.html'),
    INDEX.replace('<title>VPA</title>', '<title>Welcome</title>'),
  );
  expect(render(production).status).toBe(0);
  const welcome = readFileSync(path.join(work, 'html', 'welcome.html'), 'utf8');
  expect(welcome).toContain('<title>Welcome</title>');
  expect(welcome).toContain(`<meta name="csp-nonce" content="${CSP_NONCE_PLACEHOLDER}">`);
  expect(readRuntimeConfig(new DOMParser().parseFromString(welcome, 'text/html'))).toEqual(
    readRuntimeConfig(renderedIndex()),
  );
  // The template itself is not served under its own name.
  expect(existsSync(path.join(work, 'html', 'index.template.html'))).toBe(false);
});

test("puts the configuration before the head's first script, so the language guard can read it", () => {
  const guard = '<script src="/assets/language-guard-g.js"></script>';
  writeFileSync(
    path.join(work, 'landing.html'),
    INDEX.replace('<title>VPA</title>', `<title>VPA</title>\n    <style>a{}</style>\n    ${guard}`),
  );
  expect(render(production).status).toBe(0);
  const landing = readFileSync(path.join(work, 'html', 'landing.html'), 'utf8');
  const at = (text: string) => landing.indexOf(text);
  expect(at('<meta charset="UTF-8" />')).toBeLessThan(at('<meta name="vpa-config"'));
  expect(at('<meta name="vpa-config"')).toBeLessThan(at(guard));
  expect(at('<style>a{}</style>')).toBeLessThan(at('<meta name="vpa-config"'));
  // A page without a script in its head gets it before </head>.
  writeFileSync(path.join(work, 'index.template.html'), INDEX.replace(/\s*<script[^>]*><\/script>/, ''));
  expect(render(production).status).toBe(0);
  const index = readFileSync(path.join(work, 'html', 'index.html'), 'utf8');
  expect(index.indexOf('<meta name="vpa-config"')).toBeLessThan(index.indexOf('</head>'));
  expect(index.indexOf('<meta name="vpa-config"')).toBeGreaterThan(index.indexOf('<title>'));
});

test('opens the connection to an API on another origin early, and to none on the same origin', () => {
  expect(render(production).status).toBe(0);
  const links = () =>
    [...renderedIndex().querySelectorAll('link[rel="preconnect"]')].map((l) => l.getAttribute('href'));
  expect(links()).toEqual(['https://api.example.hr']);
  expect(renderedIndex().querySelector('link[rel="preconnect"]')?.hasAttribute('crossorigin')).toBe(true);
  expect(render(teyaOnly).status).toBe(0);
  expect(links()).toEqual([]);
});

test('adds the nonce placeholder and keeps <meta charset> first, with no inline script', () => {
  expect(render(production).status).toBe(0);
  const html = readFileSync(path.join(work, 'html', 'index.html'), 'utf8');
  expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('vpa-config'));
  // The app's placeholder (src/lib/csp-nonce.ts): the one the landing's own <style> carries too.
  expect(html).toContain(`<meta name="csp-nonce" content="${CSP_NONCE_PLACEHOLDER}">`);
  expect(renderedIndex().querySelectorAll('script:not([src])')).toHaveLength(0);
});

test('the policy allows exactly the configured API and Teya origins', () => {
  expect(render(production).status).toBe(0);
  const policy = csp();
  expect(policy).toContain("default-src 'none'");
  // Scripts from the page's own files and the one inline script with this response's nonce (the
  // prerendered pages' language guard, docs/decisions/038); WebAssembly may compile (the QR
  // scanner's decoder, docs/decisions/018), JavaScript eval may not.
  expect(policy).toContain("script-src 'self' 'nonce-$request_id' 'wasm-unsafe-eval';");
  expect(policy).toContain("style-src 'self' 'nonce-$request_id';");
  expect(policy).toContain("connect-src 'self' https://api.example.hr https://smsdb.example.hr;");
  expect(policy).toContain("form-action 'self' https://securepay.borgun.is;");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain("'unsafe-eval'");
  expect(headers()).toContain('Strict-Transport-Security "max-age=31536000"');
  // No Referer carries a page's path or query (where a plate, a fine or an order lies): the pages
  // send their origin alone, the files and answers that need none send nothing.
  expect(headers()).toContain('add_header Referrer-Policy $vpa_referrer_policy always;');
  const conf = readFileSync(path.join(work, 'conf', 'default.conf'), 'utf8');
  expect(conf).toMatch(/^ {4}set \$vpa_referrer_policy "strict-origin";$/m);
  const policies = [...conf.matchAll(/\$vpa_referrer_policy "([^"]+)"/g)].map((match) => match[1]);
  expect(new Set(policies)).toEqual(new Set(['strict-origin', 'no-referrer']));
  for (const location of ['location /assets/', 'location = /sw.js', 'location = /_vpa/field'])
    expect(blockOf(conf, location)).toContain('set $vpa_referrer_policy "no-referrer";');
  expect(headers()).toContain('X-Content-Type-Options "nosniff"');
  expect(headers()).toContain('Permissions-Policy');
  // The camera for the scanner, on this origin only; the other powerful features stay off.
  const permissions = /Permissions-Policy "([^"]+)"/.exec(headers())?.[1] ?? '';
  expect(permissions).toContain('camera=(self)');
  expect(permissions).toContain('microphone=()');
  expect(permissions).toContain('geolocation=()');
});

test("the scanner's official origins are written when set, and checked", () => {
  expect(
    render({ ...production, VITE_OFFICIAL_ORIGINS: 'https://vpa.example.com, https://parking.example.hr/' })
      .status,
  ).toBe(0);
  const runtime = readRuntimeConfig(renderedIndex());
  expect(runtime.officialOrigins).toEqual(['https://vpa.example.com', 'https://parking.example.hr']);
  expect(resolveConfig({ runtime, env: {}, pageOrigin: null }).officialOrigins).toEqual(
    runtime.officialOrigins,
  );
  // Unset: no key, the page's own origin only.
  expect(render(production).status).toBe(0);
  expect(readRuntimeConfig(renderedIndex())).not.toHaveProperty('officialOrigins');
});

test("with only the Teya page named: same-origin API and Worldline's production origins, as the app has them", () => {
  expect(render(teyaOnly).status).toBe(0);
  const runtime = readRuntimeConfig(renderedIndex());
  expect(runtime).toEqual({
    apiBaseUrl: '',
    smsDbApiBaseUrl: '',
    teyaPaymentUrl: teyaOnly.VITE_TEYA_PAYMENT_URL,
    paymentRedirectOrigins: [...DEFAULT_PAYMENT_REDIRECT_ORIGINS],
    fieldData: false,
  });
  expect(csp()).toContain("connect-src 'self';");
  expect(csp()).toContain("form-action 'self' https://securepay.borgun.is;");
});

// Card payments must never go to Teya's test page (or anywhere) because a variable was forgotten.
test.each([
  ['is not set', undefined],
  ['is empty', ''],
  ['is blank', '   '],
])('refuses to start when VITE_TEYA_PAYMENT_URL %s, and says so', (_, value) => {
  const { VITE_TEYA_PAYMENT_URL: _teya, ...withoutTeya } = production;
  const run = render(value === undefined ? withoutTeya : { ...withoutTeya, VITE_TEYA_PAYMENT_URL: value });
  expect(run.status).not.toBe(0);
  expect(run.stderr).toMatch(/^vpa-render-runtime-config: VITE_TEYA_PAYMENT_URL is not set/m);
  expect(existsSync(path.join(work, 'html', 'index.html'))).toBe(false);
  expect(existsSync(path.join(work, 'conf', 'default.conf'))).toBe(false);
  // With nothing configured at all, the same.
  expect(render({}).stderr).toMatch(/VITE_TEYA_PAYMENT_URL is not set/);
});

test('a Teya address in the defaults file does not stand in for the variable', () => {
  const defaults = path.join(work, 'defaults.json');
  writeFileSync(
    defaults,
    JSON.stringify(
      {
        teyaPaymentUrl: 'https://test.borgun.is/securepay/default.aspx',
        paymentRedirectOrigins: 'https://wl.example.hr',
      },
      null,
      2,
    ),
  );
  const run = render({ VPA_CONFIG_DEFAULTS: defaults });
  expect(run.status).not.toBe(0);
  expect(run.stderr).toMatch(/VITE_TEYA_PAYMENT_URL is not set/);
});

test.each([
  ['VITE_API_BASE_URL', 'javascript:alert(1)'],
  ['VITE_API_BASE_URL', 'https://api.example.hr/"><script>alert(1)</script>'],
  ['VITE_API_BASE_URL', "https://api.example.hr; script-src 'unsafe-inline'"],
  ['VITE_API_BASE_URL', 'https://user:pw@api.example.hr'],
  ['VITE_API_BASE_URL', 'https://api.example.hr/$request_id'],
  ['VITE_API_BASE_URL', '//evil.example'],
  ['VITE_SMS_DB_API_BASE_URL', 'ftp://smsdb.example.hr'],
  ['VITE_TEYA_PAYMENT_URL', 'http://gateway.example/pay'],
  ['VITE_TEYA_PAYMENT_URL', 'https://gateway.example/pay?x=1&y=2'],
  ['VITE_TEYA_PAYMENT_URL', 'https://gateway.example|evil'],
  ['VITE_PAYMENT_REDIRECT_ORIGINS', 'http://ecommerce.worldline-solutions.com'],
  ['VITE_PAYMENT_REDIRECT_ORIGINS', 'https://a.example, *'],
  ['VITE_PAYMENT_REDIRECT_ORIGINS', 'https://a.example/path'],
  ['VITE_PAYMENT_REDIRECT_ORIGINS', ' , '],
  ['VITE_OFFICIAL_ORIGINS', 'http://parking.example.hr'],
  ['VITE_OFFICIAL_ORIGINS', 'https://parking.example.hr/?z=RI-Z1'],
  ['VITE_OFFICIAL_ORIGINS', 'https://a.example, *'],
  ['VITE_OFFICIAL_ORIGINS', 'https://a.example"><script>alert(1)</script>'],
  ['VITE_OFFICIAL_ORIGINS', ' , '],
  ['VITE_API_TIMEOUT_MS', '10'],
  ['VITE_API_TIMEOUT_MS', '5s'],
  ['VPA_LISTEN', '8080; include /etc/passwd'],
  ['VPA_HSTS_MAX_AGE', '1; preload'],
  ['VPA_BROTLI_STATIC', 'yes'],
  ['VPA_BROTLI_STATIC', 'on; include /etc/passwd'],
])('refuses to start with %s=%j', (name, value) => {
  const run = render({ ...production, [name]: value });
  expect(run.status).not.toBe(0);
  expect(run.stderr).toMatch(/vpa-render-runtime-config/);
  expect(existsSync(path.join(work, 'html', 'index.html'))).toBe(false);
});

test("hashed assets go out as compressed at build time with gzip, the image's nginx having no Brotli", () => {
  expect(render(production).status).toBe(0);
  const conf = readFileSync(path.join(work, 'conf', 'default.conf'), 'utf8');
  const assetsBlock = /location \/assets\/ \{([^}]*)\}/.exec(conf)?.[1] ?? '';
  expect(assetsBlock).toMatch(/^\s*gzip_static on;$/m);
  // nginx refuses a directive it does not know: the official image would not start.
  expect(conf).not.toMatch(/^\s*brotli/m);
  expect(conf).not.toMatch(/@@[A-Z_]+@@/);
});

test('the defaults come from deploy/config-defaults.json, the file the app imports too', () => {
  const defaults = path.join(work, 'defaults.json');
  writeFileSync(
    defaults,
    JSON.stringify({ paymentRedirectOrigins: 'https://wl.example.hr', apiTimeoutMs: 9000 }, null, 2),
  );
  expect(render({ ...teyaOnly, VPA_CONFIG_DEFAULTS: defaults }).status).toBe(0);
  expect(readRuntimeConfig(renderedIndex())).toMatchObject({
    teyaPaymentUrl: teyaOnly.VITE_TEYA_PAYMENT_URL,
    paymentRedirectOrigins: ['https://wl.example.hr'],
  });
  // A missing or unreadable file stops the start.
  expect(render({ ...teyaOnly, VPA_CONFIG_DEFAULTS: path.join(work, 'none.json') }).status).not.toBe(0);
  writeFileSync(defaults, '{}');
  expect(render({ ...teyaOnly, VPA_CONFIG_DEFAULTS: defaults }).status).not.toBe(0);
});

test('a template without </head> is an error, not a page without configuration', () => {
  writeFileSync(path.join(work, 'index.template.html'), '<html><body></body></html>');
  expect(render(production).status).not.toBe(0);
});

test('renders a configuration nginx accepts', () => {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (!nginx) return; // the nginx Playwright suite installs it; here it is optional
  expect(render({ ...production, VPA_LISTEN: '127.0.0.1:4999' }).status).toBe(0);
  const main = path.join(work, 'nginx.conf');
  writeFileSync(
    main,
    // The field data definitions of the shipped nginx.conf the server block uses
    // (docs/decisions/021).
    `pid ${work}/nginx.pid; error_log stderr; events {} http { include /etc/nginx/mime.types; client_body_temp_path ${work}/tmp; map $request_body $vpa_field_ok { default 0; } log_format vpa_field escape=json '$request_body'; limit_req_zone $binary_remote_addr zone=vpa_field:1m rate=2r/s; include ${work}/conf/default.conf; }`,
  );
  expect(() =>
    execFileSync(nginx, ['-t', '-q', '-p', `${work}/`, '-c', main], { stdio: 'pipe' }),
  ).not.toThrow();
  // With load balancers named, too.
  const proxies = { VPA_TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7, 2001:db8::/32' };
  expect(render({ ...production, ...proxies, VPA_LISTEN: '127.0.0.1:4999' }).status).toBe(0);
  expect(() =>
    execFileSync(nginx, ['-t', '-q', '-p', `${work}/`, '-c', main], { stdio: 'pipe' }),
  ).not.toThrow();
});

test("the shipped nginx.conf (the beacon's pattern, the rest) is one nginx accepts", () => {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (!nginx) return; // optional here, as above
  expect(render({ ...production, VPA_LISTEN: '127.0.0.1:4999' }).status).toBe(0);
  const shipped = readFileSync(path.join(root, 'deploy', 'nginx', 'nginx.conf'), 'utf8')
    .replace(/^user\s+\S+;$/m, '')
    .replace(/^error_log\s+\S+/m, 'error_log stderr')
    .replace(/^pid\s+\S+;$/m, `pid ${work}/nginx.pid;`)
    .replace(/listen\s+unix:\S+;/, `listen unix:${work}/field.sock;`)
    .replace(/access_log\s+\/var\/log\/nginx\/access\.log/, `access_log ${work}/access.log`)
    .replace(
      'include /etc/nginx/conf.d/*.conf;',
      `client_body_temp_path ${work}/tmp; include ${work}/conf/default.conf;`,
    );
  const main = path.join(work, 'nginx.conf');
  writeFileSync(main, shipped);
  expect(() =>
    execFileSync(nginx, ['-t', '-q', '-p', `${work}/`, '-c', main], { stdio: 'pipe' }),
  ).not.toThrow();
});

// Behind a load balancer: the client's address from X-Forwarded-For, only from the addresses the
// operator names in VPA_TRUSTED_PROXIES; none named, nobody's header is believed.
test('believes X-Forwarded-For only from the load balancers VPA_TRUSTED_PROXIES names', () => {
  const serverBlock = () => readFileSync(path.join(work, 'conf', 'default.conf'), 'utf8');
  expect(render(production).status).toBe(0);
  expect(serverBlock()).not.toMatch(/set_real_ip_from|real_ip_header/);
  expect(
    render({ ...production, VPA_TRUSTED_PROXIES: ' 10.0.0.0/8 , 192.0.2.7,2001:db8::/32, ::1 ' }).status,
  ).toBe(0);
  const lines = serverBlock()
    .split('\n')
    .filter((line) => /real_ip/.test(line) && !line.trim().startsWith('#'));
  expect(lines.map((line) => line.trim())).toEqual([
    'set_real_ip_from 10.0.0.0/8; set_real_ip_from 192.0.2.7; set_real_ip_from 2001:db8::/32; set_real_ip_from ::1; real_ip_header X-Forwarded-For; real_ip_recursive on;',
  ]);
});

test.each([
  '*',
  '0.0.0.0/0; include /etc/passwd',
  '10.0.0.256',
  '10.0.0.0/33',
  'lb.example.hr',
  'unix:',
  ' , ',
  '2001:db8::/129',
])('refuses to start with VPA_TRUSTED_PROXIES=%j', (value) => {
  const run = render({ ...production, VPA_TRUSTED_PROXIES: value });
  expect(run.status).not.toBe(0);
  expect(run.stderr).toMatch(/VPA_TRUSTED_PROXIES/);
  expect(existsSync(path.join(work, 'html', 'index.html'))).toBe(false);
});

// The service worker precaches the rendered pages (docs/decisions/016): a restart with another
// configuration must change sw.js, or installed copies keep the old page and its old policy.
describe("the configuration's fingerprint in sw.js", () => {
  const sw = () => path.join(work, 'html', 'sw.js');
  const built = `self.__WB_MANIFEST=[{"url":"/index.html","revision":"abc-${RUNTIME_CONFIG_MARKER}"},{"url":"/welcome","revision":"def-${RUNTIME_CONFIG_MARKER}"},{"url":"assets/x.js","revision":null}];`;
  const fingerprints = () =>
    [...readFileSync(sw(), 'utf8').matchAll(/vpa-runtime-config-([0-9a-f]{64})/g)].map((m) => m[1]);

  test('replaces the marker of every page; the same configuration gives the same sw.js, another another', () => {
    writeFileSync(sw(), built);
    expect(render(production).status).toBe(0);
    const first = fingerprints();
    expect(first).toHaveLength(2);
    expect(new Set(first).size).toBe(1);
    expect(first[0]).not.toBe('0'.repeat(64));
    expect(readFileSync(sw(), 'utf8')).toContain('"url":"assets/x.js","revision":null');
    // A restart of the same container: its sw.js was rendered before.
    const before = readFileSync(sw(), 'utf8');
    expect(render(production).status).toBe(0);
    expect(readFileSync(sw(), 'utf8')).toBe(before);
    // Each variable that reaches the pages or their policy changes it.
    const seen = new Set([first[0]]);
    const changes: Record<string, string>[] = [
      { VITE_TEYA_PAYMENT_URL: 'https://securepay.borgun.is/securepay/other.aspx' },
      { VITE_PAYMENT_REDIRECT_ORIGINS: 'https://ecommerce.worldline-solutions.com' },
      { VITE_API_BASE_URL: 'https://api2.example.hr' },
      { VITE_API_TIMEOUT_MS: '9000' },
      { VITE_FIELD_DATA: 'on' },
      { VITE_OFFICIAL_ORIGINS: 'https://vpa.example.com' },
      { VPA_HSTS_MAX_AGE: '600' },
    ];
    for (const change of changes) {
      expect(render({ ...production, ...change }).status).toBe(0);
      const [fingerprint] = fingerprints();
      expect(seen.has(fingerprint ?? ''), JSON.stringify(change)).toBe(false);
      seen.add(fingerprint ?? '');
    }
  });

  test('a build whose sw.js has no marker does not start: its phones would never see the change', () => {
    writeFileSync(sw(), 'self.__WB_MANIFEST=[{"url":"/index.html","revision":"abc"}];');
    const run = render(production);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/sw\.js has no vpa-runtime-config- marker/);
  });

  test('a build without a service worker renders as before', () => {
    expect(render(production).status).toBe(0);
    expect(existsSync(sw())).toBe(false);
  });
});

test("renders the same with BusyBox's shell and tools, the image's (alpine)", () => {
  const busybox = ['/usr/bin/busybox', '/bin/busybox'].find((p) => existsSync(p));
  if (!busybox) return; // optional here, as nginx is (apt-get install busybox)
  const bin = path.join(work, 'busybox-bin');
  mkdirSync(bin);
  for (const tool of [
    'sh',
    'sed',
    'grep',
    'awk',
    'mkdir',
    'mv',
    'chmod',
    'basename',
    'dirname',
    'rm',
    'cat',
    'sha256sum',
  ])
    symlinkSync(busybox, path.join(bin, tool));
  writeFileSync(path.join(work, 'html', 'sw.js'), `self.x="${RUNTIME_CONFIG_MARKER}";`);
  const files = () =>
    ['html/index.html', 'conf/default.conf', 'conf/security-headers.conf', 'html/sw.js'].map((file) =>
      readFileSync(path.join(work, file), 'utf8'),
    );
  for (const env of [teyaOnly, { ...production, VPA_TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::/32' }]) {
    expect(render(env).status).toBe(0);
    const withSystemShell = files();
    const run = render(env, { shell: path.join(bin, 'sh'), PATH: bin });
    expect(run.status, run.stderr).toBe(0);
    expect(files()).toEqual(withSystemShell);
  }
});

// Field data (docs/decisions/021): off unless the operator turns it on at start; the
// app and the server block read the same switch.
test.each([
  ['', false, 'off'],
  ['off', false, 'off'],
  ['on', true, 'on'],
  ['TRUE', true, 'on'],
  ['1', true, 'on'],
])('VITE_FIELD_DATA=%j: the page says %s and the beacon location is %s', (value, page, server) => {
  const run = render({ ...production, VITE_FIELD_DATA: value });
  expect(run.status, run.stderr).toBe(0);
  expect(readRuntimeConfig(renderedIndex()).fieldData).toBe(page);
  const conf = readFileSync(path.join(work, 'conf', 'default.conf'), 'utf8');
  expect(conf).toContain(`set $vpa_field_data ${server};`);
  expect(conf).toContain(`access_log ${path.join(work, 'field.log')} vpa_field if=$vpa_field_ok;`);
  expect(conf).toContain(`proxy_pass http://unix:${path.join(work, 'field.sock')}:/;`);
});

test('refuses to start on a field data switch it does not know', () => {
  const run = render({ ...production, VITE_FIELD_DATA: 'yes please' });
  expect(run.status).not.toBe(0);
  expect(run.stderr).toMatch(/VITE_FIELD_DATA must be on or off/);
});
