import type { AccountLinkRequest } from '@orbit/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerPasswordSignIn,
  forgetSdkState,
  signInOnPage,
  withFakeSdkServices,
} from '../../../testing/fake-identity-service.ts';
import {
  careError,
  createFakeServer,
  type FakeServer,
  fakeEndpoint,
} from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';

beforeEach(() => forgetSdkState());

const REQUEST = '/services/account-linking/request';
const CONSENT = '/subscribe/linking/consent?uid=int_abc';
const PROVIDER_RESUME = 'https://care.orbitradio.com/oauth/auth/int_abc';

const GOOGLE_ASKS: AccountLinkRequest = {
  partnerName: 'Google',
  clientId: 'google-sandbox',
  scopes: ['listening', 'account_status'],
};

/** The consent calls answered from spies, on a server that signs a password in. */
function linkingServer(server: FakeServer = createFakeServer(), origin?: string) {
  const signedIn = answerPasswordSignIn(withFakeSdkServices(server, origin));
  const calls = {
    linkRequest: fakeEndpoint<Record<string, string>, AccountLinkRequest>(
      signedIn,
      `GET ${REQUEST}`,
      () => GOOGLE_ASKS,
      { input: (request) => Object.fromEntries(request.url.searchParams) },
    ),
    answer: fakeEndpoint<{ uid: string; approve: boolean }, { redirectTo: string }>(
      signedIn,
      `POST ${REQUEST}`,
      () => ({ redirectTo: PROVIDER_RESUME }),
    ),
  };
  return { server: signedIn, calls };
}

/** Signs in on the sign-in page the consent page sent the visitor to, and comes back. */
async function signedInOnConsent() {
  const { server, calls } = linkingServer();
  const app = renderApp({
    url: `/sign-in?${new URLSearchParams({ redirectTo: CONSENT })}`,
    server,
  });
  await signInOnPage('listener@orbitradio.test');
  return { app, server, calls };
}

describe('the consent page of account linking', { timeout: 30_000 }, () => {
  it('asks a signed-out visitor to sign in, and comes back to the request', async () => {
    const { server, calls } = linkingServer();
    const app = renderApp({ url: CONSENT, server });
    await app.heading('Link your account');
    expect(
      await screen.findByText(
        'Sign in to Orbit Radio to link your account. Use any way you usually sign in.',
      ),
    ).toBeDefined();
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe(
      `/sign-in?${new URLSearchParams({ redirectTo: CONSENT })}`,
    );
    expect(calls.linkRequest).not.toHaveBeenCalled();
  });

  it('names the partner and what it may do; Allow answers yes and leaves for the provider', async () => {
    const { app, calls } = await signedInOnConsent();
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Google wants to link to your Orbit Radio account',
      }),
    ).toBeDefined();
    expect(calls.linkRequest).toHaveBeenCalledWith({ uid: 'int_abc' });
    const scopes = screen.getByText('Google will be able to:').nextElementSibling;
    expect(scopes?.textContent).toContain('Play the channels and shows your subscription includes');
    expect(scopes?.textContent).toContain('See whether your subscription is active');

    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(app.navigator.assign).toHaveBeenCalledWith(PROVIDER_RESUME));
    expect(calls.answer).toHaveBeenCalledWith({ uid: 'int_abc', approve: true });
  });

  it('Don’t allow answers no: the partner is told, nothing is linked', async () => {
    const { app, calls } = await signedInOnConsent();
    await userEvent.click(await screen.findByRole('button', { name: 'Don’t allow' }));
    await waitFor(() => expect(app.navigator.assign).toHaveBeenCalledWith(PROVIDER_RESUME));
    expect(calls.answer).toHaveBeenCalledWith({ uid: 'int_abc', approve: false });
  });

  it('says a request that ended (or is another browser’s) cannot be answered', async () => {
    const { server, calls } = linkingServer();
    calls.linkRequest.mockRejectedValue(
      careError(404, 'ACCOUNT_LINK_REQUEST_NOT_FOUND', 'error.account.link.request.not.found'),
    );
    const app = renderApp({
      url: `/sign-in?${new URLSearchParams({ redirectTo: CONSENT })}`,
      server,
    });
    await signInOnPage('listener@orbitradio.test');
    expect(await screen.findByText('This linking request has ended')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
    expect(app.navigator.assign).not.toHaveBeenCalled();
  });

  it('says so when the answer fails, and keeps the choice', async () => {
    const { app, calls } = await signedInOnConsent();
    calls.answer.mockRejectedValueOnce(careError(503, 'SERVICE_UNAVAILABLE', 'error.unavailable'));
    await userEvent.click(await screen.findByRole('button', { name: 'Allow' }));
    expect(
      await screen.findByText('Something went wrong on our side. Please try again in a moment.'),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Allow' })).toBeDefined();
    expect(app.navigator.assign).not.toHaveBeenCalled();
  });

  it('says a page with no request named has nothing to answer', async () => {
    const { server, calls } = linkingServer();
    const app = renderApp({ url: '/subscribe/linking/consent', server });
    await app.heading('Link your account');
    expect(await screen.findByText('This linking request has ended')).toBeDefined();
    expect(calls.linkRequest).not.toHaveBeenCalled();
  });

  it('speaks Canadian French', async () => {
    const { server } = linkingServer(createFakeServer(), 'https://can.localhost');
    renderApp({ host: 'can.localhost', url: `${CONSENT}&langpref=fr`, server });
    expect(
      await screen.findByText(
        'Connectez-vous à Orbit Radio pour relier votre compte, de la façon dont vous vous connectez d’habitude.',
      ),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeDefined();
  });
});

describe('the linking hub and Google’s pages', { timeout: 30_000 }, () => {
  it('links only the ways to link that work', async () => {
    const app = renderApp({ url: '/subscribe/linking', server: createFakeServer() });
    await app.heading('Link your account');
    const links = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/subscribe/linking'));
    expect(links).toEqual([
      '/subscribe/linking/device-link-amazon',
      '/subscribe/linking/device-link-google',
      '/subscribe/linking/tv',
      '/subscribe/linking/speaker',
    ]);
  });

  it('Google’s landing says what Google may do and how to start, with its support and terms', async () => {
    const app = renderApp({
      url: '/subscribe/linking/device-link-google',
      server: createFakeServer(),
    });
    await app.heading('Link with Google');
    expect(screen.getByText('Open the Google Home app on your phone.')).toBeDefined();
    await userEvent.click(screen.getByRole('link', { name: 'Help with linking' }));
    await app.heading('Help with linking Google');
    await userEvent.click(screen.getByRole('link', { name: 'Back to linking with Google' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Terms of account linking' }));
    await app.heading('Terms of account linking');
  });

  it('speaks Canadian French on the success page', async () => {
    const app = renderApp({
      host: 'can.localhost',
      url: '/subscribe/linking/device-link-google/success?langpref=fr',
      server: createFakeServer(),
    });
    await app.heading('Orbit Radio est relié à Google');
  });

  it('ends on the success page', async () => {
    const app = renderApp({
      url: '/subscribe/linking/device-link-google/success',
      server: createFakeServer(),
    });
    await app.heading('Orbit Radio is linked to Google');
    expect(screen.getByRole('link', { name: 'Go to my account' }).getAttribute('href')).toBe(
      '/account',
    );
  });
});
