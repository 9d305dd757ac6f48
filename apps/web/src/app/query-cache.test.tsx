import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerAccountCalls } from '../features/account/testing/account-fakes.ts';
import { answerBillingCalls } from '../features/billing/testing/billing-answers.ts';
import { markServerStateStale } from '../shared/services/server-state.ts';
import { createFakeServer, type FakeServer } from '../testing/fake-server.ts';
import { renderApp } from '../testing/render-app.tsx';

/** What each read the account area makes was asked of the server, by path. */
function readsOf(server: FakeServer) {
  const count = (path: string) => server.requestsTo(path).length;
  return {
    account: count('/services/account'),
    nextBestActions: count('/services/account/next-best-action'),
    billingActivity: count('/services/billing/activity'),
    paymentMethods: count('/billing/v1/payment-methods'),
  };
}

/** The billing tab with its history and saved cards on screen. */
async function billingLoaded() {
  await screen.findByRole('button', { name: /^View invoice/ });
  const cards = (await screen.findByRole('heading', { level: 2, name: 'Payment methods' })).closest(
    'section',
  );
  if (!cards) throw new Error('no saved cards section');
  await within(cards).findAllByRole('listitem');
}

/** The account area in the whole app, its reads answered by the fake server and counted. */
function openAccountArea(url: string) {
  const server = createFakeServer();
  answerBillingCalls(server);
  // The account area's own answers (Jane's account) take the place of billing's defaults.
  answerAccountCalls(server);
  const app = renderApp({ url, server });
  const nav = async () =>
    within(await screen.findByRole('navigation', { name: 'Account sections' }));
  return { server, app, nav, user: userEvent.setup() };
}

describe('the app’s one query cache', { timeout: 20_000 }, () => {
  it('goes from the dashboard to billing and back without asking again for what is fresh', async () => {
    const { server, nav, user } = openAccountArea('/account/manage');
    expect(await screen.findByRole('region', { name: 'Suggested for you' })).toBeDefined();

    await user.click((await nav()).getByRole('link', { name: 'Billing' }));
    await billingLoaded();
    const first = readsOf(server);
    expect(first).toEqual({
      account: 1,
      nextBestActions: 1,
      billingActivity: 1,
      paymentMethods: 1,
    });

    await user.click((await nav()).getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('region', { name: 'Suggested for you' })).toBeDefined();
    await user.click((await nav()).getByRole('link', { name: 'Billing' }));
    await billingLoaded();
    await user.click((await nav()).getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('region', { name: 'Suggested for you' })).toBeDefined();

    expect(readsOf(server)).toEqual(first);
  });

  it('keeps what it read across route modules: /account after /account/manage/billing', async () => {
    const { server, app } = openAccountArea('/account/manage/billing');
    await billingLoaded();
    await app.navigate('/account');
    expect(await screen.findByRole('region', { name: 'Suggested for you' })).toBeDefined();
    expect(screen.getByText('Hi Jane')).toBeDefined();
    // The dashboard's suggestions are its own first read; the account is not read again.
    expect(readsOf(server)).toMatchObject({ account: 1, nextBestActions: 1 });
  });

  it('reads the account again once a change made elsewhere (a purchase, a lookup) made it stale', async () => {
    const { server, app } = openAccountArea('/account/manage/billing');
    await billingLoaded();
    markServerStateStale(app.instance().services.serverState);
    await app.navigate('/account');
    expect(await screen.findByRole('region', { name: 'Suggested for you' })).toBeDefined();
    expect(readsOf(server).account).toBe(2);
  });
});
