import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { appQueryClientOf } from './app-query-client.ts';
import { useAppServices } from './app-services.tsx';

/**
 * Puts the app instance's one query client around a feature's pages. Every feature's providers
 * use it, so a navigation from one route module to another keeps what was cached; a page rendered
 * on its own (a test) gets the client of the services it is given.
 */
export function AppQueryClientProvider({ children }: { children: ReactNode }) {
  const client = appQueryClientOf(useAppServices());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
