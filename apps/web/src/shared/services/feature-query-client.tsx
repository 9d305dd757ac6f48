import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useMemo } from 'react';

/**
 * The server-state cache around a feature's pages: the app's when it has one, else one for the
 * feature (a page rendered on its own, as in a test).
 */
export function FeatureQueryClient({ children }: { children: ReactNode }) {
  const parent = useContext(QueryClientContext);
  const client = useMemo(
    () =>
      parent ??
      new QueryClient({
        // No retries anywhere in the web app (flows §0): a session-timeout answer comes once.
        defaultOptions: {
          queries: { retry: false, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
    [parent],
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
