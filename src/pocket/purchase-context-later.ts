import { lazyModule } from '@/lib/lazy-module';

/**
 * This tab's purchases (./purchase-context.ts), loaded when first needed by a page that does not
 * carry them: the Worldline return, and the answer to another tab's question.
 */
export const purchaseContextLater = lazyModule(() => import('./purchase-context'));
