import {
  type CastingGrant,
  type ConnectedDevices,
  castingGrantSchema,
  connectedDevicesSchema,
  type LinkedServices,
  linkedServicesSchema,
  type PasskeyList,
  passkeyListSchema,
  revokeAllSessionsResultSchema,
  type SignInRevokeResult,
  signInRevokeResultSchema,
} from '@orbit/domain';
import type { ServiceCaller } from '../../http/service-caller.ts';

export interface SignInsClientDeps {
  caller: ServiceCaller;
}

/**
 * Devices and sign-ins (dmp, ADR 078) for the signed-in customer: what holds a way into the
 * account, each named, renamed or revoked. Another customer's id answers 404
 * (CONNECTED_DEVICE_NOT_FOUND, LINKED_SERVICE_NOT_FOUND, SAVED_PASSKEY_NOT_FOUND).
 */
export interface SignInsClient {
  /** The TVs, speakers and cars signed in, and the browsers (this one `current`). */
  connectedDevices(): Promise<ConnectedDevices>;
  renameDevice(deviceId: string, name: string): Promise<void>;
  /** Its sessions end at once; this browser answers 409 CURRENT_BROWSER_NOT_REVOCABLE. */
  revokeDevice(deviceId: string): Promise<SignInRevokeResult>;
  /** The partners linked (Google, Alexa…) with their scopes and consent time. */
  linkedServices(): Promise<LinkedServices>;
  /** The partner's grant and every token of it end at once. */
  revokeLinkedService(linkId: string): Promise<SignInRevokeResult>;
  passkeys(): Promise<PasskeyList>;
  renamePasskey(passkeyId: string, name: string): Promise<void>;
  deletePasskey(passkeyId: string): Promise<void>;
  /** Every other session of the identity ends, on every browser and device; this one stays. */
  signOutEverywhereElse(): Promise<SignInRevokeResult>;
  /** A one-minute grant for the target this app casts to (traded at sessions/device). */
  castingGrant(): Promise<CastingGrant>;
}

export function createSignInsClient(deps: SignInsClientDeps): SignInsClient {
  const { caller } = deps;
  return {
    connectedDevices: () => caller.call('dmp', 'connectedDevices', {}, connectedDevicesSchema),
    renameDevice: (deviceId, name) =>
      caller.send('dmp', 'renameDevice', { pathParams: { deviceId }, body: { name } }),
    revokeDevice: (deviceId) =>
      caller.call('dmp', 'revokeDevice', { pathParams: { deviceId } }, signInRevokeResultSchema),
    linkedServices: () => caller.call('dmp', 'linkedServices', {}, linkedServicesSchema),
    revokeLinkedService: (linkId) =>
      caller.call(
        'dmp',
        'revokeLinkedService',
        { pathParams: { linkId } },
        signInRevokeResultSchema,
      ),
    passkeys: () => caller.call('passkey', 'list', {}, passkeyListSchema),
    renamePasskey: (passkeyId, name) =>
      caller.send('passkey', 'rename', { pathParams: { passkeyId }, body: { name } }),
    deletePasskey: (passkeyId) => caller.send('passkey', 'remove', { pathParams: { passkeyId } }),
    signOutEverywhereElse: () =>
      caller.call(
        'session',
        'revokeAll',
        { body: { exceptCurrent: true } },
        revokeAllSessionsResultSchema,
      ),
    castingGrant: () => caller.call('deviceAuthorization', 'castingGrant', {}, castingGrantSchema),
  };
}
