import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careError, careOk } from '../../../testing/fake-server.ts';
import {
  answerLinkVerification,
  JANE_LPZ,
  linkIdentifiedAccount,
  linkTokenDevice,
} from '../../../testing/link-verification-fakes.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { CHANGE_PATH, CHANGE_TERM_PATH, changeServer } from '../testing/change-fakes.ts';

const ENTRY = `${CHANGE_PATH}?subscriptionId=sub_1`;

/**
 * The flow's heading once it is open. The route module loads the flow lazily (a second chunk),
 * so a cold test worker may take longer than a find's default second to transform it.
 */
function opened(name: string) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
}

describe('change entry', { timeout: 30_000 }, () => {
  it('sends a visitor with no way in to the error page', async () => {
    const app = renderApp({ url: CHANGE_PATH, server: changeServer() });
    await app.settled();
    await screen.findByRole('heading', { level: 1 });
    expect(app.location()).toBe('/error');
  });

  it('sends a subscription that is not the account’s to sign in, with the query', async () => {
    const app = renderApp({ url: `${CHANGE_PATH}?subscriptionId=sub_9`, server: changeServer() });
    await app.heading('Sign in');
    expect(app.location()).toBe(
      `/sign-in?${new URLSearchParams({ redirectTo: `${CHANGE_PATH}?subscriptionId=sub_9` })}`,
    );
  });

  it('sends a visitor who is not signed in to the account sign-in', async () => {
    const server = changeServer();
    server.on('POST /services/account', () =>
      careError(401, 'UNAUTHENTICATED_CUSTOMER', 'error.common.unauthenticated.customer'),
    );
    const app = renderApp({ url: ENTRY, server });
    await app.heading('Sign in');
    expect(app.location()).toBe('/account/login');
  });

  it('enters by a link’s token and task: the radio’s subscription, the task with the offers', async () => {
    const server = changeServer();
    server.on('POST /services/identification/token', () => careOk(linkTokenDevice()));
    server.on('POST /services/account/non-pii', () =>
      careOk(linkIdentifiedAccount({ verified: true, firstName: 'Jane' })),
    );
    renderApp({ url: `${CHANGE_PATH}?tkn=tok_abc&task=upgrade`, server });
    await opened('Change your plan');
    expect(server.requestsTo('/services/identification/token')[0]?.body).toMatchObject({
      token: 'tok_abc',
      tokenType: 'SALES_AUDIO',
    });
    expect(server.requestsTo('/services/offers/customer/change')[0]?.body).toMatchObject({
      subscriptionId: 'sub_1',
      task: 'upgrade',
    });
  });

  it('asks a link that identified without proving for last name, phone and zip, then opens', async () => {
    const server = changeServer();
    server.on('POST /services/identification/token', () => careOk(linkTokenDevice()));
    server.on('POST /services/account/non-pii', () => careOk(linkIdentifiedAccount()));
    answerLinkVerification(server);
    const entry = `${CHANGE_PATH}?tkn=tok_abc&task=upgrade`;
    const app = renderApp({ url: entry, server });
    const user = userEvent.setup();
    await opened('Change your plan');
    expect(
      screen.getByRole('heading', { level: 2, name: 'First, confirm it’s you' }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign in instead' }).getAttribute('href')).toBe(
      `/sign-in?${new URLSearchParams({ redirectTo: entry })}`,
    );
    expect(server.requestsTo('/services/offers/customer/change')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Last name' }), JANE_LPZ.lastName);
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), JANE_LPZ.phoneNumber);
    await user.type(screen.getByRole('textbox', { name: /ZIP code/ }), JANE_LPZ.zipCode);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('radio', { name: /Platinum VIP/ });
    expect(server.requestsTo('/services/offers/customer/change')[0]?.body).toMatchObject({
      subscriptionId: 'sub_1',
      task: 'upgrade',
    });
    // The link is identified once: verifying does not send it again.
    expect(server.requestsTo('/services/identification/token')).toHaveLength(1);
    expect(app.location()).toBe(entry);
  });

  it('asks a radio id link’s account to be verified, and says when the details do not match', async () => {
    const server = changeServer();
    server.on('POST /services/account/non-pii', () =>
      careOk(linkIdentifiedAccount({ authenticationType: 'RID' })),
    );
    const verification = answerLinkVerification(server);
    renderApp({ url: `${CHANGE_TERM_PATH}?radioid=ORBX0001&lname=Rivera&task=term`, server });
    const user = userEvent.setup();
    await opened('Change your plan term');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Rivers');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), JANE_LPZ.phoneNumber);
    await user.type(screen.getByRole('textbox', { name: /ZIP code/ }), JANE_LPZ.zipCode);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // Refused without saying which detail was wrong.
    expect(
      await screen.findByText(/We’re unable to confirm your account with these details/),
    ).toBeDefined();
    for (const field of screen.getAllByRole('textbox')) {
      expect(field.getAttribute('aria-invalid')).not.toBe('true');
    }
    expect(verification.isVerified()).toBe(false);
    expect(screen.getByRole('link', { name: 'Sign in instead' })).toBeDefined();

    const lastName = screen.getByRole('textbox', { name: 'Last name' });
    await user.clear(lastName);
    await user.type(lastName, JANE_LPZ.lastName);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('radio', { name: /Yearly/ });
    expect(server.requestsTo('/services/offers/customer/change')[0]?.body).toMatchObject({
      subscriptionId: 'sub_1',
      task: 'term',
    });
  });

  it('sends a signed-in visitor whose account wants verification to sign in, as before', async () => {
    const server = changeServer();
    server.on('POST /services/account', () =>
      careError(403, 'VERIFICATION_REQUIRED', 'error.account.verification.required'),
    );
    const app = renderApp({ url: ENTRY, server });
    await app.heading('Sign in');
    expect(app.location()).toBe(`/sign-in?${new URLSearchParams({ redirectTo: ENTRY })}`);
  });

  it('sends a refused token to sign in, carrying the query', async () => {
    const server = changeServer();
    server.on('POST /services/identification/token', () =>
      careError(400, 'INVALID_TOKEN', 'error.code.invalid.token'),
    );
    const app = renderApp({ url: `${CHANGE_PATH}?tkn=bad&task=upgrade`, server });
    await app.heading('Sign in');
    expect(app.location()).toBe(
      `/sign-in?${new URLSearchParams({ redirectTo: `${CHANGE_PATH}?tkn=bad&task=upgrade` })}`,
    );
  });
});
