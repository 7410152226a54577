// @ts-check
// `npm test`: every check and suite in order, carrying on after a failure, then one line of totals.
// The last line printed is exactly `N passed, N failed`; the exit code is 1 when anything failed.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';

/** The one production build of the run (api-contract defaults: API on the page's own origin). */
const PRODUCTION_DIST = 'dist';
/** The one mock build of the run (the in-browser mock backend and stand-in gateways). */
const MOCK_DIST = 'dist-e2e';

/**
 * Add suites here. kind:
 *   check      one test: passed when the command exits 0
 *   vitest     counts from Vitest's JSON reporter (`results`)
 *   playwright counts from Playwright's JSON reporter (`results`)
 *   summary    the command writes `results` as JSON `{ "passed": n, "failed": n, "skipped"?: n }`
 * For every kind except check, a non-zero exit with no failed test counted adds one failure
 * (a file that did not load, a web server that did not start, an unhandled error).
 * stage: the suites of a stage run as the machine's cores allow, and a stage starts once the one
 *   before it has ended (the browser suites need the builds of the static stage).
 * cores: how many cores the suite keeps busy (its own workers are set to that number): a suite
 *   starts when the running ones leave it that many; `all` is every core. No more busy workers
 *   than cores, in all suites at once: on a 2-core machine oversubscribed 3 to 1, the run was red
 *   on a slower machine (modules and pages that took longer than any sensible bound to load).
 * Output of suites that ran beside others is printed whole, in the order of this list.
 */
const SUITES = [
  {
    // Builds the production bundle, the run's only one, and checks the gzip bytes and files each
    // route of src/app/routes.ts needs before it is usable (sizes, not times).
    name: 'bundle budget',
    kind: 'summary',
    stage: 'static',
    cores: 1,
    results: 'test-results/bundle-budget.json',
    command: [
      'node',
      'scripts/check-bundle-budget.mjs',
      '--out',
      PRODUCTION_DIST,
      '--results',
      'test-results/bundle-budget.json',
    ],
  },
  {
    name: 'mock build',
    kind: 'check',
    stage: 'static',
    cores: 1,
    command: [
      'vite',
      'build',
      '--mode',
      'mock',
      '--outDir',
      MOCK_DIST,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
  },
  // The quick checks after the two builds, the longest of the static stage.
  { name: 'typecheck', kind: 'check', stage: 'static', cores: 1, command: ['tsc', '-b'] },
  {
    name: 'eslint',
    kind: 'check',
    stage: 'static',
    cores: 1,
    command: ['eslint', '.', '--max-warnings', '0'],
  },
  { name: 'prettier', kind: 'check', stage: 'static', cores: 1, command: ['prettier', '--check', '.'] },
  {
    name: 'vitest',
    kind: 'vitest',
    stage: 'suites',
    cores: 'all',
    results: 'test-results/vitest.json',
    command: [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile=test-results/vitest.json',
      '--maxWorkers={cores}',
    ],
  },
  {
    // The mock build behind `vite preview`; the accessibility scans serve the production build.
    name: 'playwright',
    kind: 'playwright',
    stage: 'suites',
    cores: 1,
    results: 'test-results/playwright.json',
    command: ['playwright', 'test', '--reporter=list,json', '--workers={cores}'],
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json',
      E2E_MOCK_DIST: MOCK_DIST,
      E2E_DIST: PRODUCTION_DIST,
    },
  },
  {
    // The production build behind Debian's nginx with deploy/'s configuration (installs nginx when missing).
    name: 'playwright nginx',
    kind: 'playwright',
    stage: 'suites',
    cores: 1,
    results: 'test-results/playwright-nginx.json',
    command: [
      'playwright',
      'test',
      '-c',
      'playwright.nginx.config.ts',
      '--reporter=list,json',
      '--workers={cores}',
    ],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright-nginx.json', E2E_DIST: PRODUCTION_DIST },
  },
  {
    // The journeys on WebKitGTK (WebKitWebDriver, MiniBrowser under Xvfb) and Firefox ESR (WebDriver
    // BiDi), one browser at a time, over the run's production build behind nginx (its own ports
    // 4196..4201, free ports for its slow relays, and X display :99): one core, beside the other
    // browser suites.
    name: 'engines',
    kind: 'summary',
    stage: 'suites',
    cores: 1,
    results: 'test-results/engines.json',
    command: ['node', 'e2e-engines/run.mjs', '--results', 'test-results/engines.json'],
    env: { E2E_DIST: PRODUCTION_DIST },
  },
];

