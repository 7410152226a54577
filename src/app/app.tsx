import { Suspense, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { AppShellSkeleton } from './app-shell-skeleton';
import { AfterFirstScreen } from './after-first-screen';
import { RouteErrorBoundary } from './route-error';
import { AppRoutes } from './router';

type Props = {
  queryClient: QueryClient;
  /** Renders this address in memory instead of the browser's (tests). */
  initialUrl?: string;
  /** Rendered inside the router, next to the routes (tests watch the location with it). */
  children?: ReactNode;
};

export function App({ queryClient, initialUrl, children }: Props) {
  const content = (
    <RouteErrorBoundary>
      <Suspense fallback={<AppShellSkeleton />}>
        <AppRoutes />
      </Suspense>
      {children}
    </RouteErrorBoundary>
  );
  return (
    <AppProviders queryClient={queryClient}>
      {initialUrl === undefined ? (
        <BrowserRouter>{content}</BrowserRouter>
      ) : (
        <MemoryRouter initialEntries={[initialUrl]}>{content}</MemoryRouter>
      )}
      <AfterFirstScreen />
    </AppProviders>
  );
}
