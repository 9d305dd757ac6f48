import type { CareActivateThirdPartyResult, CareEntitlement } from '@orbit/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careError, createFakeServer, fakeEndpoint } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const PENDING: CareEntitlement = {
  entitlementId: 'ENT-1',
  resellerCode: 'ROKU_SANDBOX',
  partnerName: 'Roku',
  billingPlatform: 'RokuPay',
  country: 'US',
  isActive: false,
  status: 'pending',
  redemption: 'NotRedeemed',
  planCode: 'US_STREAM_PLAT_ROKU_MO',
  packageName: 'Streaming Platinum',
  serviceType: 'streaming',
  isCallers: false,
};

const ACTIVATED: CareActivateThirdPartyResult = {
  resultCode: 'SUCCESS',
  accountNumber: '10009999',
  subscriptionId: 'sub_1',
  email: 'noor@orbitradio.test',
  planCode: 'US_STREAM_PLAT_ROKU_MO',
  packageName: 'Streaming Platinum',
  serviceType: 'streaming',
  partnerName: 'Roku',
  newAccount: true,
};

function entitlementServer(entitlement: CareEntitlement = PENDING) {
  const server = createFakeServer();
  const calls = {
    entitlement: fakeEndpoint<Record<string, unknown>, CareEntitlement>(
      server,
      'POST /services/identity/customer/entitlement',
      () => entitlement,
    ),
    activate: fakeEndpoint<Record<string, unknown>, CareActivateThirdPartyResult>(
      server,
      'POST /services/trial-activation/activate-third-party-subscription',
      () => ACTIVATED,
    ),
  };
  return { server, calls };
}

const URL = '/subscribe/entitlement?entitlementId=ENT-1';

describe('the entitlement page (flows §8.6)', { timeout: 30_000 }, () => {
  it('sets up an account: a taken email on its field, then activated with one transaction id', async () => {
    const { server, calls } = entitlementServer();
    const app = renderApp({ url: URL, server });
    const user = userEvent.setup();
    await app.heading('Activate your subscription from Roku');
    expect(calls.entitlement.mock.calls[0]?.[0]).toEqual({
      entitlementId: 'ENT-1',
      languagePreference: 'en-US',
    });
    calls.activate.mockRejectedValueOnce(careError(409, 'USERNAME_IN_USE', 'error.username'));
    await user.type(screen.getByLabelText('Email'), 'noor@orbitradio.test');
    await user.type(screen.getByLabelText('Create a password'), 'Velvet-Harbor-58');
    await user.click(screen.getByRole('button', { name: 'Activate my subscription' }));
    await screen.findByText(/This email already has an Orbit Radio sign-in/);
    await user.click(screen.getByRole('button', { name: 'Activate my subscription' }));
    await app.heading('You’re all set');
    expect(
      screen.getByText('Streaming Platinum is active on your account, billed by Roku.'),
    ).toBeDefined();
    const [first, second] = calls.activate.mock.calls.map(([body]) => body);
    expect(second).toMatchObject({
      entitlementId: 'ENT-1',
      email: 'noor@orbitradio.test',
      password: 'Velvet-Harbor-58',
      languagePreference: 'en-US',
    });
    expect(second?.transactionId).toBe(first?.transactionId);
    expect(second).not.toHaveProperty('firstName');
  });

  it('says when it was activated elsewhere meanwhile, and shows the active and ended pages', async () => {
    const { server, calls } = entitlementServer();
    const app = renderApp({ url: URL, server });
    const user = userEvent.setup();
    await app.heading('Activate your subscription from Roku');
    calls.activate.mockRejectedValueOnce(
      careError(409, 'ENTITLEMENT_ALREADY_ACTIVATED', 'error.code.entitlement.already.activated'),
    );
    await user.type(screen.getByLabelText('Email'), 'noor@orbitradio.test');
    await user.type(screen.getByLabelText('Create a password'), 'Velvet-Harbor-58');
    await user.click(screen.getByRole('button', { name: 'Activate my subscription' }));
    await screen.findByText('This subscription was just activated on another account.');

    const active = entitlementServer({ ...PENDING, isActive: true, status: 'active' });
    await renderApp({ url: URL, server: active.server }).heading(
      'Your subscription is already active',
    );
    const ended = entitlementServer({ ...PENDING, status: 'cancelled', redemption: 'Redeemed' });
    await renderApp({ url: URL, server: ended.server }).heading('This subscription has ended');
  });

  it('offers the sign-in instead, on the page', async () => {
    const { server } = entitlementServer();
    const app = renderApp({ url: URL, server });
    const user = userEvent.setup();
    await app.heading('Activate your subscription from Roku');
    await user.click(screen.getByRole('button', { name: 'I have an account: sign in' }));
    await screen.findByText('Sign in, and we’ll add your Roku subscription to your account.');
  });

  it('says an unknown entitlement cannot be opened', async () => {
    const { server, calls } = entitlementServer();
    calls.entitlement.mockRejectedValue(
      careError(404, 'ENTITLEMENT_NOT_FOUND', 'error.code.entitlement.not.found'),
    );
    const app = renderApp({ url: URL, server });
    await app.heading('We can’t open this offer');
    expect(screen.getByText(/doesn’t match a subscription we know/)).toBeDefined();
  });
});
