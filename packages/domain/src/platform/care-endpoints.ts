import { accountCareEndpointDocs, accountCareEndpoints } from '../account/care-endpoints.ts';
import {
  doNotCallCareEndpointDocs,
  doNotCallCareEndpoints,
} from '../account/do-not-call-care-endpoints.ts';
import {
  infoCollectionCareEndpointDocs,
  infoCollectionCareEndpoints,
} from '../account/info-collection-care-endpoints.ts';
import { billingCareEndpointDocs, billingCareEndpoints } from '../billing/care-endpoints.ts';
import { catalogCareEndpointDocs, catalogCareEndpoints } from '../catalog/care-endpoints.ts';
import {
  legacyOfferCareEndpointDocs,
  legacyOfferCareEndpoints,
} from '../catalog/legacy-offer-care-endpoints.ts';
import { checkoutCareEndpointDocs, checkoutCareEndpoints } from '../checkout/care-endpoints.ts';
import { listenCareEndpointDocs, listenCareEndpoints } from '../checkout/listen-care-endpoints.ts';
import {
  multiRadioCareEndpointDocs,
  multiRadioCareEndpoints,
} from '../checkout/multi-radio-care-endpoints.ts';
import {
  promotionCareEndpointDocs,
  promotionCareEndpoints,
} from '../checkout/promotion-care-endpoints.ts';
import {
  purchaseCareEndpointDocs,
  purchaseCareEndpoints,
} from '../checkout/purchase-care-endpoints.ts';
import {
  registerOnSpotCareEndpointDocs,
  registerOnSpotCareEndpoints,
} from '../checkout/register-on-spot-care-endpoints.ts';
import {
  renewalCareEndpointDocs,
  renewalCareEndpoints,
} from '../checkout/renewal-care-endpoints.ts';
import { vipCareEndpointDocs, vipCareEndpoints } from '../checkout/vip-care-endpoints.ts';
import {
  vipUpdateCareEndpointDocs,
  vipUpdateCareEndpoints,
} from '../checkout/vip-update-care-endpoints.ts';
import {
  accountLinkingCareEndpointDocs,
  accountLinkingCareEndpoints,
} from '../devices/account-linking-care-endpoints.ts';
import {
  legacyDeviceCareEndpointDocs,
  legacyDeviceCareEndpoints,
} from '../devices/legacy-device-care-endpoints.ts';
import {
  refreshSignalCareEndpointDocs,
  refreshSignalCareEndpoints,
} from '../devices/refresh-signal-care-endpoints.ts';
import {
  humanCheckCareEndpointDocs,
  humanCheckCareEndpoints,
} from '../human-check/human-check-care-endpoints.ts';
import {
  identificationCareEndpointDocs,
  identificationCareEndpoints,
} from '../identification/care-endpoints.ts';
import {
  accountLoginCareEndpointDocs,
  accountLoginCareEndpoints,
} from '../identity/account-login-care-endpoints.ts';
import { identityCareEndpointDocs, identityCareEndpoints } from '../identity/care-endpoints.ts';
import {
  recoveryCareEndpointDocs,
  recoveryCareEndpoints,
} from '../identity/recovery-care-endpoints.ts';
import {
  onboardingCareEndpointDocs,
  onboardingCareEndpoints,
} from '../onboarding/care-endpoints.ts';
import { studentCareEndpointDocs, studentCareEndpoints } from '../student/care-endpoints.ts';
import {
  subscriptionCareEndpointDocs,
  subscriptionCareEndpoints,
} from '../subscription/care-endpoints.ts';
import {
  entitlementCareEndpointDocs,
  entitlementCareEndpoints,
} from '../subscription/entitlements/entitlement-care-endpoints.ts';
import {
  transferCareEndpointDocs,
  transferCareEndpoints,
} from '../subscription/transfer/transfer-care-endpoints.ts';
import { trialCareEndpointDocs, trialCareEndpoints } from '../trials/care-endpoints.ts';
import {
  vehicleLinkCareEndpointDocs,
  vehicleLinkCareEndpoints,
} from '../trials/vehicle-link-care-endpoints.ts';
import { upgradeCareEndpointDocs, upgradeCareEndpoints } from '../upgrades/care-endpoints.ts';
import type {
  CareEndpoint,
  CareEndpointDoc,
  CareEndpointDocs,
  CareEndpointTable,
} from './care-endpoint.ts';
import { platformCareEndpointDocs, platformCareEndpoints } from './platform-care-endpoints.ts';
import { schedulerCareEndpointDocs, schedulerCareEndpoints } from './scheduler-care-endpoints.ts';

