import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { skipsGlobalHandler } from '../../../testing/fake-server.ts';
import { careFailure, fakeAccountServer, identifiedAccount } from '../testing/account-fakes.ts';
import { renderAccount } from '../testing/render-account.tsx';

describe('account guard', { timeout: 20_000 }, () => {
  it('sends a visitor who is neither signed in nor identified to sign in, and back', async () => {
    const care = fakeAccountServer();
    care.getAccount.mockRejectedValue(careFailure(401, 'UNAUTHENTICATED_CUSTOMER'));
    const page = renderAccount({ care, url: '/account/manage/account-info?from=email' });
    await screen.findByRole('heading', { name: 'Sign-in stand-in' });
    expect(page.location()).toBe(
      `/sign-in?${new URLSearchParams({ redirectTo: '/account/manage/account-info?from=email' })}`,
    );
    expect(care.getAccount).toHaveBeenCalledWith({});
    expect(skipsGlobalHandler(care.server.requestsTo('/services/account').at(-1))).toBe(true);
    expect(page.errors.handleCareError).not.toHaveBeenCalled();
    expect(page.pageLoading.get()).toBe(false);
  });

  it('sends an identified session that has not proven who it is to the account lookup', async () => {
    const care = fakeAccountServer();
    care.getAccount.mockRejectedValue(careFailure(403, 'VERIFICATION_REQUIRED'));
    const page = renderAccount({ care, url: '/account' });
    await screen.findByRole('heading', { name: 'Account lookup stand-in' });
    expect(page.location()).toBe('/subscribe/checkout/flepz');
  });

  it('leaves a timeout and a server failure to the app (modal, error page)', async () => {
    const care = fakeAccountServer();
    care.getAccount.mockRejectedValue(careFailure(500, 'INTERNAL_ERROR'));
    const page = renderAccount({ care });
    await waitFor(() =>
      expect(page.errors.handleCareError).toHaveBeenCalledWith(
        expect.objectContaining({ status: 500, errorCode: 'INTERNAL_ERROR' }),
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Manage your account' })).toBeDefined();
  });

  it('says to try again in a moment when the server cannot answer now, and tries again', async () => {
    const care = fakeAccountServer();
    care.getAccount.mockRejectedValueOnce(careFailure(503, 'SERVICE_UNAVAILABLE'));
    renderAccount({ care, url: '/account' });
    expect(
      await screen.findByText('We can’t complete this right now. Please try again in a moment.'),
    ).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hi Jane')).toBeDefined();
  });

  it('tells a signed-in customer with no account where to go, without an error', async () => {
    const care = fakeAccountServer();
    care.getAccount.mockResolvedValue(null);
    const page = renderAccount({ care, url: '/account' });
    expect(await screen.findByText('No radio account is linked to this sign-in yet')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Find your account' }).getAttribute('href')).toBe(
      '/subscribe/checkout/flepz',
    );
    expect(screen.getByRole('link', { name: 'Manage your sign-in' })).toBeDefined();
    expect(page.errors.reportBusinessError).not.toHaveBeenCalled();
    expect(page.location()).toBe('/account');
  });

  it('explains an account it cannot find, and tries again', async () => {
    const care = fakeAccountServer();
    care.getAccount.mockRejectedValueOnce(careFailure(404, 'ACCOUNT_NOT_FOUND'));
    const page = renderAccount({ care, url: '/account' });
    expect(await screen.findByText('We couldn’t find your account')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeDefined();
    expect(page.errors.reportBusinessError).toHaveBeenCalledWith({
      name: 'account load',
      code: 'ACCOUNT_NOT_FOUND',
      failedRequestId: expect.stringMatching(/^req_/),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hi Jane')).toBeDefined();
  });
});

describe('identified visitor', { timeout: 20_000 }, () => {
  it('sees the summary with masked details, a sign-in prompt and no changes', async () => {
    const care = fakeAccountServer(identifiedAccount());
    const page = renderAccount({ care });
    const title = await screen.findByText('You’re seeing a summary of your account');
    const prompt = within(title.closest<HTMLElement>('[role="status"]') ?? document.body);
    expect(
      prompt.getByRole('link', { name: 'Sign in to manage your account' }).getAttribute('href'),
    ).toBe(`/sign-in?${new URLSearchParams({ redirectTo: '/account/manage' })}`);
    expect(screen.queryByRole('button', { name: /Edit the nickname/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Update your card' })).toBeNull();
    // Paying a balance needs no sign-in.
    expect(screen.getByRole('link', { name: 'Pay now' })).toBeDefined();
    expect(page.target.digitalData?.customerInfo.authenticationStatus).toBe('Identified users');
  });

  it('reads the masked account info and cannot edit it', async () => {
    const care = fakeAccountServer(identifiedAccount());
    renderAccount({ care, url: '/account/manage/account-info' });
    const contact = within(await screen.findByRole('region', { name: 'Contact information' }));
    expect(contact.getByText('o******@orbitradio.test')).toBeDefined();
    expect(contact.getByText('***-***-0101')).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Contact preferences' })).toBeNull();
    expect(care.contactPreferences).not.toHaveBeenCalled();
    expect(screen.getByText('Shown once you sign in')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeDefined();
  });
});
