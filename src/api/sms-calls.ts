import { lazyModule } from '@/lib/lazy-module';

/**
 * The endpoints with the API client (axios and what it needs), loaded later through one cached
 * load: by the first query that asks the server itself (src/api/queries.ts), and with every
 * screen's code but the QR landing's (src/app/routes.ts), so that a first screen's queries do not
 * wait for it after the framework. The landing draws its first screen without it
 * (docs/decisions/028). Small and free of framework code: it travels with the route record.
 */
export const smsCalls = lazyModule(() => import('./sms'));
