import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { careError, careOk, createFakeServer } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { careAccount } from '../testing/account-fakes.ts';

/** The account pages in the whole app, through the SDK's care calls, against a fake server. */
describe('account pages in the app', { timeout: 20_000 }, () => {
  it('load the account through the care API and show the dashboard', async () => {
    const server = createFakeServer();
    server.on('POST /services/account', () => careOk(careAccount()));
    server.on('GET /services/account/next-best-action', () => careOk({ actions: [] }));
    const app = renderApp({ url: '/account/manage', server });
    expect(await screen.findByText('Hi Jane')).toBeDefined();
    await app.heading('Manage your account');
    expect(server.requestsTo('/services/account')[0]?.body).toEqual({});
    expect(app.analyticsTarget.digitalData?.customerInfo.authenticationStatus).toBe(
      'Authenticated users',
    );
  });

  it('send a visitor who is not signed in to sign in, and back afterwards', async () => {
    const server = createFakeServer();
    server.on('POST /services/account', () =>
      careError(401, 'UNAUTHENTICATED_CUSTOMER', 'error.common.unauthenticated.customer'),
    );
    const app = renderApp({ url: '/account/manage/account-info', server });
    await waitFor(() =>
      expect(app.location()).toBe('/sign-in?redirectTo=%2Faccount%2Fmanage%2Faccount-info'),
    );
    expect(app.navigator.assign).not.toHaveBeenCalled();
  });
});