/** The cores this run may keep busy: the machine's (CI_CORES overrides, at least 1). */
const CORES = Math.max(1, Number(process.env.CI_CORES) || os.availableParallelism());

/** The cores `suite` keeps busy here. */
function coresOf(suite) {
  return suite.cores === 'all' ? CORES : Math.min(CORES, suite.cores ?? 1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const binDir = path.join(root, 'node_modules', '.bin');

function resolveCommand([bin, ...args]) {
  if (bin === 'node') return [process.execPath, args];
  const local = path.join(binDir, process.platform === 'win32' ? `${bin}.cmd` : bin);
  return [existsSync(local) ? local : bin, args];
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  } catch {
    return null;
  }
}

// Jest-compatible JSON. A test file that fails to load has status "failed" and no failed assertion.
function countVitest(report) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const names = [];
  for (const file of report.testResults ?? []) {
    const assertions = file.assertionResults ?? [];
    const where = path.relative(root, file.name ?? '');
    for (const a of assertions) {
      if (a.status === 'passed') passed++;
      else if (a.status === 'failed') {
        failed++;
        names.push(`${where}: ${a.fullName ?? a.title}`);
      } else skipped++; // skipped, pending, todo, disabled
    }
    if (file.status === 'failed' && !assertions.some((a) => a.status === 'failed')) {
      failed++;
      names.push(`${where}: did not load`);
    }
  }
  // Named in the summary, so that the last lines of a CI log say what to look at.
  return { passed, failed, skipped, notes: names.length ? [`failed: ${names.join(' | ')}`] : [] };
}

/**
 * The tests of a Playwright JSON report's suite with `status`: file, describe titles and title,
 * and the first line of the first error.
 * @param {any} suite @param {string} status @param {string[]} titles @param {string[]} path
 */
function testsWithStatus(suite, status, titles = [], path = []) {
  // The describe blocks' titles (a file's own suite is titled by the file, already named).
  const where = suite.title && suite.title !== suite.file ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== status) continue;
      // The first failed attempt's error, first line: a test passed on retry leaves no trace.
      const error = (test.results ?? []).flatMap((result) => result.errors ?? [])[0]?.message ?? '';
      const first =
        stripVTControlCharacters(error)
          .split('\n')
          .find((line) => line.trim()) ?? '';
      titles.push(
        `${spec.file}: ${[...where, spec.title].join(' › ')}${first ? ` (${first.trim().slice(0, 200)})` : ''}`,
      );
    }
  }
  for (const child of suite.suites ?? []) testsWithStatus(child, status, titles, where);
  return titles;
}

// stats: expected = passed, unexpected = failed, flaky = passed on a retry, skipped. A retry is a
// safety net, not a pass: every test that needed one is named in the summary.
function countPlaywright(report) {
  const s = report.stats ?? {};
  const titles = (status) => (report.suites ?? []).flatMap((suite) => testsWithStatus(suite, status));
  const notes = s.flaky ? [`${s.flaky} passed only on retry: ${titles('flaky').join(' | ')}`] : [];
  if (s.unexpected) notes.push(`failed: ${titles('unexpected').join(' | ')}`);
  const errors = (report.errors ?? []).length;
  if (errors) notes.push(`${errors} error(s) outside tests`);
  return {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: s.unexpected ?? 0,
    skipped: s.skipped ?? 0,
    notes,
  };
}

function countSummary(report) {
  return {
    passed: Number(report.passed) || 0,
    failed: Number(report.failed) || 0,
    skipped: Number(report.skipped) || 0,
  };
}

const counters = { vitest: countVitest, playwright: countPlaywright, summary: countSummary };

