import type { FeatureFlag } from '@orbit/domain';
import type { PageKey } from './route-modules.ts';

/**
 * The route table of spec 000 §2, as plain data: `router.tsx` turns it into react-router routes and
 * the route tests walk it. Paths are relative to the root, without a leading slash.
 */

export const ERROR_PATH = '/error';

/** Where a disabled flagged route goes. A legacy flow keeps the query (it drives the flow); /error drops it. */
export type Fallback = { to: string; keepQuery: boolean };
const toError: Fallback = { to: ERROR_PATH, keepQuery: false };
const toFlow = (path: string): Fallback => ({ to: `/${path}`, keepQuery: true });

export interface PageRoute {
  kind: 'page';
  path: string;
  page: PageKey;
  /**
   * Deeper paths render this page too (`transfer/radio` → transfer). True for every module;
   * false only for routes that are one screen inside another module.
   */
  prefix: boolean;
  /** Title message id; defaults to `route.<page>.title`. */
  titleKey?: string;
  /** The page shows only with this flag on; otherwise the visitor goes to `fallback`. */
  flag?: FeatureFlag;
  fallback?: Fallback;
  /** A redirect decided by the query or the path's matrix parameters, before the page renders. */
  queryRedirect?: 'renewalCodeChoice' | 'checkoutWithoutProactiveFlag';
  /** Extra route data (`handle`) read by the page. */
  data?: { changeTermOnly?: boolean; changeTo?: boolean };
}

export interface RedirectRoute {
  kind: 'redirect';
  path: string;
  to: string;
  keepQuery: boolean;
}

/** `account/login`: the account-centre sign-in page (outside this app) when the flag is on, ours otherwise. */
export interface AccountCentreLoginRoute {
  kind: 'account-centre-login';
  path: string;
  flag: FeatureFlag;
  page: PageKey;
}

export interface PublicRoute {
  kind: 'public';
  path: string;
  page: PageKey;
}

export type RouteEntry = PageRoute | RedirectRoute | AccountCentreLoginRoute | PublicRoute;

const STREAMING_ORGANIC = 'subscribe/checkout/purchase/streaming/organic';

const module = (path: string, page: PageKey, extra: Partial<PageRoute> = {}): PageRoute => ({
  kind: 'page',
  path,
  page,
  prefix: true,
  ...extra,
});

const flagged = (path: string, page: PageKey, flag: FeatureFlag, fallback: Fallback): PageRoute =>
  module(path, page, { flag, fallback });

const redirect = (path: string, to: string): RedirectRoute => ({
  kind: 'redirect',
  path,
  to: `/${to}`,
  keepQuery: true,
});

