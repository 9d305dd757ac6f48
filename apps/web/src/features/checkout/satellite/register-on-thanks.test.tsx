import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeIdentityGrant, withFakeSdkServices } from '../../../testing/fake-identity-service.ts';
import { careOk, json } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { careFailure } from '../testing/streaming-fakes.ts';
import { ORGANIC_NEW, satelliteServer } from './testing/satellite-fakes.ts';
import {
  continueWithRadio,
  fillAddress,
  fillCard,
  findRadioById,
  placeOrder,
} from './testing/satellite-steps.ts';

const OFFER = '/services/account/registration-offer';
const REGISTER = '/services/account/register';

/** A visitor's satellite checkout up to its thanks page, the server offering registration. */
async function atThanks(offered = true) {
  const server = withFakeSdkServices(satelliteServer());
  server.on(`POST ${OFFER}`, () =>
    careOk(
      offered
        ? { offered: true, maskedEmail: 'n**********@orbitradio.test' }
        : { offered: false, maskedEmail: null },
    ),
  );
  const app = renderApp({ url: ORGANIC_NEW, server });
  const user = userEvent.setup();
  await app.heading('Get Orbit Radio in your car');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await app.heading('Find your radio');
  await findRadioById(user);
  await continueWithRadio(user);
  await app.heading('Now let’s set up your payment');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await app.heading('Set up your payment');
  await fillAddress(user);
  await fillCard(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await app.heading('Review your order');
  await placeOrder(user);
  await app.heading('Your radio is ready');
  return { app, user, server };
}

describe('registration on the satellite thanks page', { timeout: 30_000 }, () => {
  it('creates the sign-in with a password and the emailed code, then lands on the account', async () => {
    const { app, user, server } = await atThanks();
    await screen.findByRole('heading', { name: 'Create your sign-in' });
    expect(server.requestsTo(OFFER)[0]?.body).toEqual({ accountNumber: '10000001' });
    expect(screen.getByText(/new\.listener@orbitradio\.test/)).toBeDefined();

    await user.type(screen.getByLabelText('Password'), 'Meteor-Shower-31');
    await user.type(screen.getByLabelText('Confirm password'), 'Meteor-Shower-32');
    await user.click(screen.getByRole('button', { name: 'Create my sign-in' }));
    expect(
      await screen.findByText('The two passwords don’t match. Type the same password twice.'),
    ).toBeDefined();
    expect(server.requestsTo(REGISTER)).toHaveLength(0);

    server.on(`POST ${REGISTER}`, () =>
      careFailure(400, 'PASSWORD_TOO_COMMON', 'error.password.too.common'),
    );
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Meteor-Shower-31');
    await user.click(screen.getByRole('button', { name: 'Create my sign-in' }));
    expect(
      await screen.findByText('This password is too common. Choose one that’s harder to guess.'),
    ).toBeDefined();

    server.on(`POST ${REGISTER}`, () =>
      careOk({
        identityId: 'idn_pending',
        maskedEmail: 'n**********@orbitradio.test',
        otpOption: 'EMAIL',
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Create my sign-in' }));
    expect(server.requestsTo(REGISTER).at(-1)?.body).toEqual({
      accountNumber: '10000001',
      password: 'Meteor-Shower-31',
    });
    const code = await screen.findByLabelText('6-digit code');
    expect(screen.queryByRole('button', { name: 'Use a different email' })).toBeNull();
    server.on('POST /otp/v1/redeem', () =>
      json({ grant: 'oog_1', grantExpiresAt: new Date().toISOString() }),
    );
    server.on('POST /identity/v1/authenticate/otp', () =>
      json(fakeIdentityGrant('new.listener@orbitradio.test')),
    );
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(app.navigator.assign).toHaveBeenCalledWith('/account'));
    expect(server.requestsTo('/otp/v1/redeem')[0]?.body).toEqual({
      identityId: 'idn_pending',
      otp: '123456',
    });
  });

  it('keeps the link to sign up when the server does not offer it', async () => {
    await atThanks(false);
    expect(await screen.findByRole('link', { name: 'Create my sign-in' })).toBeDefined();
    expect(screen.queryByLabelText('Confirm password')).toBeNull();
  });
});