/** Runs one command; `buffered` keeps its output to print later, else it goes straight through. */
function runCommand(suite, buffered) {
  const cores = String(coresOf(suite));
  const [bin, args] = resolveCommand(suite.command.map((part) => part.replace('{cores}', cores)));
  return new Promise((resolve) => {
    const output = [];
    const child = spawn(bin, args, {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...suite.env },
      shell: process.platform === 'win32',
    });
    if (buffered) {
      child.stdout?.on('data', (chunk) => output.push(chunk));
      child.stderr?.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', (error) => resolve({ exitCode: `error: ${error.message}`, output }));
    child.on('close', (code, signal) => resolve({ exitCode: code ?? `signal ${signal}`, output }));
  });
}

async function runSuite(suite, buffered = false) {
  if (suite.results) {
    rmSync(path.join(root, suite.results), { force: true }); // never count a previous run
    mkdirSync(path.dirname(path.join(root, suite.results)), { recursive: true });
  }
  const cores = String(coresOf(suite));
  const heading = `\n=== ${suite.name}: ${suite.command.map((part) => part.replace('{cores}', cores)).join(' ')}`;
  if (!buffered) console.log(heading);
  const started = Date.now();
  const { exitCode, output } = await runCommand(suite, buffered);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // A buffered suite's output is printed by the caller, in the order of SUITES.
  const printOutput = () => {
    console.log(heading);
    process.stdout.write(Buffer.concat(output));
  };
  const ok = exitCode === 0;

  if (suite.kind === 'check') {
    return {
      passed: ok ? 1 : 0,
      failed: ok ? 0 : 1,
      skipped: 0,
      notes: ok ? [] : [`exit ${exitCode}`],
      seconds,
      printOutput,
    };
  }
  const report = readJson(suite.results);
  const counted = report ? counters[suite.kind](report) : { passed: 0, failed: 0, skipped: 0 };
  const notes = [...(counted.notes ?? [])];
  if (!report) notes.push(`no readable ${suite.results}`);
  if (!ok && counted.failed === 0) {
    counted.failed = 1;
    notes.push(`exit ${exitCode} with no failed test counted: counted as one failure`);
  } else if (ok && !report) {
    counted.failed += 1;
  }
  return { ...counted, notes, seconds, printOutput };
}

/**
 * Runs a stage's suites, each as soon as the running ones leave it its cores, in the order of the
 * list; resolves with their results in that order.
 */
function runStage(batch) {
  const buffered = batch.length > 1;
  const results = new Array(batch.length);
  let next = 0;
  let busy = 0;
  let running = 0;
  return new Promise((resolve) => {
    const startMore = () => {
      while (next < batch.length && (running === 0 || busy + coresOf(batch[next]) <= CORES)) {
        const index = next++;
        const cores = coresOf(batch[index]);
        busy += cores;
        running++;
        void runSuite(batch[index], buffered).then((result) => {
          results[index] = result;
          busy -= cores;
          running--;
          if (next === batch.length && running === 0) resolve(results);
          else startMore();
        });
      }
    };
    startMore();
  });
}

console.log(`(${CORES} cores: no more busy workers than that in all suites at once)`);
const rows = [];
for (let i = 0; i < SUITES.length;) {
  const stage = SUITES[i].stage;
  let end = i + 1;
  while (stage && end < SUITES.length && SUITES[end].stage === stage) end++;
  const batch = SUITES.slice(i, end);
  const results = await runStage(batch);
  batch.forEach((suite, k) => {
    const { printOutput, ...result } = results[k];
    if (batch.length > 1) printOutput();
    rows.push({ name: suite.name, ...result });
  });
  i = end;
}

console.log('\n=== summary');
const width = Math.max(...rows.map((r) => r.name.length));
for (const r of rows) {
  const skipped = r.skipped ? `, ${r.skipped} skipped` : '';
  const notes = r.notes.length ? `  (${r.notes.join('; ')})` : '';
  console.log(
    `${r.name.padEnd(width)}  ${r.passed} passed, ${r.failed} failed${skipped}  ${r.seconds}s${notes}`,
  );
}
const passed = rows.reduce((n, r) => n + r.passed, 0);
const failed = rows.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
