import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ServiceCredentials } from '../../platform/auth/service-credentials.ts';
import type { Clock } from '../../platform/clock.ts';
import { verifyAccessToken } from './access-tokens.ts';
import { verifyDeviceGrant } from './device-grant-check.ts';
import { isFamilyLive } from './family-liveness.ts';

/**
 * Makes the credential checks reachable from every route's preHandler
 * (`request.server.serviceCredentials`, the port the guards of `platform/auth` call).
 */
export function installServiceSessions(app: FastifyInstance, deps: { db: Db; clock: Clock }): void {
  const { db, clock } = deps;
  app.decorate('serviceCredentials', {
    verifyAccessToken: (accessToken) => verifyAccessToken(db, accessToken, clock()),
    verifyDeviceGrant: (grant) => verifyDeviceGrant(db, grant, clock()),
    isFamilyLive: (familyId) => isFamilyLive(db, familyId, clock()),
  } satisfies ServiceCredentials);
  app.decorateRequest('serviceSession', null);
  app.decorateRequest('grantedDevice', null);
}
