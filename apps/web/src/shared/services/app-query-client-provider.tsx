import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { appQueryClientOf } from './app-query-client.ts';
import { useAppServices } from './app-services.tsx';

/**
 * Puts the app instance's one query client around the router (ADR 121), so a navigation from one
 * route module to another keeps what was cached; a page a test renders on its own, outside the
 * app, is put in it by the test's render helper with the client of the services it is given.
 */
export function AppQueryClientProvider({ children }: { children: ReactNode }) {
  const client = appQueryClientOf(useAppServices());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
