import { SDK_APPLICATION, SERVICE_DOMAINS } from '@orbit/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeServer, json } from './fake-server.ts';

let counter = 0;

/** A session as the session service answers it. */
export function fakeServiceSession(sessionType: 'anonymous' | 'authenticated') {
  counter++;
  const now = Date.now();
  return {
    sessionType,
    accessToken: `access-${counter}`,
    accessTokenId: `at_${counter}`,
    refreshToken: `refresh-${counter}`,
    accessTokenExpiresAt: new Date(now + 15 * 60_000).toISOString(),
    refreshTokenExpiresAt: new Date(now + 30 * 86_400_000).toISOString(),
    entitlementHash: `hash-${counter}`,
    location: null,
  };
}

/** An identity grant as a sign-in answers it. */
export function fakeIdentityGrant(emailAddress = 'listener@orbitradio.test') {
  return {
    identityId: 'idn_1',
    emailAddress,
    grant: `osg_${++counter}`,
    grantExpiresAt: new Date(Date.now() + 60_000).toISOString(),
  };
}

/** A service error body (spec 001 §8). */
export function serviceError(status: number, code: string, extras: Record<string, unknown> = {}) {
  return json(
    { code, description: code, invalidFields: [], notFoundResourceType: null, extras },
    status,
  );
}

/** The one answer sign-up gives (ADR 025): a code went to the email. */
export function signUpCodeSent() {
  return serviceError(428, 'WAITING_ON_ONE_TIME_PASSWORD_ERROR', {
    identityId: 'idn_pending',
    maskedEmail: 'n******@orbitradio.test',
    otpOption: 'EMAIL',
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
  });
}

/**
 * Teaches the fake server what the SDK needs before any identity call: its domain config (every
 * domain but time, on this page's origin), a device grant, anonymous and authenticated sessions,
 * their refresh and sign-out.
 */
export function withFakeSdkServices(server: FakeServer, origin = 'https://care.orbitradio.com') {
  const domains: Record<string, unknown> = {};
  for (const [name, domain] of Object.entries(SERVICE_DOMAINS)) {
    if (name === 'time') continue;
    domains[name] = { baseUrl: `${origin}${domain.pathPrefix}`, endPoints: domain.endPoints };
  }
  server.on(
    `GET /configservice/v1/applications/${SDK_APPLICATION.id}/configs/${SDK_APPLICATION.version}/me`,
    () =>
      json({
        applicationId: SDK_APPLICATION.id,
        version: SDK_APPLICATION.version,
        isTest: false,
        isPreview: false,
        domains,
      }),
  );
  server.on('POST /device/v1/grants', () =>
    json({
      deviceId: 'dev_1',
      grant: 'odg_1',
      grantVersion: 'v2',
      grantExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      refreshGrant: 'odr_1',
      refreshGrantExpiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString(),
    }),
  );
  // Like the real server, it knows the session its refresh cookie belongs to (ADR 023): a page
  // load refreshes, since the browser SDK keeps no token across loads.
  let issuedType: 'anonymous' | 'authenticated' = 'anonymous';
  const issue = (sessionType: typeof issuedType) => {
    issuedType = sessionType;
    return json(fakeServiceSession(sessionType));
  };
  server.on('POST /session/v1/sessions/anonymous', () => issue('anonymous'));
  server.on('POST /session/v1/sessions/authenticated', () => issue('authenticated'));
  server.on('POST /session/v1/sessions/refresh', () => issue(issuedType));
  server.on('POST /session/v1/sessions/end', () => json({ revokedSessions: 1 }));
  server.on('POST /session/v1/sessions/revoke/all', () => json({ revoked: 1 }));
  server.on('POST /telemetry/v2/actions', () => json({ accepted: 0, duplicates: 0 }));
  server.on('POST /user-event/v1/events/submit', () => json({ accepted: 0, duplicates: 0 }));
  return server;
}

/** Forgets what the SDK kept in this jsdom (storage and cookies), so each test starts as a new visitor. */
export function forgetSdkState(): void {
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom test clean-up of the SDK's own cookies.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** The sign-in service's answers for a customer who signs in with a password (and only that). */
export function answerPasswordSignIn(
  server: FakeServer,
  emailAddress = 'listener@orbitradio.test',
): FakeServer {
  server.on('POST /identity/v1/sign-in/start', () =>
    json({
      state: 'AwaitingAuthMethod',
      identityId: 'idn_1',
      loginInfo: { identityId: 'idn_1', contactOptions: [], hasPassword: true, hasPasskey: false },
      methods: ['password'],
      otp: null,
    }),
  );
  server.on('POST /identity/v1/authenticate/password', () => json(fakeIdentityGrant(emailAddress)));
  return server;
}

/** Types the handle and the password on the sign-in page, as a customer with the keyboard. */
export async function signInOnPage(handle: string, password = 'Comet-Tail-42') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email or username'), handle);
  await user.keyboard('{Enter}');
  await user.type(await screen.findByLabelText('Password'), password);
  await user.keyboard('{Enter}');
  return user;
}
