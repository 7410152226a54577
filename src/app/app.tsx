import { Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { AppShellSkeleton } from './app-shell-skeleton';
import { FontLoader } from './font-loader';
import type { createAppRouter } from './router';

type Props = { router: ReturnType<typeof createAppRouter>; queryClient: QueryClient };

export function App({ router, queryClient }: Props) {
  return (
    <AppProviders queryClient={queryClient}>
      <Suspense fallback={<AppShellSkeleton />}>
        <RouterProvider router={router} />
      </Suspense>
      <FontLoader />
    </AppProviders>
  );
}
