import { lazyModule } from '@/lib/lazy-module';

/**
 * axios and the configured instances (src/api/http-client.ts), loaded once: by the first call that
 * is not answered by the page's early requests (src/api/client.ts), and with every screen's code
 * but the QR landing's (src/app/routes.ts), so that a screen's first call does not wait for it
 * after the framework. The landing draws its first screen without it (docs/decisions/028). Small
 * and free of framework code: it travels with the route record.
 */
export const httpClient = lazyModule(() => import('./http-client'));
