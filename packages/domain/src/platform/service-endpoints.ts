import { CONFIG_SERVICE_DOMAIN } from './config-service-domain.ts';
import type { EndpointShape, HttpMethod, ServiceDomainShape } from './domain-config.ts';
import { SERVICE_HEADERS } from './service-headers.ts';

const bearer = { [SERVICE_HEADERS.authorization]: 'Bearer {accessToken}' };
const deviceGrant = { [SERVICE_HEADERS.deviceGrant]: '{deviceGrant}' };

function endpoint(
  method: HttpMethod,
  href: string,
  headers: Record<string, string> = bearer,
  doesNotTriggerSessionRefresh = false,
): EndpointShape {
  return { method, href, headers, doesNotTriggerSessionRefresh };
}

/**
 * The service domains of the SDK core and their endpoints: one table the server serves (through
 * the config service) and routes by, and the SDK calls by name. `href` is relative to the domain's
 * `baseUrl` (the server's origin followed by the domain's path prefix).
 */
export const SERVICE_DOMAINS = {
  session: {
    pathPrefix: '/session/v1',
    endPoints: {
      anonymous: endpoint('POST', 'sessions/anonymous', deviceGrant, true),
      authenticated: endpoint('POST', 'sessions/authenticated', deviceGrant, true),
      device: endpoint('POST', 'sessions/device', deviceGrant, true),
      refresh: endpoint(
        'POST',
        'sessions/refresh',
        {
          ...deviceGrant,
          [SERVICE_HEADERS.refreshToken]: '{refreshToken}',
          [SERVICE_HEADERS.convergenceToken]: '{convergenceToken}',
        },
        true,
      ),
      migrate: endpoint('POST', 'sessions/migrate', deviceGrant, true),
      end: endpoint(
        'POST',
        'sessions/end',
        { [SERVICE_HEADERS.refreshToken]: '{refreshToken}' },
        true,
      ),
      /** Body `{ exceptCurrent? }`: true keeps the caller's session ("sign out everywhere else"). */
      revokeAll: endpoint('POST', 'sessions/revoke/all', bearer, true),
    },
  },
  device: {
    pathPrefix: '/device/v1',
    endPoints: {
      grant: endpoint('POST', 'grants', {}, true),
      refresh: endpoint('POST', 'grants/refresh', {}, true),
      migrate: endpoint('POST', 'grants/migrate', {}, true),
      register: endpoint('POST', 'devices/register', { ...bearer, ...deviceGrant }),
      createChallenge: endpoint('POST', 'challenges', deviceGrant, true),
      verifyChallenge: endpoint('POST', 'challenges/{challengeId}/verify', deviceGrant, true),
    },
  },
  /**
   * Devices and sign-ins (dmp, ADR 078): the TVs, speakers and cars signed in and the browsers
   * with their sessions; the partners linked (grants of the account-linking provider); rename
   * and revoke, each for the signed-in identity's own only (another's id answers 404).
   */
  dmp: {
    pathPrefix: '/device/v1/dmp',
    endPoints: {
      connectedDevices: endpoint('GET', 'devices'),
      renameDevice: endpoint('PUT', 'devices/{deviceId}/name'),
      revokeDevice: endpoint('POST', 'devices/{deviceId}/revoke'),
      linkedServices: endpoint('GET', 'linked-services'),
      revokeLinkedService: endpoint('POST', 'linked-services/{linkId}/revoke'),
    },
  },
  time: {
    pathPrefix: '/time/v1',
    endPoints: { metronome: endpoint('GET', 'metronome', {}, true) },
  },
  telemetry: {
    pathPrefix: '/telemetry/v2',
    endPoints: {
      actions: endpoint('POST', 'actions'),
      events: endpoint('POST', 'events'),
    },
  },
  userEvent: {
    pathPrefix: '/user-event/v1',
    endPoints: { submit: endpoint('POST', 'events/submit') },
  },
  /**
   * Sign-up, sign-in and the identity itself (ADR 007). Every call carries the session's access
   * token, anonymous before sign-in: the grants a sign-in answers are traded at
   * session/v1/sessions/authenticated.
   */
  identity: {
    pathPrefix: '/identity/v1',
    endPoints: {
      create: endpoint('POST', 'identities'),
      get: endpoint('GET', 'identities/me'),
      /** `?handle=`: the login info of a handle, without sending anything. */
      status: endpoint('GET', 'identities/status'),
      /** `?emailAddress=`: whether that email may sign up. */
      signUpStatus: endpoint('GET', 'identities/sign-up-status'),
      signInStart: endpoint('POST', 'sign-in/start'),
      authenticatePassword: endpoint('POST', 'authenticate/password'),
      authenticateOtp: endpoint('POST', 'authenticate/otp'),
      authenticateMagicLink: endpoint('POST', 'authenticate/magic-link'),
    },
  },
  /**
   * Passkeys (WebAuthn). Start answers options and a passkey start grant; finish takes
   * `{grant, credential}`. Creating needs a signed-in session; authenticating answers an identity
   * grant for session/v1/sessions/authenticated. All four are disabled when passkeys are off.
   */
  passkey: {
    pathPrefix: '/identity/v1/webauthn',
    endPoints: {
      createStart: endpoint('POST', 'create/start'),
      createFinish: endpoint('POST', 'create/finish'),
      authenticateStart: endpoint('POST', 'authenticate/start'),
      authenticateFinish: endpoint('POST', 'authenticate/finish'),
      /** The signed-in identity's passkeys (ADR 078), named, renamed and deleted one by one. */
      list: endpoint('GET', 'credentials'),
      rename: endpoint('PUT', 'credentials/{passkeyId}'),
      remove: endpoint('DELETE', 'credentials/{passkeyId}'),
    },
  },
  /**
   * Device authorization (RFC 8628) for TVs, car-like devices and speakers. The device generates
   * (with its device grant) and polls `authenticate`; a signed-in browser authorizes the code.
   */
  deviceAuthorization: {
    pathPrefix: '/device-authorization/v1',
    endPoints: {
      /** `?flow=tv|car|speaker` */
      generate: endpoint('POST', 'user-codes/generate', deviceGrant, true),
      authorize: endpoint('POST', 'user-codes/authorize'),
      authenticate: endpoint('POST', 'user-codes/authenticate', deviceGrant, true),
      authorizeLinkCode: endpoint('POST', 'link-codes/authorize'),
      /** A signed-in app's one-minute grant for the target it casts to (sessions/device). */
      castingGrant: endpoint('POST', 'casting-grants'),
    },
  },
  identityV2: {
    pathPrefix: '/identity/v2',
    endPoints: { create: endpoint('POST', 'identities') },
  },
  identityGroups: {
    pathPrefix: '/identitygroups/v1',
    endPoints: {
      changeHandle: endpoint('POST', 'change-handle'),
      changePassword: endpoint('POST', 'change-password'),
      changePhoneNumber: endpoint('POST', 'change-phone-number'),
    },
  },
  otp: {
    pathPrefix: '/otp/v1',
    endPoints: {
      initiate: endpoint('POST', 'initiate'),
      initiateVerification: endpoint('POST', 'initiate-verification'),
      redeem: endpoint('POST', 'redeem'),
    },
  },
  magicLink: {
    pathPrefix: '/magic-link/v1',
    endPoints: {
      request: endpoint('POST', 'request'),
      redeem: endpoint('POST', 'redeem/{magicLinkId}'),
    },
  },
  /**
   * A vehicle's record of sale (spec 001 §7): `?email=`, the signed-in identity's own verified
   * email only (anyone else's: 403).
   */
  recordOfSale: {
    pathPrefix: '/record-of-sale/v1',
    endPoints: {
      exists: endpoint('GET', 'records/exists'),
      status: endpoint('GET', 'records/status'),
    },
  },
  /**
   * Partner integration (spec 001 §7, ADR 054): a vehicle's state for a car maker's app and the
   * device-linking pages. `stateByRadioId`/`stateByVin` answer any session, bounded by a lookup
   * budget, the full state to the radio's owner only; `detailedStateDevice` takes
   * `{vehicleProfileGrant}` (from auto-profile creation); `detailedStateSubscription` is the
   * signed-in owner's; `detailedStateHandoff` takes a vehicle magic link's grant;
   * `acceptTerms` records the signed-in identity's privacy agreements, to the version of the
   * legal documents `currentTerms` answers.
   */
  clientOrchestration: {
    pathPrefix: '/client-orchestration/v1',
    endPoints: {
      acceptTerms: endpoint('POST', 'accept-terms'),
      currentTerms: endpoint('GET', 'terms'),
      detailedStateDevice: endpoint('POST', 'detailed-state/device'),
      detailedStateSubscription: endpoint('GET', 'detailed-state/subscription/{subscriptionId}'),
      detailedStateHandoff: endpoint('POST', 'detailed-state-handoff'),
      stateByRadioId: endpoint('GET', 'state/radioId/{radioId}'),
      stateByVin: endpoint('GET', 'state/vin/{vin}'),
      requestMagicLink: endpoint('POST', 'request-magic-link'),
    },
  },
  /**
   * Auto-profile creation (spec 001 §7): a car's head unit gets a listening profile for the
   * signed-in identity. 201 created, 200 the same again, 409 ALREADY_HAS_PROFILE with the
   * existing profile's grant in `extras.vehicleProfileGrant`.
   */
  vehicleProfile: {
    pathPrefix: '/profile/v1',
    endPoints: { autoCreate: endpoint('POST', 'profiles/auto') },
  },
  /**
   * A vehicle's magic link (ADR 055): its id (`ml` in the device-linking page's URL) is redeemed
   * once for the magic-link grant the page presents to `detailed-state-handoff`, SAL status and
   * the trial claim. MAGIC_LINK_NOT_FOUND, MAGIC_LINK_EXPIRED, MAGIC_LINK_ALREADY_USED.
   */
  vehicleMagicLink: {
    pathPrefix: '/magic-link/v1/vehicle',
    endPoints: { redeem: endpoint('POST', 'redeem/{magicLinkId}') },
  },
  /**
   * Identity's self-service activation calls (spec 001 §7): `sal status` (`?magicLinkGrant=`)
   * says what the link's email allows; `b2btrial/claim` puts the link's vehicle trial on the
   * signed-in identity (onboarding eligibility decides).
   */
  identitySal: {
    pathPrefix: '/identity/v1',
    endPoints: {
      salStatus: endpoint('GET', 'sal/status'),
      b2bTrialClaim: endpoint('POST', 'b2btrial/claim'),
    },
  },
  profile: {
    pathPrefix: '/profile/v1',
    endPoints: {
      get: endpoint('GET', 'profile'),
      update: endpoint('PATCH', 'profile'),
    },
  },
  orchestration: {
    pathPrefix: '/orchestration/v1',
    endPoints: { deleteIdentity: endpoint('DELETE', 'identities') },
  },
  eligibility: {
    pathPrefix: '/eligibility/v1',
    endPoints: {
      newOffers: endpoint('GET', 'offers/new'),
      changeOffers: endpoint('GET', 'offers/change'),
      saveOffers: endpoint('GET', 'offers/save'),
      catalogOffer: endpoint('GET', 'offers/catalog/{offerId}'),
    },
  },
  contentManagement: {
    pathPrefix: '/content-management/v1',
    endPoints: { entries: endpoint('GET', 'entries') },
  },
  order: {
    pathPrefix: '/order/v1',
    endPoints: {
      create: endpoint('POST', 'orders'),
      confirm: endpoint('PUT', 'orders/{orderId}/confirm'),
      get: endpoint('GET', 'orders/{orderId}'),
    },
  },
  billing: {
    pathPrefix: '/billing/v1',
    endPoints: {
      createBillingProfile: endpoint('POST', 'billing-profiles'),
      getBillingProfile: endpoint('GET', 'billing-profiles/{billingProfileId}'),
      updateBillingProfile: endpoint('PATCH', 'billing-profiles/{billingProfileId}'),
      defaultBillingProfile: endpoint('GET', 'billing-profile/default'),
      listPaymentMethods: endpoint('GET', 'payment-methods'),
      createPaymentMethod: endpoint('POST', 'payment-methods'),
      getPaymentMethod: endpoint('GET', 'payment-methods/{paymentMethodId}'),
      setDefaultPaymentMethod: endpoint('PUT', 'payment-methods/{paymentMethodId}/default'),
      updatePaymentMethod: endpoint('PATCH', 'payment-methods/{paymentMethodId}'),
      deletePaymentMethod: endpoint('DELETE', 'payment-methods/{paymentMethodId}'),
      paymentMethodHistory: endpoint('GET', 'payment-methods/{paymentMethodId}/history'),
      balanceDue: endpoint('GET', 'balance-due'),
      payBalanceDue: endpoint('POST', 'balance-due/pay'),
      nextBill: endpoint('GET', 'next-bill'),
      paymentHistory: endpoint('GET', 'payment-history'),
      invoices: endpoint('GET', 'invoices'),
      invoice: endpoint('GET', 'invoices/{invoiceId}'),
      redeemGiftCard: endpoint('POST', 'balance/redeem-giftcard'),
    },
  },
  giftCard: {
    pathPrefix: '/giftcard/v1',
    endPoints: { register: endpoint('POST', 'giftcards') },
  },
  subscription: {
    pathPrefix: '/subscription/v1',
    endPoints: {
      list: endpoint('GET', 'subscriptions'),
      get: endpoint('GET', 'subscriptions/{subscriptionId}'),
    },
  },
  /**
   * Partner-billed entitlements (spec 001 §7, ADR 077): the caller's, and where one is activated
   * (`signupUrl`, the entitlement page). Signed-in only.
   */
  partnerEntitlements: {
    pathPrefix: '/partnerentitlements/v1',
    endPoints: {
      list: endpoint('GET', 'entitlements'),
      activate: endpoint('PUT', 'activate/{partnerEntitlementId}'),
    },
  },
  /**
   * Activation of partner purchases (spec 001 §7, ADR 077): an entitlement onto the caller's own
   * account (`grant-access/partner`), a partner's purchases of the caller's email restored onto
   * it (`restore/{restoreTarget}`, the reseller code), and the partner's state of the caller's
   * entitlements read again (`sync/{syncTarget}`). Signed-in only.
   */
  activation: {
    pathPrefix: '/activation/v1',
    endPoints: {
      grantAccessPartner: endpoint('PUT', 'grant-access/partner'),
      restore: endpoint('PUT', 'restore/{restoreTarget}'),
      sync: endpoint('PUT', 'sync/{syncTarget}'),
    },
  },
  config: CONFIG_SERVICE_DOMAIN,
} as const satisfies Record<string, ServiceDomainShape>;

export type ServiceDomainName = keyof typeof SERVICE_DOMAINS;
export type EndpointName<D extends ServiceDomainName> =
  keyof (typeof SERVICE_DOMAINS)[D]['endPoints'];

/** The SDK's application id and config version when it asks the config service for its domains. */
export const SDK_APPLICATION = { id: 'orbit-care-web', version: '1' } as const;
