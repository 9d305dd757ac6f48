import { describe, expect, it } from 'vitest';
import { createFakeServer } from '../testing/fake-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { ACTIVATION_CASES } from './route-cases/activation-cases.ts';
import { APP_CASES } from './route-cases/app-cases.ts';
import { CHECKOUT_CASES } from './route-cases/checkout-cases.ts';
import { ONBOARDING_CASES } from './route-cases/onboarding-cases.ts';
import { SUBSCRIPTION_CASES } from './route-cases/subscription-cases.ts';
import { ROUTE_TABLE } from './route-table.ts';

/**
 * The route table as a whole (spec 000 §2). Its rows are walked an area at a time beside this
 * file (`router-*.test.tsx`, cases in `route-cases/`); here, that every route has its rows, and
 * what the router does for every page.
 */
const CASES = [
  ...APP_CASES,
  ...CHECKOUT_CASES,
  ...SUBSCRIPTION_CASES,
  ...ACTIVATION_CASES,
  ...ONBOARDING_CASES,
];

describe('route table (spec 000 §2)', () => {
  it('covers every route of the table, flagged ones both ways', () => {
    const covered = (path: string) =>
      CASES.filter(
        (c) => new URL(c.path, 'http://x').pathname.toLowerCase() === `/${path}`.toLowerCase(),
      );
    for (const entry of ROUTE_TABLE) {
      const cases = covered(entry.path);
      expect(cases.length, `no case for /${entry.path}`).toBeGreaterThan(0);
      if ('flag' in entry && entry.flag) {
        const states = new Set(cases.map((c) => c.flag?.on));
        expect([...states].sort(), `/${entry.path} needs flag on and off`).toEqual([false, true]);
      }
    }
  });

  it('calls env-info before a page under the root renders, and not for /error', async () => {
    const server = createFakeServer();
    const guarded = renderApp({ url: '/account', server });
    await guarded.settled();
    expect(server.requestsTo('/services/utility/env-info')).toHaveLength(1);

    await guarded.navigate('/subscribe/entitlement');
    await guarded.heading('We can’t open this offer');
    expect(server.requestsTo('/services/utility/env-info')).toHaveLength(1);

    const publicServer = createFakeServer();
    const onError = renderApp({ url: '/error', server: publicServer });
    await onError.settled();
    expect(publicServer.requestsTo('/services/utility/env-info')).toHaveLength(0);
  });

  it('tells the change flow it is limited to the term on subscription/change-term', async () => {
    const app = renderApp({ url: '/subscription/change-term' });
    await app.settled();
    const handles = app.instance().router.state.matches.map((match) => match.route.handle);
    expect(handles.at(-1)).toMatchObject({ changeTermOnly: true });

    const other = renderApp({ url: '/subscription/change' });
    await other.settled();
    expect(other.instance().router.state.matches.at(-1)?.route.handle).not.toHaveProperty(
      'changeTermOnly',
    );
  });

  it('gives the page its title from route data, else the app title', async () => {
    const app = renderApp({ url: '/account/pay' });
    await app.settled();
    await app.heading();
    expect(document.title).toBe('Make a payment | Orbit Radio');
  });
});
