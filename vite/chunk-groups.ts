// The chunk groups of the production build (rolldown's codeSplitting): which files a visitor's
// phone downloads. Libraries are grouped by npm package (MUI by component folder), our own code
// by a list of named modules (the shell by its folder, src/app): folders are named for what a
// module does for the driver, and this file alone says which modules travel together. A named
// module or folder that does not exist fails the build, so a rename can never move code to another
// chunk unnoticed. Where nothing here decides, the bundler splits by dynamic import: each screen
// is a file of its own.
// The budget check (scripts/check-bundle-budget.mjs) holds the result to each route's bytes and
// files in src/app/routes.ts; docs/performance.md has the figures. Rolldown's size- and
// sharing-based merging (entriesAware) was tried and made the form screens two to four files
// more or pulled date-fns into them.
import { existsSync } from 'node:fs';
import path from 'node:path';

type Test = (id: string) => boolean;

/** Modules of the named npm packages (a trailing `/*` takes every package of a scope). */
export function fromPackages(names: readonly string[]): Test {
  const scopes = names.filter((name) => name.endsWith('/*')).map((name) => name.slice(0, -1));
  const exact = new Set(names.filter((name) => !name.endsWith('/*')));
  return (id) => {
    const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id.split('?')[0]);
    if (!match) return false;
    const name = match[1].replace(/\\/g, '/');
    return exact.has(name) || scopes.some((scope) => name.startsWith(scope));
  };
}

/** Modules of the named folders of one npm package (its components, say). */
export function fromPackagePaths(name: string, folders: readonly string[]): Test {
  const pattern = new RegExp(
    `[\\\\/]node_modules[\\\\/]${name.replace('/', '[\\\\/]')}[\\\\/](${folders.join('|')})[\\\\/]`,
  );
  return (id) => pattern.test(id);
}

/**
 * Modules under a folder of the project, but not the folders or modules in `except`. A folder or
 * module that does not exist fails the build: renaming or removing one can never move its modules
 * to another chunk unnoticed.
 */
export function fromFolder(root: string, folder: string, except: readonly string[] = []): Test {
  const missing = [folder, ...except].filter((dir) => !existsSync(path.join(root, dir)));
  if (missing.length) throw new Error(`vite/chunk-groups.ts: no such folder: ${missing.join(', ')}`);
  const inside = (dir: string) => path.join(root, dir) + path.sep;
  const excluded = (file: string, entry: string) =>
    file === path.join(root, entry) || file.startsWith(inside(entry));
  return (id) => {
    const file = path.normalize(id.split('?')[0]);
    return file.startsWith(inside(folder)) && !except.some((entry) => excluded(file, entry));
  };
}

/**
 * Named modules of the project. A module that does not exist fails the build, so a rename can never
 * move it to another chunk unnoticed.
 */
export function fromModules(root: string, files: readonly string[]): Test {
  const missing = files.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length) throw new Error(`vite/chunk-groups.ts: no such module: ${missing.join(', ')}`);
  const wanted = new Set(files.map((file) => path.join(root, file)));
  return (id) => wanted.has(path.normalize(id.split('?')[0]));
}

const either =
  (...tests: Test[]): Test =>
  (id) =>
    tests.some((test) => test(id));

/** Scripts only: a stylesheet in a script's group would load with it, not when it is imported. */
const scriptsOnly =
  (test: Test): Test =>
  (id) =>
    !/\.css($|\?)/.test(id) && test(id);

/** The libraries every page runs: React, the router, styling, queries, texts and the store. */
export const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  '@emotion/*',
  'stylis',
  'hoist-non-react-statics',
  '@mui/system',
  '@mui/utils',
  '@mui/styled-engine',
  '@mui/private-theming',
  '@tanstack/*',
  'i18next',
  'react-i18next',
  'zustand',
  'use-sync-external-store',
  'react-is',
  '@babel/runtime',
  'clsx',
];

/** @mui/material's input stack: what OutlinedInput and NativeSelect import. */
const MUI_FORM_CONTROLS = [
  'InputBase',
  'OutlinedInput',
  'FormControl',
  'FormLabel',
  'InputLabel',
  'FormHelperText',
  'NativeSelect',
  'Input',
  'TextareaAutosize',
  'InputAdornment',
];

