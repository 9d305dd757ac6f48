/**
 * The devices and sign-ins calls (ADR 078), for the shared BOLA matrix: another signed-in customer
 * naming the victim's TV, browser, partner link or passkey is answered 404 as for one that does
 * not exist, and nothing of the victim's changes.
 */
export type SignInsBolaEndpoint = {
  name: string;
  surface: 'service';
  method: 'POST' | 'PUT' | 'DELETE';
  url: (victim: SignInsBolaVictim) => string;
  body?: () => unknown;
};

/** The victim's ids of this capability: a TV linked by code, its browser, a partner link, a passkey. */
export type SignInsBolaVictim = {
  tvDeviceId: string;
  browserDeviceId: string;
  linkedServiceId: string;
  passkeyId: string;
};

export const SIGN_INS_BOLA_ENDPOINTS: readonly SignInsBolaEndpoint[] = [
  {
    name: 'rename the victim’s TV',
    surface: 'service',
    method: 'PUT',
    url: (v) => `/device/v1/dmp/devices/${v.tvDeviceId}/name`,
    body: () => ({ name: 'Mine now' }),
  },
  {
    name: 'revoke the victim’s TV',
    surface: 'service',
    method: 'POST',
    url: (v) => `/device/v1/dmp/devices/${v.tvDeviceId}/revoke`,
  },
  {
    name: 'sign the victim’s browser out',
    surface: 'service',
    method: 'POST',
    url: (v) => `/device/v1/dmp/devices/${v.browserDeviceId}/revoke`,
  },
  {
    name: 'unlink the victim’s partner',
    surface: 'service',
    method: 'POST',
    url: (v) => `/device/v1/dmp/linked-services/${v.linkedServiceId}/revoke`,
  },
  {
    name: 'rename the victim’s passkey',
    surface: 'service',
    method: 'PUT',
    url: (v) => `/identity/v1/webauthn/credentials/${v.passkeyId}`,
    body: () => ({ name: 'Mine now' }),
  },
  {
    name: 'delete the victim’s passkey',
    surface: 'service',
    method: 'DELETE',
    url: (v) => `/identity/v1/webauthn/credentials/${v.passkeyId}`,
  },
];
