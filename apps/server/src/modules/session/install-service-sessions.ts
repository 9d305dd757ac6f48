import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { type VerifiedAccessToken, verifyAccessToken } from './access-tokens.ts';
import { verifyDeviceGrant } from './device-grant-check.ts';
import type { GrantedDevice, ServiceSession } from './service-session.ts';

export type ServiceCredentials = {
  verifyAccessToken(accessToken: string): Promise<VerifiedAccessToken>;
  verifyDeviceGrant(grant: string | undefined): Promise<GrantedDevice>;
};

declare module 'fastify' {
  interface FastifyInstance {
    serviceCredentials: ServiceCredentials;
  }
  interface FastifyRequest {
    /** Set by requireAccessToken. */
    serviceSession: ServiceSession | null;
    /** Set by requireDeviceGrant. */
    grantedDevice: GrantedDevice | null;
  }
}

/** Makes the credential checks reachable from every route's preHandler (`request.server.serviceCredentials`). */
export function installServiceSessions(app: FastifyInstance, deps: { db: Db; clock: Clock }): void {
  const { db, clock } = deps;
  app.decorate('serviceCredentials', {
    verifyAccessToken: (accessToken) => verifyAccessToken(db, accessToken, clock()),
    verifyDeviceGrant: (grant) => verifyDeviceGrant(db, grant, clock()),
  } satisfies ServiceCredentials);
  app.decorateRequest('serviceSession', null);
  app.decorateRequest('grantedDevice', null);
}
