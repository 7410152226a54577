// The byte budget (scripts/check-bundle-budget.mjs) counts, beside a screen's module and texts,
// the pieces in files of their own that the screen asks for as its module runs and draws with its
// first render: the route record's `budget.drawnWith`. The check cannot see these requests in the
// build (they are dynamic imports), so this holds the record to what the summaries' modules ask for.
import { ROUTES } from '@/app/routes';
import type * as LoadTexts from '@/lib/load-texts';

const asked = vi.hoisted(() => ({ modules: new Set<string>(), texts: new Set<string>() }));

vi.mock('@/pocket/ticket-actions', async (importOriginal) => {
  asked.modules.add('src/pocket/ticket-actions.tsx');
  return importOriginal();
});
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

// Each screen's module runs afresh, with nothing asked for yet.
beforeEach(() => {
  vi.resetModules();
  asked.modules.clear();
  asked.texts.clear();
});

test.each([
  ['/summary', () => import('@/features/payment/summary-page')],
  ['/ticket-summary', () => import('@/features/payment/ticket-summary-page')],
] as const)('%s: the budget counts the card pieces its module asks for as it runs', async (path, load) => {
  const entry = ROUTES.find((route) => route.path === path)!;
  await load();
  await vi.waitFor(() => expect(asked.modules.size).toBeGreaterThan(0), { timeout: 30_000 });
  const drawnWith = entry.budget.drawnWith;
  expect(drawnWith).toBeDefined();
  expect([...asked.modules]).toEqual(drawnWith?.modules);
  // The screen's own texts are loaded by the router, not by its module.
  expect(
    [...asked.texts].filter((namespace) => !(entry.texts as readonly string[]).includes(namespace)),
  ).toEqual(drawnWith?.texts);
});
