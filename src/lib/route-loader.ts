import type { QueryClient } from '@tanstack/react-query';

/**
 * A route's loader (the `loader` of its entry in src/app/routes.ts): asks for what its screen's
 * first render needs from the API for the screen's zone, with the screens' own query options, so
 * that they find it in the cache (src/app/route-data.ts runs it). Settles when the page may be drawn.
 */
export type RouteLoader = (queryClient: QueryClient, zoneCode: string) => Promise<void> | void;
