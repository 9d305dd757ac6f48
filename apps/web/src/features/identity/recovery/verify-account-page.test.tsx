import type { CareIdentifiedAccount } from '@orbit/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withFakeSdkServices } from '../../../testing/fake-identity-service.ts';
import { careOk, createFakeServer, json } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const NON_PII = '/services/account/non-pii';
const VERIFY = '/services/authenticate/verify-pii-data';

function account(values: Partial<CareIdentifiedAccount> = {}): CareIdentifiedAccount {
  return {
    authenticationType: 'RID_ACCT',
    verified: false,
    firstName: null,
    radios: [
      {
        deviceRef: 'orad_0003',
        radioIdLastFour: '0003',
        deviceType: 'car',
        vehicle: { year: 2024, make: 'Lumen', model: 'Arc' },
        status: 'active',
        planName: 'All Access',
        hasActiveSubscription: true,
      },
    ],
    streaming: [],
    hasActiveSubscription: true,
    ...values,
  };
}

function refusal(status: number, errorCode: string) {
  return json(
    { error: { errorType: 'BUSINESS', errorCode, errorPropKey: `error.${errorCode}` } },
    status,
  );
}

function verifyServer() {
  const server = withFakeSdkServices(createFakeServer());
  server.on(`POST ${NON_PII}`, () => careOk(account()));
  server.on(`POST ${VERIFY}`, () => careOk(account({ verified: true, firstName: 'Jordan' })));
  return server;
}

async function atVerify(server = verifyServer()) {
  const app = renderApp({ url: '/account/credentials', server });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('link', { name: 'Verify your account' }));
  await app.heading('Verify your account');
  await screen.findByRole('heading', { name: 'Step 1 of 2: Find your account' });
  return { app, user, server };
}

async function findByRadio(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Radio ID'), 'orba0003');
  await user.type(screen.getByRole('textbox', { name: /Account number/ }), '10000001');
  await user.click(screen.getByRole('button', { name: 'Find my account' }));
}

async function fillLpz(user: ReturnType<typeof userEvent.setup>, region: HTMLElement) {
  await user.type(within(region).getByLabelText('Last name'), 'Rivera');
  await user.type(within(region).getByLabelText(/Phone number/), '512-555-0101');
  await user.type(within(region).getByLabelText('ZIP code'), '78701');
  await user.click(within(region).getByRole('button', { name: 'Verify' }));
}

describe('verify your account', { timeout: 30_000 }, () => {
  it('finds the account by radio, confirms last name, phone and ZIP, then offers to pay or reset', async () => {
    const { app, user, server } = await atVerify();
    // The Radio Info form's own rules come first, on its fields.
    await user.click(screen.getByRole('button', { name: 'Find my account' }));
    expect(screen.getByLabelText('Radio ID').getAttribute('aria-invalid')).toBe('true');
    expect(server.requestsTo(NON_PII)).toHaveLength(0);

    await findByRadio(user);
    const step = await screen.findByRole('region', { name: 'Step 2 of 2: Confirm it’s you' });
    expect(document.activeElement).toBe(
      within(step).getByRole('heading', { name: 'Step 2 of 2: Confirm it’s you' }),
    );
    expect(server.requestsTo(NON_PII)[0]?.body).toEqual({
      radioId: 'ORBA0003',
      accountNumber: '10000001',
      locale: 'en-US',
    });

    await fillLpz(user, step);
    const done = await screen.findByRole('region', { name: 'Your account is verified' });
    expect(server.requestsTo(VERIFY)[0]?.body).toEqual({
      lpzVerificationRequest: { lastName: 'Rivera', phoneNumber: '5125550101', zipCode: '78701' },
      locale: 'en-US',
    });
    expect(within(done).getByRole('link', { name: 'Pay your bill' }).getAttribute('href')).toBe(
      '/account/pay',
    );
    expect(
      within(done).getByRole('link', { name: 'Reset your password' }).getAttribute('href'),
    ).toBe('/account/credentials/forgot-password');
    const events = (app.analyticsTarget.appEventData ?? []).map((event) => event.event);
    expect(events).toEqual(expect.arrayContaining(['authentication-success', 'account-verified']));
  });

  it('names the care phone when the account is not found or the details do not match', async () => {
    const server = verifyServer();
    server.on(`POST ${NON_PII}`, () => refusal(404, 'ACCOUNT_NOT_FOUND'));
    server.on(`POST ${VERIFY}`, () => refusal(400, 'VERIFICATION_FAILED'));
    const { user } = await atVerify(server);
    await findByRadio(user);
    const notFound = await screen.findByRole('alert');
    expect(notFound.textContent).toContain('We couldn’t find an account with these details');
    expect(notFound.textContent).toContain('1-866-555-0100');

    server.on(`POST ${NON_PII}`, () => careOk(account()));
    await user.click(screen.getByRole('button', { name: 'Find my account' }));
    const step = await screen.findByRole('region', { name: 'Step 2 of 2: Confirm it’s you' });
    await fillLpz(user, step);
    const refused = await within(step).findByRole('alert');
    expect(refused.textContent).toContain('unable to confirm your account');
    expect(refused.textContent).toContain('1-866-555-0100');
    expect(screen.queryByRole('link', { name: 'Pay your bill' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Look up another account' }));
    expect(
      await screen.findByRole('heading', { name: 'Step 1 of 2: Find your account' }),
    ).toBeDefined();
  });

  it('skips the second step for a session that already proved who it is', async () => {
    const server = verifyServer();
    server.on(`POST ${NON_PII}`, () => careOk(account({ verified: true, firstName: 'Jordan' })));
    const { user } = await atVerify(server);
    await findByRadio(user);
    expect(await screen.findByRole('region', { name: 'Your account is verified' })).toBeDefined();
    expect(server.requestsTo(VERIFY)).toHaveLength(0);
  });
});
