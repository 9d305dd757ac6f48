import type { SessionType } from '@orbit/domain';

/** The kinds a family can be; `refresh` is the SDK's way of restoring one, never a family (ADR 006). */
export type FamilySessionType = Exclude<SessionType, 'refresh'>;

/** Who is calling, as `requireAccessToken` establishes it; later modules authorise with it. */
export type ServiceSession = {
  /** The token pair's id (`ses_…`). */
  sessionId: string;
  /** The family (`sfam_…`): survives refreshes, ends with revocation. */
  familyId: string;
  /** Null for anonymous sessions. */
  identityId: string | null;
  sessionType: FamilySessionType;
  /** `at_…`, which user events carry as eventTokenId. */
  accessTokenId: string;
  deviceId: string;
};

/** The installation behind a valid device grant, as `requireDeviceGrant` establishes it. */
export type GrantedDevice = {
  deviceId: string;
  /** The identity the device was registered to, if any. */
  identityId: string | null;
};
