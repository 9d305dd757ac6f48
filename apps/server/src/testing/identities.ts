import { hash } from '@node-rs/argon2';
import { type IdentityGrant, type Session, sessionSchema } from '@orbit/domain';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import { type IdentityRow, identities, passwordCredentials } from '../db/schema/index.ts';
import { newId } from '../platform/ids.ts';
import { createFakeClock, type FakeClock } from './fake-clock.ts';
import { fileCounter } from './file-counter.ts';
import { bearer, startAnonymousSession, withGrant } from './service-sessions.ts';

/** What a test needs to call the identity APIs the way the SDK does: an anonymous session first. */
export async function anonymousCaller(app: App) {
  const { device, session } = await startAnonymousSession(app);
  return { device, session, headers: bearer(session) };
}

/** An identity written straight to the database (cheap argon2id, as the test config hashes). */
export async function insertIdentity(
  testApp: { db: Db; clock: FakeClock },
  values: Partial<IdentityRow> & { handle: string; password?: string },
): Promise<IdentityRow> {
  const now = testApp.clock.now();
  const { password, ...rest } = values;
  const email = values.handle.includes('@') ? values.handle : (values.emailAddress ?? null);
  const row: IdentityRow = {
    id: newId('identity', now),
    state: 'STREAMING',
    handleKey: values.handle.toLowerCase(),
    emailAddress: email,
    emailKey: email?.toLowerCase() ?? null,
    emailVerifiedAt: null,
    phoneNumber: null,
    phoneVerifiedAt: null,
    firstName: null,
    lastName: null,
    language: 'en-US',
    country: 'us',
    accountNumber: null,
    privacyAgreements: [],
    createdAt: now,
    updatedAt: now,
    ...rest,
  };
  await testApp.db.insert(identities).values(row);
  if (password !== undefined) {
    const passwordHash = await hash(password, { memoryCost: 64, timeCost: 1, parallelism: 1 });
    await testApp.db
      .insert(passwordCredentials)
      .values({ identityId: row.id, passwordHash, createdAt: now, updatedAt: now });
  }
  return row;
}

export type MailboxMessage = {
  id: string;
  channel: string;
  to: string;
  template: string;
  locale: string;
  subject: string | null;
  text: string | null;
  html: string | null;
  status: string;
};

/** The developer mailbox, newest first (what end-to-end tests read codes from). */
export async function mailbox(app: App, to?: string): Promise<MailboxMessage[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const response = await app.inject({ method: 'GET', url: `/dev/mailbox.json${query}` });
  return (response.json() as { messages: MailboxMessage[] }).messages;
}

/** The six-digit code in the newest message to `to`. */
export async function latestCode(app: App, to: string): Promise<string> {
  const [message] = await mailbox(app, to);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the newest message to ${to}`);
  return code;
}

/** The identity grant traded for an authenticated session, as the SDK does next. */
export async function sessionFromGrant(
  app: App,
  device: { grant: string },
  identityGrant: Pick<IdentityGrant, 'grant'>,
): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/session/v1/sessions/authenticated',
    headers: withGrant(device),
    payload: { grant: identityGrant.grant },
  });
  if (response.statusCode !== 200) throw new Error(`sessions/authenticated: ${response.body}`);
  return sessionSchema.parse(response.json());
}

/** Signs in with a password through the API and returns the authenticated session. */
export async function signInWithPassword(
  app: App,
  handle: string,
  password: string,
): Promise<{ session: Session; device: { grant: string } }> {
  const caller = await anonymousCaller(app);
  const response: LightMyRequestResponse = await app.inject({
    method: 'POST',
    url: '/identity/v1/authenticate/password',
    headers: caller.headers,
    payload: { handle, password },
  });
  if (response.statusCode !== 200) throw new Error(`authenticate/password: ${response.body}`);
  return {
    session: await sessionFromGrant(app, caller.device, response.json()),
    device: caller.device,
  };
}

const clocksHanded = fileCounter();

/**
 * A fake clock a day after the last one this file got: the tests of a file share one database,
 * and per-destination limits and lockouts counted by one test must not spill into the next.
 */
export function freshClock(): FakeClock {
  const days = clocksHanded.next();
  return createFakeClock(new Date(Date.UTC(2026, 3, 1, 9, 0, 0) + days * 86_400_000));
}

/**
 * Settings for tests that move the clock by hours: the access token of the test's session then
 * lasts a day (its own expiry is tested in the session module).
 */
export const LONG_SESSION_ENV = { ACCESS_TOKEN_TTL_SECONDS: '86400' };