/** @mui/material's transitions and the snackbar. */
const MUI_TRANSITIONS = [
  'Grow',
  'Fade',
  'Slide',
  'Collapse',
  'ClickAwayListener',
  'Snackbar',
  'SnackbarContent',
];

/** The form screens' libraries (tickets, fines, prepaid). */
const FORM_PACKAGES = ['react-hook-form', '@hookform/*'];

/**
 * The texts of the QR landing page (its `texts` in src/app/routes.ts) besides `common`, in a file of
 * their own per language; the entry asks for the same namespaces early (src/i18n/first-texts.ts's
 * glob, which tests/build/chunk-groups.test.ts holds to this list).
 */
export const FIRST_TEXTS = ['zone'] as const;

/**
 * @param root the project folder
 * @param firstTexts the locale namespaces the QR landing page shows (with `common`)
 */
export function chunkGroups(root: string, firstTexts: readonly string[]) {
  const textsPattern = new RegExp(
    `[\\\\/]locales[\\\\/]([a-z]{2})[\\\\/](${['common', ...firstTexts].join('|')})\\.json$`,
  );
  return [
    {
      // Vite's helper for dynamic imports, the route record and the one lazy loader it uses: the
      // entry's one static import, small and free of framework code, so that the entry runs as soon
      // as it has arrived and asks for the first screen's files at once (src/main.tsx).
      name: 'preload-helper',
      priority: 5,
      test: either(
        (id: string) => /vite[\\/]preload-helper|rolldown[\\/]runtime/.test(id),
        fromModules(root, ['src/app/routes.ts', 'src/lib/lazy-module.ts', 'src/api/http-client-load.ts']),
        // The configuration and language settings, and the page's early answers
        // (docs/decisions/034), which the app's first calls take.
        fromModules(root, [
          'src/api/early-answers.ts',
          'src/api/landing-paths.ts',
          'src/lib/config.ts',
          'src/lib/runtime-config.ts',
          'deploy/config-defaults.json',
          'src/i18n/languages.ts',
          'src/i18n/first-texts.ts',
          'src/lib/zone-code.ts',
        ]),
        // The QR landing painted from the zone's early answer before the framework
        // (docs/decisions/029): the painting, its slots, the app's own schema of the answer, the
        // session's keys for a tap before the app, the names' rules. The entry runs it first.
        fromModules(root, [
          'src/features/zone/landing-paint.ts',
          'src/boot/page-contract.ts',
          'src/api/zone-answers.ts',
          'src/stores/session-keys.ts',
          'src/lib/city-name.ts',
          'src/lib/untrusted-text.ts',
        ]),
        // Field data's recorder, which the entry starts so that the page's first script errors,
        // rejections and policy violations are kept (docs/decisions/021), and its masking.
        fromModules(root, ['src/lib/field-data/record.ts', 'src/lib/field-data/mask.ts']),
      ),
    },
    { name: 'framework', priority: 4, test: fromPackages(FRAMEWORK_PACKAGES) },
    {
      // src/app and what it imports statically (the layouts, the company footer, the store, the
      // endpoints of the first screens' queries with axios and zod): one file that arrives while
      // the framework does. The menu drawer loads on the first tap on the menu; stylesheets load
      // on their own.
      name: 'shell',
      priority: 3,
      test: either(
        scriptsOnly(fromFolder(root, 'src/app', ['src/app/menu-drawer.tsx'])),
        // "Your tickets" on both first screens (the QR landing page and /welcome): the slot, its
        // check of the stored key and the "Buy again" link, under 1 KiB; the list itself loads
        // only when tickets are kept.
        fromModules(root, [
          'src/pocket/your-tickets-slot.tsx',
          'src/pocket/kept-tickets-key.ts',
          'src/pocket/buy-again.ts',
          // The alert of a screen whose data did not arrive, used by most screens.
          'src/components/query-error-alert.tsx',
          // The one loader of texts, which the router uses for every screen's (and pieces).
          'src/lib/load-texts.ts',
          // The routes' loaders (src/app/routes.ts): the first screen's data is asked for as soon
          // as the shell is in, not one file later.
          'src/features/zone/zone-home-loader.ts',
          'src/features/ticket/ticket-loaders.ts',
        ]),
      ),
    },
    {
      // axios and its configured instances: loaded by the first call that the page's early
      // answers do not answer (src/api/client.ts), with the first screen's code on every route but
      // the QR landing, whose first answers the page asked for itself (docs/decisions/028, 034).
      name: 'api',
      priority: 3,
      test: either(fromPackages(['axios']), fromModules(root, ['src/api/http-client.ts'])),
    },
    {
      // What every route loads once its first screen has its data (src/app/after-first-screen.tsx):
      // the service worker's registration and the pocket's pruning, one file instead of two.
      name: 'after-first-screen',
      priority: 3,
      test: fromModules(root, ['src/lib/service-worker.ts', 'src/pocket/prune-at-start.ts']),
    },
    {
      // The payments API and its schemas (orders, gateways, fines, invoices), the queries, the
      // alert that both return pages share and their way home: every page from the payment on needs it, the first
      // screens never do.
      name: 'checkout',
      priority: 2,
      test: fromModules(root, [
        'src/api/payments.ts',
        'src/api/schemas/payments.ts',
        'src/api/invoice-queries.ts',
        // The "still processing" of both return pages that poll an order: one alert for both.
        'src/components/still-processing-alert.tsx',
        // The way home of the payment and fine screens, which all reach it from here.
        'src/components/home-button.tsx',
        // The quiet note of a summary whose confirmed ticket or invoice could not be refreshed.
        'src/components/refresh-failed-note.tsx',
      ]),
    },
    {
      // The texts of the landing page and the company footer, one file per language.
      name: (id: string) => `texts-${textsPattern.exec(id)?.[1] ?? 'hr'}`,
      debugName: 'texts',
      priority: 2,
      test: textsPattern,
    },
    { name: 'form-libs', priority: 1, test: fromPackages(FORM_PACKAGES) },
    {
      // The UI library's input stack (what OutlinedInput and NativeSelect import), with the app's
      // text field, select and plate advice: every form screen.
      name: 'form-controls',
      priority: 1,
      test: either(
        fromPackagePaths('@mui/material', MUI_FORM_CONTROLS),
        fromModules(root, [
          'src/components/form/text-input.tsx',
          'src/components/form/select-field.tsx',
          'src/components/form/plate-advice.tsx',
        ]),
      ),
    },
    {
      // The snackbar, the invalid-form toast and the transitions they and the dialogs use: they
      // load after the screen (useFormToast in src/components/form/use-form-toast.tsx).
      name: 'transitions',
      priority: 1,
      test: either(
        fromPackagePaths('@mui/material', MUI_TRANSITIONS),
        fromPackages(['react-transition-group']),
        fromModules(root, ['src/components/form/form-toast.tsx']),
      ),
    },
    {
      // Small modules the form screens share, one file instead of a round trip each: money and
      // zone colours, the toast's hook and the saved plates' slot under the plate fields (the
      // choices load on their own), and the plate and fine number rules, which the fine details
      // and summary read from their address without the form controls (10 KiB).
      name: 'small-libs',
      // Above form-controls, which would otherwise take the plate rules as its text field's import.
      priority: 2,
      test: fromModules(root, [
        'src/lib/money.ts',
        'src/lib/zone-color.ts',
        'src/components/form/use-form-toast.tsx',
        'src/pocket/saved-plates-slot.tsx',
        'src/lib/plate.ts',
        'src/lib/fold-field.ts',
      ]),
    },
    {
      // What the fine screens share: one file instead of four on /parking-fine.
      name: 'fine-parts',
      priority: 1,
      test: fromModules(root, [
        'src/features/fines/fine-header.tsx',
        'src/features/fines/fine-icons.tsx',
        'src/features/fines/fine-params.ts',
        'src/features/fines/fine-queries.ts',
        'src/features/fines/fine-status-banner.tsx',
      ]),
    },
  ];
}
