import { randomUUID } from 'node:crypto';
import { SANDBOX_GOOGLE_CLIENT_ID } from '@orbit/domain';
import { expect } from 'vitest';
import type { App } from '../../../app.ts';
import type { Db } from '../../../db/client.ts';
import { accountLinkEvents, oauthProviderRecords } from '../../../db/schema/index.ts';
import {
  bearer,
  type CookielessSession,
  createDeviceGrant,
  withGrant,
} from '../../../testing/service-sessions.ts';
import { createSoftAuthenticator } from '../../../testing/soft-authenticator.ts';
import { idHashOf } from '../account-linking/provider-records.ts';

/** The host the tests' passkeys are made for (the RP ID `localhost`). */
export const SIGN_INS_TEST_HOST = 'localhost:8080';

/**
 * A device shows a code (`flow`), the customer signed in on `approver` approves it, the device
 * polls and trades its grant at sessions/device: the device and its session.
 */
export async function linkDeviceByCode(
  app: App,
  approver: CookielessSession,
  flow: 'tv' | 'speaker' | 'car',
) {
  const device = await createDeviceGrant(app);
  const generated = await app.inject({
    method: 'POST',
    url: `/device-authorization/v1/user-codes/generate?flow=${flow}`,
    headers: { host: SIGN_INS_TEST_HOST, ...withGrant(device) },
  });
  const { device_code, user_code } = generated.json();
  const speaker = flow === 'speaker';
  const approved = await app.inject({
    method: 'POST',
    url: `/device-authorization/v1/${speaker ? 'link-codes' : 'user-codes'}/authorize`,
    headers: bearer(approver),
    payload: { [speaker ? 'linkCode' : 'userCode']: user_code },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const polled = await app.inject({
    method: 'POST',
    url: '/device-authorization/v1/user-codes/authenticate',
    headers: withGrant(device),
    payload: { deviceCode: device_code },
  });
  const session = await app.inject({
    method: 'POST',
    url: '/session/v1/sessions/device',
    headers: withGrant(device),
    payload: { grant: polled.json().grant },
  });
  expect(session.statusCode, session.body).toBe(200);
  return { device, session: session.json() as CookielessSession };
}

/** Registers a passkey (a software authenticator) for the identity signed in on `session`. */
export async function registerPasskey(app: App, session: CookielessSession) {
  const authenticator = createSoftAuthenticator({ origin: `http://${SIGN_INS_TEST_HOST}` });
  const post = (url: string, payload?: object) =>
    app.inject({
      method: 'POST',
      url: `/identity/v1/webauthn/${url}`,
      headers: { host: SIGN_INS_TEST_HOST, ...bearer(session) },
      ...(payload ? { payload } : {}),
    });
  const start = await post('create/start');
  const created = await post('create/finish', {
    grant: start.json().grant,
    credential: authenticator.register(start.json().options),
  });
  expect(created.statusCode, created.body).toBe(200);
  return { authenticator, passkeyId: created.json().passkey.id as string };
}

/**
 * A partner link of the identity as the consent page leaves it (ADR 071): the provider's grant
 * and the consent that names it. Answers the link's id (the consent's).
 */
export async function insertLinkedService(db: Db, identityId: string, at: Date): Promise<string> {
  const grantId = `grant-${randomUUID()}`;
  await db.insert(oauthProviderRecords).values({
    model: 'Grant',
    idHash: idHashOf(grantId),
    payload: { kind: 'Grant', accountId: identityId, clientId: SANDBOX_GOOGLE_CLIENT_ID },
    expiresAt: new Date(at.getTime() + 86_400_000),
  });
  const id = `ale_${randomUUID()}`;
  await db.insert(accountLinkEvents).values({
    id,
    event: 'consented',
    identityId,
    clientId: SANDBOX_GOOGLE_CLIENT_ID,
    grantId,
    scopes: ['listening'],
    at,
  });
  return id;
}
