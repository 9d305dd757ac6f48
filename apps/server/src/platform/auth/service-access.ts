import type { FastifyReply, FastifyRequest } from 'fastify';
import { signedInOnly } from './access-token-refusal.ts';
import { requireAccessToken, sessionOf } from './require-access-token.ts';
import { requireDeviceGrant } from './require-device-grant.ts';

/**
 * Who may call a service-API route (ADR 020), checked before its handler:
 * - `open`: anyone, no credential (device grants, session refresh, the clock, the domain config);
 * - `device`: an installation with a valid device grant (`X-Device-Grant`);
 * - `session`: a service session, anonymous or signed in (`Authorization: Bearer <access token>`);
 * - `signed-in`: a signed-in service session; an anonymous one is refused with 403;
 * - `device-and-session`: a device grant, then a service session (a device's registration).
 */
export type ServiceAccess = 'open' | 'device' | 'session' | 'signed-in' | 'device-and-session';

/** A credential a service call carries, named as the OpenAPI document's security schemes. */
export type ServiceCredential = 'deviceGrant' | 'accessToken';

/** The credentials each level needs, in the order they are checked. */
export const CREDENTIALS_OF: Readonly<Record<ServiceAccess, readonly ServiceCredential[]>> = {
  open: [],
  device: ['deviceGrant'],
  session: ['accessToken'],
  'signed-in': ['accessToken'],
  'device-and-session': ['deviceGrant', 'accessToken'],
};

const CHECKS: Record<
  ServiceCredential,
  (request: FastifyRequest, reply: FastifyReply) => Promise<void>
> = {
  deviceGrant: requireDeviceGrant,
  accessToken: requireAccessToken,
};

export function isServiceAccess(level: unknown): level is ServiceAccess {
  return typeof level === 'string' && Object.hasOwn(CREDENTIALS_OF, level);
}

/**
 * Checks a service call's credentials for `level`: a missing or unusable one answers 401 (the
 * SDK then refreshes and repeats the call once), an anonymous session on a `signed-in` route
 * 403. Handlers then read the caller with `sessionOf` and `deviceOf`.
 */
export async function checkServiceAccess(
  request: FastifyRequest,
  reply: FastifyReply,
  level: ServiceAccess,
): Promise<void> {
  for (const credential of CREDENTIALS_OF[level]) await CHECKS[credential](request, reply);
  if (level === 'signed-in' && !sessionOf(request).identityId) throw signedInOnly();
}
