import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerCancelCalls } from '../../../testing/cancel-fakes.ts';
import { careAccount, subscription } from '../../../testing/care-account-fakes.ts';
import { careError, careOk, createFakeServer } from '../../../testing/fake-server.ts';
import { answerLinkVerification, JANE_LPZ } from '../../../testing/link-verification-fakes.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const TARGETED = '/account/subscription/cancel-targeted';

/** A server whose token entry and account lookup identify Jane's account from her link. */
function linkServer(flag: boolean) {
  const server = createFakeServer({ flags: { enableTargetedCancel: flag } });
  server.on('POST /services/identification/token', () =>
    careOk({
      deviceRef: 'orad_token',
      radioIdLastFour: '0001',
      deviceType: 'car',
      vehicle: null,
      status: 'active',
      hasActiveSubscription: true,
      cardOnFile: null,
      programCode: null,
    }),
  );
  server.on('POST /services/account/non-pii', () =>
    careOk({
      authenticationType: 'TOKEN_URL',
      verified: true,
      firstName: 'Jane',
      radios: [],
      streaming: [],
      hasActiveSubscription: true,
    }),
  );
  return server;
}

describe('targeted cancel', { timeout: 20_000 }, () => {
  it('identifies the link, then opens the cancel page of the subscription it names', async () => {
    const server = linkServer(true);
    answerCancelCalls(server);
    const app = renderApp({ url: `${TARGETED}?atok=oet1.abc&subscriptionId=sub_2`, server });
    await app.heading('Before you go…');
    expect(app.location()).toBe('/subscription/cancel?subscriptionId=sub_2');
    expect(server.requestsTo('/services/identification/token')[0]?.body).toEqual({
      token: 'oet1.abc',
      tokenType: 'ACCOUNT',
    });
    expect(server.requestsTo('/services/account/non-pii')[0]?.body).toMatchObject({
      deviceRef: 'orad_token',
      authenticationType: 'TOKEN_URL',
    });
  });

  it('asks which subscription when the link names none and the account has several', async () => {
    const server = linkServer(true);
    answerCancelCalls(server);
    const app = renderApp({ url: `${TARGETED}?atok=oet1.abc`, server });
    await app.heading('Your cancellation options');
    expect(
      screen.getByRole('list', { name: 'Which subscription do you want to cancel?' }),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('link', { name: 'Streaming Platinum, streaming' }));
    await app.heading('Before you go…');
    expect(app.location()).toBe('/subscription/cancel?subscriptionId=sub_2');
  });

  it('goes straight on for a signed-in customer with one subscription', async () => {
    const server = createFakeServer({ flags: { enableTargetedCancel: true } });
    answerCancelCalls(server, { account: careAccount({ subscriptions: [subscription()] }) });
    const app = renderApp({ url: TARGETED, server });
    await app.heading('Before you go…');
    expect(app.location()).toBe('/subscription/cancel?subscriptionId=sub_1');
    expect(server.requestsTo('/services/identification/token')).toHaveLength(0);
  });

  it('says when the link cannot be used, with sign in beside it', async () => {
    const server = linkServer(true);
    server.on('POST /services/identification/token', () =>
      careError(400, 'INVALID_TOKEN', 'error.token.invalid'),
    );
    const app = renderApp({ url: `${TARGETED}?atok=forged`, server });
    await app.heading('Your cancellation options');
    expect(screen.getByText('This link can’t be used')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/account/login?redirectTo=%2Faccount%2Fsubscription%2Fcancel-targeted',
    );
  });

  it('asks a link that identified without proving for last name, phone and zip, then opens cancel', async () => {
    const server = linkServer(true);
    answerCancelCalls(server);
    const verification = answerLinkVerification(server);
    const app = renderApp({ url: `${TARGETED}?atok=oet1.abc&subscriptionId=sub_2`, server });
    const user = userEvent.setup();
    await app.heading('Your cancellation options');
    expect(
      screen.getByRole('heading', { level: 2, name: 'First, confirm it’s you' }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign in instead' }).getAttribute('href')).toBe(
      `/account/login?${new URLSearchParams({ redirectTo: `${TARGETED}?atok=oet1.abc&subscriptionId=sub_2` })}`,
    );

    // A wrong detail: refused without saying which one, and the form stays.
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), JANE_LPZ.lastName);
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '5125550199');
    await user.type(screen.getByRole('textbox', { name: /ZIP code/ }), JANE_LPZ.zipCode);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(/We’re unable to confirm your account with these details/),
    ).toBeDefined();
    expect(verification.isVerified()).toBe(false);
    for (const field of screen.getAllByRole('textbox')) {
      expect(field.getAttribute('aria-invalid')).not.toBe('true');
    }
    expect(app.location()).toBe(`${TARGETED}?atok=oet1.abc&subscriptionId=sub_2`);

    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    await user.clear(phone);
    await user.type(phone, JANE_LPZ.phoneNumber);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await app.heading('Before you go…');
    expect(app.location()).toBe('/subscription/cancel?subscriptionId=sub_2');
    expect(server.requestsTo('/services/authenticate/verify-pii-data').at(-1)?.body).toMatchObject({
      lpzVerificationRequest: JANE_LPZ,
    });
  });

  it('still sends a visitor nobody identified to sign in', async () => {
    const server = createFakeServer({ flags: { enableTargetedCancel: true } });
    server.on('POST /services/account', () =>
      careError(403, 'VERIFICATION_REQUIRED', 'error.account.verification.required'),
    );
    const app = renderApp({ url: TARGETED, server });
    await app.heading('Sign in');
    expect(app.location()).toBe(`/account/login?${new URLSearchParams({ redirectTo: TARGETED })}`);
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it('goes to the error page with its flag off, and asks nothing', async () => {
    const server = linkServer(false);
    const app = renderApp({ url: `${TARGETED}?atok=oet1.abc`, server });
    await waitFor(() => expect(app.location()).toBe('/error'));
    expect(server.requestsTo('/services/identification/token')).toHaveLength(0);
  });
});
