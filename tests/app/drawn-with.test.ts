// The byte budget (scripts/check-bundle-budget.mjs) counts, beside a screen's module and texts,
// the pieces in files of their own that the screen asks for as its module runs and draws with its
// first render: the route record's `budget.drawnWith`. The check cannot see these requests in the
// build (they are dynamic imports), so this holds the record to what the summaries' modules ask for.
import { ROUTES } from '@/app/routes';
import type * as LoadTexts from '@/lib/load-texts';

const asked = vi.hoisted(() => ({ modules: new Set<string>(), texts: new Set<string>(), loaded: false }));

vi.mock('@/lib/load-texts', async (importOriginal) => {
  const actual = await importOriginal<typeof LoadTexts>();
  return {
    ...actual,
    loadTexts: (namespaces: Parameters<typeof actual.loadTexts>[0]) => {
      for (const namespace of namespaces) asked.texts.add(namespace);
      return actual.loadTexts(namespaces);
    },
  };
});

// Each screen's module runs afresh, with nothing asked for yet. The card's module is mocked anew
// for each (Vitest keeps a mocked module it has made across vi.resetModules, and an import of it
// would not ask again), and each test waits until it is in (one still loading when the modules
// are reset was handed, as it was, to the next test's import).
beforeEach(() => {
  vi.resetModules();
  asked.modules.clear();
  asked.texts.clear();
  asked.loaded = false;
  vi.doMock('@/pocket/ticket-actions', async (importOriginal) => {
    asked.modules.add('src/pocket/ticket-actions.tsx');
    const module = await importOriginal();
    asked.loaded = true;
    return module;
  });
});

test.each([
  ['/summary', () => import('@/features/payment/summary-page')],
  ['/ticket-summary', () => import('@/features/payment/ticket-summary-page')],
] as const)('%s: the budget counts the card pieces its module asks for as it runs', async (path, load) => {
  const entry = ROUTES.find((route) => route.path === path)!;
  await load();
  await vi.waitFor(() => expect(asked.loaded).toBe(true), { timeout: 30_000 });
  const drawnWith = entry.budget.drawnWith;
  expect(drawnWith).toBeDefined();
  expect([...asked.modules]).toEqual(drawnWith?.modules);
  // The screen's own texts are loaded by the router, not by its module.
  expect(
    [...asked.texts].filter((namespace) => !(entry.texts as readonly string[]).includes(namespace)),
  ).toEqual(drawnWith?.texts);
});
