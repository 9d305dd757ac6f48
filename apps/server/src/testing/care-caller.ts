import { careErrorBodySchema, careSuccessSchema } from '@orbit/domain';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { Logger } from '../platform/logger.ts';
import type { FakeClock } from './fake-clock.ts';
import { freshClock } from './identities.ts';
import { cookieHeaderFrom } from './session-cookie.ts';
import { storedCareSession } from './stored-care-session.ts';
import { createTestApp } from './test-app.ts';

/** Care API callers for the server tests of every module: a care session on a market host. */

export const US_HOST = 'care.orbitradio.com';
export const CA_HOST = 'care.orbitradio.ca';

export const ORBIT_OWNER = { username: 'orbitowner1', password: 'Nebula-Drift-77' } as const;

/** The real app with a stored care session on `host`, and callers that send its cookie. */
export async function careCaller(
  options: {
    host?: string;
    env?: Record<string, string>;
    clock?: FakeClock;
    logger?: Logger;
    /** The client address every request comes from (light-my-request's default otherwise). */
    remoteAddress?: string;
    /** A database of the test's own (the seeded students' rows change in it). */
    ownDatabase?: boolean;
  } = {},
) {
  const testApp = await createTestApp({
    ...(options.ownDatabase ? { ownDatabase: true } : {}),
    clock: options.clock ?? freshClock(),
    ...(options.env ? { env: options.env } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const host = options.host ?? US_HOST;
  const from = options.remoteAddress ? { remoteAddress: options.remoteAddress } : {};
  const startSession = async () =>
    (await storedCareSession(testApp.app, host, options.remoteAddress)).cookie;
  let cookie = await startSession();
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { host, ...cookie, ...headers },
      payload,
      ...from,
    });
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers: { host, ...cookie, ...headers }, ...from });
  return {
    ...testApp,
    host,
    post,
    get,
    /** Signs in on the care session (which replaces it: new cookie). */
    async signIn(username: string, password: string) {
      const response = await post('/services/authenticate/login', {
        token: { username, password },
        keepMeSignedIn: false,
      });
      expect(response.statusCode, response.body).toBe(200);
      cookie = cookieHeaderFrom(response);
    },
    /** Starts another, unrelated care session (another browser) and switches to it. */
    async newSession() {
      cookie = await startSession();
    },
  };
}

export type CareCaller = Awaited<ReturnType<typeof careCaller>>;

/** The payload of a 200 care answer, checked against its contract. */
export function careData<T extends z.core.$ZodType>(
  response: LightMyRequestResponse,
  schema: T,
): z.output<T> {
  expect(response.statusCode, response.body).toBe(200);
  const envelope = careSuccessSchema(schema).parse(response.json()) as { data: z.output<T> };
  return envelope.data;
}

/** Asserts a care refusal (status and code) and returns its inner error. */
export function careError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = careErrorBodySchema.parse(response.json());
  expect(body.error.errorCode).toBe(code);
  return body.error;
}