export const ROUTE_TABLE: readonly RouteEntry[] = [
  // Public
  { kind: 'public', path: 'error', page: 'errorPage' },

  // Fixed redirects (react-router matches paths case-insensitively, so `MIN2` goes too)
  ...['min', 'min2', 'variant1', 'variant2'].map((variant) =>
    redirect(`${STREAMING_ORGANIC}/${variant}`, STREAMING_ORGANIC),
  ),
  // Amazon's auth response rides in the query, so it is kept.
  redirect('amzauth', 'subscribe/linking/device-link-amazon/amzauth'),
  redirect('', 'subscribe/checkout/flepz'),
  // The purchase pages' bare addresses open the checkouts; the legacy targeted page is the
  // targeted checkout, rebuilt at `targeted/new` (the link's token rides in the query).
  redirect('subscribe/checkout/purchase/streaming', STREAMING_ORGANIC),
  redirect(
    'subscribe/checkout/purchase/satellite',
    'subscribe/checkout/purchase/satellite/organic',
  ),
  redirect(
    'subscribe/checkout/purchase/satellite/targeted',
    'subscribe/checkout/purchase/satellite/targeted/new',
  ),

  // Flagged routes: flag on shows the page, flag off goes to the fallback
  flagged('subscribe/sal-2', 'passkeySetup', 'enablePasskeySetup', toError),
  flagged(
    'subscribe/checkout/purchase/streaming/self-pay/organic',
    'streamingSelfPayOrganic',
    'enableAtlasStreamingOrganicSelfPayNonAccordion',
    toFlow(STREAMING_ORGANIC),
  ),
  flagged(
    'subscribe/checkout/purchase/satellite/vega',
    'satelliteVega',
    'enableVegaCheckout',
    toError,
  ),
  flagged(
    'subscribe/checkout/purchase/satellite/organic/new',
    'satelliteOrganicNew',
    'enableSatelliteOrganicNonAccordion',
    toFlow('subscribe/checkout/purchase/satellite/organic'),
  ),
  flagged(
    'subscribe/checkout/trial/streaming',
    'streamingTrialNew',
    'enableStreamingOrganicTrialRTDNonAccordion',
    toFlow('subscribe/trial/streaming'),
  ),
  flagged(
    'subscribe/checkout/studentverification/new',
    'studentVerificationNew',
    'enableNewCheckoutStudentVerification',
    toFlow('subscribe/checkout/studentverification'),
  ),
  flagged(
    'student/re-verify/new',
    'studentReverificationNew',
    'enableNewCheckoutStudentReverification',
    toFlow('student/re-verify'),
  ),
  flagged(
    'activate/trial/targeted',
    'targetedTrialActivation',
    'enableTargetedTrialActivation',
    toFlow('activate/trial'),
  ),
  flagged(
    'account/subscription/cancel-targeted',
    'targetedCancel',
    'enableTargetedCancel',
    toError,
  ),
  flagged(
    'account/subscription/change-targeted',
    'targetedChange',
    'enableTargetedChange',
    toError,
  ),
  flagged(
    'onboarding/device-linking-new-identity',
    'deviceLinkingNewIdentity',
    'enableDeviceLinkingNewIdentity',
    toError,
  ),
  flagged('onboarding/device-linking', 'deviceLinking', 'enableDeviceLinking', toError),
  flagged(
    'activate/trial/service-lane/new',
    'serviceLaneTrialNew',
    'enableSl2c',
    toFlow('activate/trial/service-lane'),
  ),
  flagged(
    'activate/trial/used-vehicle/new',
    'usedVehicleTrialNew',
    'enableSl2cUsedVehicle',
    toFlow('activate/trial/used-vehicle'),
  ),
  {
    kind: 'account-centre-login',
    path: 'account/login',
    flag: 'enableAccountCentreLogin',
    page: 'login',
  },

  // Unflagged routes
  module(STREAMING_ORGANIC, 'streamingOrganic'),
  module(`${STREAMING_ORGANIC}/auto-process-creds`, 'streamingOrganicAutoProcessCreds'),
  module('subscribe/checkout/purchase/satellite/targeted/new', 'satelliteTargetedNew'),
  module('activate/trial/targeted-oem', 'targetedOemTrial'),

  // Sign-in and sign-up (issue 4). Paths of the emailed links come from @orbit/domain
  // (MAGIC_LINK_PAGE_PATH, PASSWORD_RESET_PAGE_PATH).
  module('sign-in/magic-link', 'magicLink'),
  module('sign-in/forgot-password', 'forgotPassword'),
  module('sign-in', 'signIn'),
  module('sign-up', 'signUp'),

  // Guarded routes under the root: account area
  module('account/pay', 'accountPay'),
  module('account/manage', 'accountManage'),
  module('account/credentials/reset-password', 'resetPassword'),
  module('account/credentials', 'accountCredentials'),
  module('account/info-collection', 'accountInfoCollection'),
  // Devices and sign-ins (ADR 078): the spec names no route.
  module('account/devices', 'accountDevices'),
  // The student reviewer's queue of proofs of enrolment (ADR 070): the spec names no route.
  module('account/student-review', 'studentReview'),
  // A Quebec trial's consent to become paid (ADR 075): the spec names no route.
  module('account/trial-consent', 'trialConsent'),
  module('account', 'accountDashboard'),
  // checkout area
  module('subscribe/checkout/promotion', 'checkoutPromotion'),
  module('subscribe/checkout/upgrade', 'checkoutUpgrade'),
  module('subscribe/upgrade-vip', 'upgradeVip'),
  module('subscribe/multi-subscription-purchase', 'multiSubscriptionPurchase'),
  module('onboarding', 'onboarding'),
  // purchase
  module('subscribe/checkout/purchase/streaming', 'streamingPurchase'),
  module('subscribe/checkout/purchase/satellite', 'satellitePurchase'),
  module('subscribe/checkout/purchase/satellite/add-radio-router', 'addRadioRouter'),
  // Change a radio's plan (ADR 052): the change pages' module, the radio steps first.
  module('subscribe/checkout/purchase/satellite/change-to', 'changeSubscription', {
    data: { changeTo: true },
  }),
  module('subscribe/checkout/renewal/flepz', 'renewalFlepz'),
  // Roll-to-choice renewal's other way in (flows §4.1): the same page.
  module('subscribe/checkout/renewal', 'renewalFlepz'),
  module('subscribe/checkout/offer/flepz', 'offerFlepz'),
  module('activate', 'activate'),
  module('subscribe/checkout/studentverification', 'studentVerification'),
  module('student', 'student'),
  module('subscribe/oneclick', 'oneClick'),
  module('subscribe/trial', 'trial'),
  module('subscribe/entitlement', 'entitlement'),
  module('subscribe/linking', 'linking'),
  module('subscribe/linking/device-link-google', 'deviceLinkGoogle'),
  // Alexa's app-to-app linking (ADR 076): landing, success, error, and where `amzauth` lands.
  module('subscribe/linking/device-link-amazon', 'deviceLinkAmazon'),
  // Device authorization (ADR 008): the code a TV or car shows, a speaker's link code.
  module('subscribe/linking/tv', 'tvCode'),
  module('subscribe/linking/speaker', 'speakerCode'),
  // `subscribe` is the checkout module; `subscribe/checkout;proactiveFlag=…` lands here.
  module('subscribe', 'checkout', { queryRedirect: 'checkoutWithoutProactiveFlag' }),
  module('donotcall', 'doNotCall'),
  module('subscription/change', 'changeSubscription'),
  module('subscription/change-term', 'changeSubscription', {
    titleKey: 'route.changeTerm.title',
    data: { changeTermOnly: true },
  }),
  module('subscription/cancel', 'cancelSubscription'),
  module('transfer', 'transfer'),
  module('subscribe/refresh-signal', 'refreshSignal'),

  // Query-driven redirects; without `renewalcode=choice` it is the account lookup (flows §1)
  module('subscribe/checkout/flepz', 'accountLookup', {
    prefix: false,
    queryRedirect: 'renewalCodeChoice',
  }),
];

export function titleKeyOf(route: PageRoute | AccountCentreLoginRoute | PublicRoute): string {
  return ('titleKey' in route && route.titleKey) || `route.${route.page}.title`;
}
