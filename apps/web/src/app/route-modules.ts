import type { ComponentType } from 'react';

/** A route module: react-router's `lazy` reads its `Component`. */
export interface RouteModule {
  Component: ComponentType;
}

/**
 * One lazy module per page, so each is its own chunk and a later issue replaces one at a time.
 * The keys are what the route table names.
 */
export const PAGE_MODULES = {
  errorPage: () => import('../features/platform/pages/error-page.tsx'),
  passkeySetup: () => import('../features/identity/pages/passkey-setup.tsx'),
  login: () => import('../features/identity/pages/login.tsx'),
  signIn: () => import('../features/identity/pages/sign-in-page.tsx'),
  signUp: () => import('../features/identity/pages/sign-up-page.tsx'),
  forgotPassword: () => import('../features/identity/pages/forgot-password-page.tsx'),
  resetPassword: () => import('../features/identity/pages/reset-password-page.tsx'),
  magicLink: () => import('../features/identity/pages/magic-link-page.tsx'),
  streamingSelfPayOrganic: () =>
    import('../features/checkout/pages/streaming-self-pay-organic.tsx'),
  satelliteVega: () => import('../features/checkout/pages/satellite-vega.tsx'),
  satelliteOrganicNew: () => import('../features/checkout/pages/satellite-organic-new.tsx'),
  streamingTrialNew: () => import('../features/trials/pages/streaming-trial-new.tsx'),
  studentVerificationNew: () => import('../features/student/pages/student-verification-new.tsx'),
  studentReverificationNew: () =>
    import('../features/student/pages/student-reverification-new.tsx'),
  targetedTrialActivation: () => import('../features/trials/pages/targeted-trial-activation.tsx'),
  targetedCancel: () => import('../features/subscription/pages/targeted-cancel.tsx'),
  targetedChange: () => import('../features/subscription/pages/change-subscription.tsx'),
  deviceLinkingNewIdentity: () =>
    import('../features/devices/pages/device-linking-new-identity.tsx'),
  deviceLinking: () => import('../features/devices/pages/device-linking.tsx'),
  serviceLaneTrialNew: () => import('../features/trials/pages/service-lane-trial-new.tsx'),
  usedVehicleTrialNew: () => import('../features/trials/pages/used-vehicle-trial-new.tsx'),
  streamingOrganic: () => import('../features/checkout/pages/streaming-organic.tsx'),
  streamingOrganicAutoProcessCreds: () =>
    import('../features/checkout/pages/streaming-organic-auto-process-creds.tsx'),
  satelliteTargetedNew: () => import('../features/checkout/pages/satellite-targeted-new.tsx'),
  targetedOemTrial: () => import('../features/trials/pages/targeted-oem-trial.tsx'),
  accountPay: () => import('../features/billing/pages/account-pay.tsx'),
  accountManage: () => import('../features/account/pages/manage.tsx'),
  accountCredentials: () => import('../features/identity/pages/credentials-page.tsx'),
  accountInfoCollection: () => import('../features/info-collection/pages/info-collection.tsx'),
  accountDevices: () => import('../features/devices/pages/devices-and-sign-ins.tsx'),
  studentReview: () => import('../features/student/pages/student-review.tsx'),
  trialConsent: () => import('../features/account/pages/trial-consent.tsx'),
  accountDashboard: () => import('../features/account/pages/dashboard.tsx'),
  checkoutPromotion: () => import('../features/checkout/pages/promotion.tsx'),
  checkoutUpgrade: () => import('../features/subscription/pages/upgrade.tsx'),
  upgradeVip: () => import('../features/subscription/pages/upgrade-vip.tsx'),
  multiSubscriptionPurchase: () =>
    import('../features/subscription/pages/multi-subscription-purchase.tsx'),
  onboarding: () => import('../features/onboarding/pages/onboarding.tsx'),
  streamingPurchase: () => import('../features/checkout/pages/streaming-purchase.tsx'),
  satellitePurchase: () => import('../features/checkout/pages/satellite-purchase.tsx'),
  addRadioRouter: () => import('../features/checkout/pages/add-radio-router.tsx'),
  renewalFlepz: () => import('../features/subscription/pages/renewal-flepz.tsx'),
  offerFlepz: () => import('../features/checkout/pages/offer-flepz.tsx'),
  activate: () => import('../features/trials/pages/activate.tsx'),
  studentVerification: () => import('../features/student/pages/student-verification.tsx'),
  student: () => import('../features/student/pages/student.tsx'),
  oneClick: () => import('../features/trials/pages/one-click.tsx'),
  trial: () => import('../features/trials/pages/trial.tsx'),
  entitlement: () => import('../features/subscription/pages/entitlement.tsx'),
  linking: () => import('../features/devices/pages/linking.tsx'),
  deviceLinkGoogle: () => import('../features/devices/pages/device-link-google.tsx'),
  deviceLinkAmazon: () => import('../features/devices/pages/device-link-amazon.tsx'),
  tvCode: () => import('../features/devices/pages/tv-code.tsx'),
  speakerCode: () => import('../features/devices/pages/speaker-code.tsx'),
  checkout: () => import('../features/checkout/pages/checkout.tsx'),
  accountLookup: () => import('../features/identification/pages/account-lookup.tsx'),
  doNotCall: () => import('../features/do-not-call/pages/do-not-call.tsx'),
  changeSubscription: () => import('../features/subscription/pages/change-subscription.tsx'),
  cancelSubscription: () => import('../features/subscription/pages/cancel-subscription.tsx'),
  transfer: () => import('../features/subscription/pages/transfer.tsx'),
  refreshSignal: () => import('../features/devices/pages/refresh-signal.tsx'),
} satisfies Record<string, () => Promise<RouteModule>>;

export type PageKey = keyof typeof PAGE_MODULES;
