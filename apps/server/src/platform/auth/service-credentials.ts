import type { GrantedDevice, ServiceSession } from './service-session.ts';

export type VerifiedAccessToken = {
  session: ServiceSession;
  /** Pending convergence token of the family, repeated to the caller on every answer until used. */
  convergenceToken: string | null;
};

/**
 * The credential checks the guards call. The session module implements them on its tables and
 * installs them (`installServiceSessions`); the guards only know this shape, so any module can
 * put a route behind them without reaching into the session module.
 */
export type ServiceCredentials = {
  verifyAccessToken(accessToken: string): Promise<VerifiedAccessToken>;
  verifyDeviceGrant(grant: string | undefined): Promise<GrantedDevice>;
  /** Whether a session family can still be used: not revoked, its refresh token unexpired. */
  isFamilyLive(familyId: string): Promise<boolean>;
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
