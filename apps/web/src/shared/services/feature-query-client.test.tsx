import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureQueryClient } from './feature-query-client.tsx';

/** Notes the cache each render of the feature sees. */
function Probe({ seen }: { seen: QueryClient[] }) {
  seen.push(useQueryClient());
  return null;
}

const feature = (seen: QueryClient[]) => (
  <FeatureQueryClient>
    <Probe seen={seen} />
  </FeatureQueryClient>
);

describe('<FeatureQueryClient>', () => {
  it('uses the app’s cache when there is one', () => {
    const app = new QueryClient();
    const seen: QueryClient[] = [];
    render(<QueryClientProvider client={app}>{feature(seen)}</QueryClientProvider>);
    expect(seen[0]).toBe(app);
  });

  it('otherwise makes one that never retries nor refetches on focus', () => {
    const seen: QueryClient[] = [];
    render(feature(seen));
    const defaults = seen[0]?.getDefaultOptions();
    expect(defaults?.queries).toMatchObject({ retry: false, refetchOnWindowFocus: false });
    expect(defaults?.mutations).toMatchObject({ retry: false });
  });

  it('keeps its own cache across renders', () => {
    const seen: QueryClient[] = [];
    const view = render(feature(seen));
    view.rerender(feature(seen));
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
  });
});
