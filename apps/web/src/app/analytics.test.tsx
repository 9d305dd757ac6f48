import { DATA_LAYER_SECTIONS } from '@orbit/domain';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app.tsx';

/**
 * The automatic page views: those named by their path. Pages under an excluded prefix (transfer,
 * account, checkout) may report themselves with a flow and component name instead.
 */
const pageViews = (app: ReturnType<typeof renderApp>) =>
  (app.analyticsTarget.appEventData ?? [])
    .filter((event) => event.event === 'page-loaded')
    .map((event) => (event.pageInfo as { pageName?: string }).pageName)
    .filter((pageName) => pageName !== undefined);

describe('analytics in the running app', () => {
  it('creates digitalData with the twelve sections and the visit facts', async () => {
    const app = renderApp({ url: '/onboarding' });
    await app.settled();
    await app.heading();
    const data = app.analyticsTarget.digitalData;
    expect(Object.keys(data ?? {}).sort()).toEqual([...DATA_LAYER_SECTIONS].sort());
    // The language is written by the root layout's effect, which may run just after first paint.
    await waitFor(() =>
      expect(data?.customerInfo).toMatchObject({
        authenticationStatus: 'Unidentified users',
        language: 'en-US',
        sessionId: 'session-ref-1',
      }),
    );
    expect(data?.meta).toMatchObject({ buildVersion: 'test-build', country: 'us' });
  });

  it('tracks pages when a navigation ends, except under the excluded prefixes', async () => {
    const app = renderApp({ url: '/onboarding' });
    await app.settled();
    await app.heading();
    await app.navigate('/account/pay');
    await app.navigate('/subscribe/checkout/purchase/streaming/generic-error');
    await app.navigate('/subscribe/linking');
    await app.navigate('/transfer');
    expect(pageViews(app)).toEqual(['/onboarding', '/subscribe/linking']);
  });
});