/**
 * Every call of the care API (`/services/...`), named once: one table per call group, each in
 * its capability's folder, so that a page loads only the group it calls (ADR 017). The server
 * registers its care routes from these rows; the SDK makes its call groups from them.
 */
export const CARE_ENDPOINTS = {
  platform: platformCareEndpoints,
  identity: identityCareEndpoints,
  recovery: recoveryCareEndpoints,
  accountLogin: accountLoginCareEndpoints,
  identification: identificationCareEndpoints,
  catalog: catalogCareEndpoints,
  checkout: checkoutCareEndpoints,
  purchase: purchaseCareEndpoints,
  promotion: promotionCareEndpoints,
  billing: billingCareEndpoints,
  account: accountCareEndpoints,
  doNotCall: doNotCallCareEndpoints,
  infoCollection: infoCollectionCareEndpoints,
  humanCheck: humanCheckCareEndpoints,
  subscription: subscriptionCareEndpoints,
  trials: trialCareEndpoints,
  renewal: renewalCareEndpoints,
  upgrade: upgradeCareEndpoints,
  vip: vipCareEndpoints,
  vipUpdate: vipUpdateCareEndpoints,
  listen: listenCareEndpoints,
  multiRadio: multiRadioCareEndpoints,
  registerOnSpot: registerOnSpotCareEndpoints,
  legacyOffers: legacyOfferCareEndpoints,
  onboarding: onboardingCareEndpoints,
  vehicleLink: vehicleLinkCareEndpoints,
  student: studentCareEndpoints,
  refreshSignal: refreshSignalCareEndpoints,
  transfer: transferCareEndpoints,
  accountLinking: accountLinkingCareEndpoints,
  legacyDevices: legacyDeviceCareEndpoints,
  entitlement: entitlementCareEndpoints,
  scheduler: schedulerCareEndpoints,
} as const satisfies Record<string, CareEndpointTable>;

export type CareEndpointGroup = keyof typeof CARE_ENDPOINTS;

/** The OpenAPI description of every call, group by group (the server's, never the web app's). */
export const CARE_ENDPOINT_DOCS = {
  platform: platformCareEndpointDocs,
  identity: identityCareEndpointDocs,
  recovery: recoveryCareEndpointDocs,
  accountLogin: accountLoginCareEndpointDocs,
  identification: identificationCareEndpointDocs,
  catalog: catalogCareEndpointDocs,
  checkout: checkoutCareEndpointDocs,
  purchase: purchaseCareEndpointDocs,
  promotion: promotionCareEndpointDocs,
  billing: billingCareEndpointDocs,
  account: accountCareEndpointDocs,
  doNotCall: doNotCallCareEndpointDocs,
  infoCollection: infoCollectionCareEndpointDocs,
  humanCheck: humanCheckCareEndpointDocs,
  subscription: subscriptionCareEndpointDocs,
  trials: trialCareEndpointDocs,
  renewal: renewalCareEndpointDocs,
  upgrade: upgradeCareEndpointDocs,
  vip: vipCareEndpointDocs,
  vipUpdate: vipUpdateCareEndpointDocs,
  listen: listenCareEndpointDocs,
  multiRadio: multiRadioCareEndpointDocs,
  registerOnSpot: registerOnSpotCareEndpointDocs,
  legacyOffers: legacyOfferCareEndpointDocs,
  onboarding: onboardingCareEndpointDocs,
  vehicleLink: vehicleLinkCareEndpointDocs,
  student: studentCareEndpointDocs,
  refreshSignal: refreshSignalCareEndpointDocs,
  transfer: transferCareEndpointDocs,
  accountLinking: accountLinkingCareEndpointDocs,
  legacyDevices: legacyDeviceCareEndpointDocs,
  entitlement: entitlementCareEndpointDocs,
  scheduler: schedulerCareEndpointDocs,
} as const satisfies {
  [G in CareEndpointGroup]: CareEndpointDocs<(typeof CARE_ENDPOINTS)[G]>;
};

/** One care call with where it sits in the table and how it is described. */
export interface CareEndpointEntry {
  group: CareEndpointGroup;
  name: string;
  endpoint: CareEndpoint;
  doc: CareEndpointDoc;
}

/** Every care call, group by group, in table order. */
export function careEndpointEntries(): CareEndpointEntry[] {
  return (Object.keys(CARE_ENDPOINTS) as CareEndpointGroup[]).flatMap((group) => {
    const docs: Readonly<Record<string, CareEndpointDoc>> = CARE_ENDPOINT_DOCS[group];
    return Object.entries(CARE_ENDPOINTS[group] as CareEndpointTable).map(([name, endpoint]) => {
      const doc = docs[name];
      if (!doc) throw new Error(`care endpoint ${group}.${name} has no docs`);
      return { group, name, endpoint, doc };
    });
  });
}
