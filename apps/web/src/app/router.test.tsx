import type { FeatureFlag } from '@orbit/domain';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages as checkoutMessages } from '../features/checkout/messages/en-US.ts';
import { messages as promotionMessages } from '../features/checkout/promotion/messages/en-US.ts';
import { messages as satelliteMessages } from '../features/checkout/satellite/messages/en-US.ts';
import { satelliteOffer } from '../features/checkout/satellite/testing/satellite-fakes.ts';
import { messages as trialMessages } from '../features/checkout/streaming-trial/messages/en-US.ts';
import { answerStreamingCheckout, offersOf } from '../features/checkout/testing/streaming-fakes.ts';
import { FOLLOW_ON_OFFER, RTD_OFFER } from '../features/checkout/testing/streaming-trial-fakes.ts';
import { messages as onboardingMessages } from '../features/onboarding/messages/en-US.ts';
import { messages as errorMessages } from '../features/platform/messages/en-US.ts';
import { messages as multiRadioMessages } from '../features/subscription/multi-radio/messages/en-US.ts';
import {
  multiRadioAccount,
  multiRadioCareAccount,
} from '../features/subscription/multi-radio/testing/multi-radio-fakes.ts';
import { messages as renewalMessages } from '../features/subscription/renewal/messages/en-US.ts';
import { renewalOffers } from '../features/subscription/renewal/testing/renewal-fakes.ts';
import { changeOffersResult } from '../features/subscription/testing/change-fakes.ts';
import { messages as vipMessages } from '../features/subscription/upgrade-vip/messages/en-US.ts';
import {
  vipEligibility,
  vipTokenResult,
} from '../features/subscription/upgrade-vip/testing/vip-fakes.ts';
import { messages as activationMessages } from '../features/trials/activation/messages/en-US.ts';
import { messages as usedCarMessages } from '../features/trials/used-car/messages/en-US.ts';
import { dealer, usedCarOffer } from '../features/trials/used-car/testing/used-car-fakes.ts';
import { careAccount } from '../testing/care-account-fakes.ts';
import { withFakeSdkServices } from '../testing/fake-identity-service.ts';
import { careError, careOk, createFakeServer, type FakeServer } from '../testing/fake-server.ts';
import { streamingOffer } from '../testing/offer-fakes.ts';
import { renderApp } from '../testing/render-app.tsx';
import { messages as appMessages } from './messages/en-US.ts';
import { ROUTE_TABLE } from './route-table.ts';

/**
 * The route table of spec 000 §2, walked row by row: where each path lands, with its flag on and
 * off, and whether the query string survives. Expectations are written from the spec, not derived
 * from the table, so a wrong table fails here.
 */

type AppMessageId = keyof typeof appMessages;
/** The streaming organic checkout shows its own pages (its offer, its credentials step). */
type CheckoutHeading =
  | 'checkout.offer.title'
  | 'checkout.creds.title'
  | 'checkout.chooser.title'
  | 'satellite.offer.title'
  | 'satellite.lookup.title'
  | 'satellite.token.title'
  // The zero-cost promotion without a promo code (flows §4.3 NO_PROMO_CODE)
  | 'promotion.error.noCode.title'
  // A dealer's SL2C pages (flows §3.3)
  | 'usedCar.sl2c.serviceLane.title'
  | 'usedCar.sl2c.usedVehicle.title';
/** The activation flows open on their own pages (a link without its token: find your radio). */
type ActivationHeading = 'activation.twoStep.title' | 'activation.start.title';
/** Renewal opens on its campaign's offer, or says the link's code is unknown. */
type RenewalHeading = 'renewal.problem.unknownCode.title' | 'renewal.hero.title';
/** Platinum VIP opens on its link's page, or says the link cannot be used. */
type VipHeading = 'vip.hero.title' | 'vip.problem.title';
/** The multi-radio purchase opens on its steps for the signed-in owner. */
type MultiRadioHeading = 'multiRadio.title';
/** The streaming trial opens on its offer, or its generic error page (ADR 057). */
type TrialHeading = 'trial.offer.title' | 'checkout.errorPage.generic-error.title';
/** Onboarding opens on finding the account, or on the page its path names. */
type OnboardingHeading =
  | 'onboarding.find.title'
  | 'onboarding.reason.noMatch.title'
  | 'onboarding.reason.existing.title'
  | 'onboarding.freeListen.title'
  | 'onboarding.createPassword.invalid.title'
  | 'onboarding.activate.title'
  | 'onboarding.instantStream.title';
const Q = '?programcode=PROG1&promocode=PROMO2';

interface Case {
  path: string;
  flag?: { name: FeatureFlag; on: boolean };
  /** Expected `pathname + search` after all redirects. */
  lands: string;
  /** What the visitor reads as the page heading: a route title, or the error page. */
  heading:
    | AppMessageId
    | CheckoutHeading
    | ActivationHeading
    | RenewalHeading
    | VipHeading
    | MultiRadioHeading
    | TrialHeading
    | OnboardingHeading
    | 'error';
  /** The browser is sent to this external URL. */
  external?: string;
  /** What the page's own door needs answered to open (a change flow's account and offers). */
  answer?: (server: FakeServer) => void;
}

const ERROR = { lands: '/error', heading: 'error' } as const;
const TWO_STEP = '/activate/trial/flepz';
const FIND_YOUR_RADIO = 'activation.twoStep.title';
const page = (path: string, heading: Case['heading'], lands = path): Case => ({
  path,
  lands,
  heading,
});

/** A flagged route: on shows its own page (query kept), off goes to the fallback. */
function flagged(
  path: string,
  name: FeatureFlag,
  heading: Case['heading'],
  off: Omit<Case, 'path'>,
): Case[] {
  return [
    { path: `${path}${Q}`, flag: { name, on: true }, lands: `${path}${Q}`, heading },
    { path: `${path}${Q}`, flag: { name, on: false }, ...off },
  ];
}

const ORGANIC = '/subscribe/checkout/purchase/streaming/organic';

/** The streaming trial opens on its roll-to-drop offer (ADR 057). */
function answerStreamingTrial(server: FakeServer): void {
  server.on('POST /services/offers', () => careOk(offersOf(RTD_OFFER, FOLLOW_ON_OFFER)));
}

/** The SL2C pages open only for a dealer (flows §3.3): its `corpid`, answered with its branding. */
const DEALER = '&corpid=4100';
const answerDealer = (server: FakeServer) => {
  server.on('GET /services/trial/partners/4100', () => careOk(dealer()));
  server.on('POST /services/offers/customer', () => careOk(offersOf(usedCarOffer())));
};
const atDealer = (c: Case): Case => ({
  ...c,
  path: `${c.path}${DEALER}`,
  lands: `${c.lands}${DEALER}`,
  answer: answerDealer,
});

/**
 * The change pages open only on a subscription their link names (flows §5.1): the signed-in
 * owner's here, with its account and change offers answered.
 */
const answerChangeEntry = (server: FakeServer) => {
  server.on('POST /services/account', () => careOk(careAccount()));
  server.on('POST /services/offers/customer/change', () => careOk(changeOffersResult()));
};
/** The multi-radio purchase opens for the signed-in owner with the account's radios answered. */
const answerMultiRadio = (server: FakeServer) => {
  server.on('POST /services/account', () => careOk(multiRadioCareAccount()));
  server.on('POST /services/account/multi-subscription-radios', () => careOk(multiRadioAccount()));
};
/** Nobody signed in: the care session has no account of its own to list. */
const answerVisitorAccount = (server: FakeServer) => {
  server.on('POST /services/account', () =>
    careError(401, 'UNAUTHENTICATED_CUSTOMER', 'error.common.unauthenticated.customer'),
  );
};
/**
 * Renewal opens on its campaign (flows §4.1): the promo and its three choices answered; without a
 * program code it is the plain way in.
 */
const answerRenewal = (server: FakeServer) => {
  server.on('POST /services/offers/renewal', () => careOk(renewalOffers()));
};
const renewalPage = (path: string, lands = path): Case => ({
  ...page(path, 'renewal.hero.title', lands),
  answer: answerRenewal,
});

/** Platinum VIP opens on its link (flows §4.5): the token's account and devices answered. */
const answerVip = (server: FakeServer) => {
  server.on('POST /services/account/token/upgrade-vip', () => careOk(vipTokenResult()));
  server.on('POST /services/account/token/vip-eligible-radios', () => careOk(vipEligibility()));
};
const VIP_LINK = '?programCode=USPVIP&token=oet1.vip';

const changePage = (path: string, heading: Case['heading']): Case => ({
  ...page(`${path}?subscriptionId=sub_1`, heading),
  answer: answerChangeEntry,
});

const CASES: Case[] = [
  // Public
  { path: '/error', ...ERROR },

  // Fixed redirects: organic variants (any case), amzauth, the root — query kept
  page(`${ORGANIC}/min${Q}`, 'checkout.offer.title', `${ORGANIC}${Q}`),
  page(`${ORGANIC}/MIN2${Q}`, 'checkout.offer.title', `${ORGANIC}${Q}`),
  page(`${ORGANIC}/Variant1${Q}`, 'checkout.offer.title', `${ORGANIC}${Q}`),
  page(`${ORGANIC}/variant2${Q}`, 'checkout.offer.title', `${ORGANIC}${Q}`),
  page(
    '/amzauth?code=ANa1&scope=profile&state=xyz',
    'route.linking.title',
    '/subscribe/linking/device-link-amazon/amzauth?code=ANa1&scope=profile&state=xyz',
  ),
  page(`/${Q}`, 'route.accountLookup.title', `/subscribe/checkout/flepz${Q}`),
  page('/', 'route.accountLookup.title', '/subscribe/checkout/flepz'),

  // Flagged routes
  ...flagged('/subscribe/sal-2', 'enablePasskeySetup', 'route.passkeySetup.title', ERROR),
  ...flagged(
    '/subscribe/checkout/purchase/streaming/self-pay/organic',
    'enableAtlasStreamingOrganicSelfPayNonAccordion',
    'checkout.offer.title',
    { lands: `${ORGANIC}${Q}`, heading: 'checkout.offer.title' },
  ),
  ...flagged(
    '/subscribe/checkout/purchase/satellite/vega',
    'enableVegaCheckout',
    'satellite.offer.title',
    ERROR,
  ),
  ...flagged(
    '/subscribe/checkout/purchase/satellite/organic/new',
    'enableSatelliteOrganicNonAccordion',
    'satellite.offer.title',
    {
      lands: `/subscribe/checkout/purchase/satellite/organic${Q}`,
      heading: 'satellite.offer.title',
    },
  ),
  // The streaming trial (ADR 057): its link's code opens its roll-to-drop offer.
  ...flagged(
    '/subscribe/checkout/trial/streaming',
    'enableStreamingOrganicTrialRTDNonAccordion',
    'trial.offer.title',
    { lands: `/subscribe/trial/streaming${Q}`, heading: 'trial.offer.title' },
  ).map((c) => ({ ...c, answer: answerStreamingTrial })),
  ...flagged(
    '/subscribe/checkout/studentverification/new',
    'enableNewCheckoutStudentVerification',
    'route.studentVerificationNew.title',
    {
      lands: `/subscribe/checkout/studentverification${Q}`,
      heading: 'route.studentVerification.title',
    },
  ),
  ...flagged(
    '/student/re-verify/new',
    'enableNewCheckoutStudentReverification',
    'route.studentReverificationNew.title',
    { lands: `/student/re-verify${Q}`, heading: 'route.student.title' },
  ),
  // Without a token, the targeted link (flag on) and the one-step flow it falls back to (flag
  // off) both find the radio instead, query kept.
  {
    path: `/activate/trial/targeted${Q}`,
    flag: { name: 'enableTargetedTrialActivation', on: true },
    lands: `${TWO_STEP}${Q}`,
    heading: FIND_YOUR_RADIO,
  },
  {
    path: `/activate/trial/targeted${Q}`,
    flag: { name: 'enableTargetedTrialActivation', on: false },
    lands: `${TWO_STEP}${Q}`,
    heading: FIND_YOUR_RADIO,
  },
  ...flagged(
    '/account/subscription/cancel-targeted',
    'enableTargetedCancel',
    'route.targetedCancel.title',
    ERROR,
  ),
  ...flagged(
    '/account/subscription/change-targeted',
    'enableTargetedChange',
    'route.targetedChange.title',
    ERROR,
  ).map((c) =>
    c.flag?.on
      ? {
          ...c,
          path: `${c.path}&subscriptionId=sub_1`,
          lands: `${c.lands}&subscriptionId=sub_1`,
          answer: answerChangeEntry,
        }
      : c,
  ),
  ...flagged(
    '/onboarding/device-linking-new-identity',
    'enableDeviceLinkingNewIdentity',
    'route.deviceLinkingNewIdentity.title',
    ERROR,
  ),
  ...flagged(
    '/onboarding/device-linking',
    'enableDeviceLinking',
    'route.deviceLinking.title',
    ERROR,
  ),
  // A deeper path under a device-linking page is no page of ours, whatever its flag says
  ...(['enableDeviceLinking', 'enableDeviceLinkingNewIdentity'] as const).flatMap((name) =>
    [true, false].map(
      (on): Case => ({
        path: `/onboarding/${name === 'enableDeviceLinking' ? 'device-linking' : 'device-linking-new-identity'}/no-such-step${Q}`,
        flag: { name, on },
        ...ERROR,
      }),
    ),
  ),
  ...flagged('/activate/trial/service-lane/new', 'enableSl2c', 'usedCar.sl2c.serviceLane.title', {
    lands: `/activate/trial/service-lane${Q}`,
    heading: 'usedCar.sl2c.serviceLane.title',
  }).map(atDealer),
  ...flagged(
    '/activate/trial/used-vehicle/new',
    'enableSl2cUsedVehicle',
    'usedCar.sl2c.usedVehicle.title',
    {
      lands: `/activate/trial/used-vehicle${Q}`,
      heading: 'usedCar.sl2c.usedVehicle.title',
    },
  ).map(atDealer),
  // A deeper path under a flagged route obeys the flag too
  { path: '/subscribe/sal-2/step-2', flag: { name: 'enablePasskeySetup', on: false }, ...ERROR },

  // account/login: the account centre (outside the app) with the flag on, our page with it off
  {
    path: '/account/login?returnTo=%2Faccount',
    flag: { name: 'enableAccountCentreLogin', on: true },
    lands: '/account/login?returnTo=%2Faccount',
    heading: 'app.accountCentre.heading',
    external: 'https://account.orbitradio.com/login',
  },
  {
    path: '/account/login',
    flag: { name: 'enableAccountCentreLogin', on: false },
    lands: '/account/login',
    heading: 'route.login.title',
  },

  // Unflagged routes
  page(`${ORGANIC}${Q}`, 'checkout.offer.title'),
  page(`${ORGANIC}/auto-process-creds${Q}`, 'checkout.creds.title'),
  // With no token nor radio in the link, the targeted checkout asks for the code from the email.
  page(
    '/subscribe/checkout/purchase/satellite/targeted/new',
    'satellite.token.title',
    '/subscribe/checkout/purchase/satellite/targeted/new/enter-code',
  ),
  page('/activate/trial/targeted-oem', FIND_YOUR_RADIO, TWO_STEP),
  // The streaming targeted checkouts (ADR 049) ask for the code too; no stand-in under streaming/.
  ...['', '/add-plan', '/mrd', '/add-streaming'].map((flow) =>
    page(
      `/subscribe/checkout/purchase/streaming/targeted${flow}`,
      'satellite.token.title',
      `/subscribe/checkout/purchase/streaming/targeted${flow}/enter-code`,
    ),
  ),
  { path: '/subscribe/checkout/purchase/streaming/no-such-page', ...ERROR },
  { path: '/subscribe/checkout/purchase/streaming/no-such/page', ...ERROR },

  // Guarded routes under the root
  page('/account/pay', 'route.accountPay.title'),
  page('/account/manage', 'route.accountManage.title'),
  page('/account/credentials', 'route.accountCredentials.title'),
  page('/account/credentials/reset-password', 'route.resetPassword.title'),
  page('/sign-in', 'route.signIn.title'),
  page('/sign-in/magic-link', 'route.magicLink.title'),
  page('/sign-in/forgot-password', 'route.forgotPassword.title'),
  page('/sign-up', 'route.signUp.title'),
  page('/account/info-collection', 'route.accountInfoCollection.title'),
  page('/account', 'route.accountDashboard.title'),
  page(
    '/subscribe/checkout/promotion',
    'promotion.error.noCode.title',
    '/subscribe/checkout/promotion/satellite',
  ),
  // The upgrade pages are a tier-up or full-price link's (flows §4.4): the bare path is not one.
  { path: '/subscribe/checkout/upgrade', ...ERROR },
  // Platinum VIP is a link's (flows §4.5): without its token and program code, its default error.
  page('/subscribe/upgrade-vip', 'vip.problem.title', '/subscribe/upgrade-vip/error'),
  { ...page(`/subscribe/upgrade-vip${VIP_LINK}`, 'vip.hero.title'), answer: answerVip },
  { path: `/subscribe/upgrade-vip/nowhere${VIP_LINK}`, ...ERROR },
  {
    ...page('/subscribe/multi-subscription-purchase', 'multiRadio.title'),
    answer: answerMultiRadio,
  },
  // Onboarding (flows §8.5): the bare path finds the account, the link's query kept; the pages
  // that need a lookup behind them find the account too; any other path is no page of ours.
  page(`/onboarding${Q}`, 'onboarding.find.title', `/onboarding/setup-credentials${Q}`),
  page('/onboarding/setup-credentials', 'onboarding.find.title'),
  page('/onboarding/radio-id-lookup', 'onboarding.find.title'),
  page('/onboarding/setup-credentials/lookup', 'onboarding.find.title'),
  page('/onboarding/setup-credentials/tkn-lookup', 'onboarding.find.title'),
  page('/onboarding/no-match', 'onboarding.reason.noMatch.title'),
  page('/onboarding/existing-credentials', 'onboarding.reason.existing.title'),
  ...[
    'credential-setup',
    'multiple-subscriptions-page',
    'setup-login-confirmation',
    'registration',
  ].map((path) =>
    page(`/onboarding/${path}`, 'onboarding.find.title', '/onboarding/setup-credentials'),
  ),
  page('/onboarding/free-listen', 'onboarding.freeListen.title'),
  page('/onboarding/create-password', 'onboarding.createPassword.invalid.title'),
  page('/onboarding/activate-device', 'onboarding.activate.title'),
  page('/onboarding/activate-device-min', 'onboarding.activate.title'),
  page('/onboarding/activated', 'onboarding.activate.title', '/onboarding/activate-device'),
  // ADR 061: a caller the fake server places nowhere activates on this site, the code kept.
  page(
    '/onboarding/activate-device-for-location?code=BCDF-GHJK',
    'onboarding.activate.title',
    '/onboarding/activate-device?code=BCDF-GHJK',
  ),
  {
    ...page('/onboarding/instant-stream?channel=jazz', 'onboarding.instantStream.title'),
    external: 'https://listen.orbitradio.com/app?channel=jazz',
  },
  // A Sonos speaker's link: a visitor signs in on the page itself first.
  {
    ...page('/onboarding/sign-in/sonos?linkCode=BCDF-GHJK', 'route.signIn.title'),
    answer: (server) => {
      withFakeSdkServices(server);
    },
  },
  { path: '/onboarding/sign-in/no-such-page', ...ERROR },
  { path: '/onboarding/no-such-page', ...ERROR },
  { path: '/onboarding/setup-credentials/no-such-page', ...ERROR },
  // The purchase pages' bare addresses open the checkouts, query kept
  page(`/subscribe/checkout/purchase/streaming${Q}`, 'checkout.offer.title', `${ORGANIC}${Q}`),
  page(
    `/subscribe/checkout/purchase/satellite${Q}`,
    'satellite.offer.title',
    `/subscribe/checkout/purchase/satellite/organic${Q}`,
  ),
  // The legacy targeted page is the targeted checkout; with no token it asks for the code.
  page(
    '/subscribe/checkout/purchase/satellite/targeted',
    'satellite.token.title',
    '/subscribe/checkout/purchase/satellite/targeted/new/enter-code',
  ),
  page(
    '/subscribe/checkout/purchase/satellite/add-radio-router',
    'satellite.lookup.title',
    '/subscribe/checkout/purchase/satellite/add-radio-router/device-lookup',
  ),
  // The add-radio processing pages decide where the flow starts: a visitor finds the radio.
  ...(['activate-radio-init', 'find-subscription-init'] as const).map((init) => ({
    ...page(
      `/subscribe/checkout/purchase/satellite/add-radio-router/${init}`,
      'satellite.lookup.title',
      '/subscribe/checkout/purchase/satellite/add-radio-router/device-lookup',
    ),
    answer: answerVisitorAccount,
  })),
  // Change a radio's plan (ADR 052): a visitor finds the radio; a step opened directly starts over.
  ...['', '/new-plan', '/new-plan/thanks', '/no-such-step'].map((step) => ({
    ...page(
      `/subscribe/checkout/purchase/satellite/change-to${step}`,
      'satellite.lookup.title',
      '/subscribe/checkout/purchase/satellite/change-to/device-lookup',
    ),
    answer: answerVisitorAccount,
  })),
  // The satellite checkouts' own pages stay; any other path under satellite/ is no page of ours.
  { path: '/subscribe/checkout/purchase/satellite/no-such-page', ...ERROR },
  { path: '/subscribe/checkout/purchase/satellite/no-such/page', ...ERROR },
  // Renewal needs its campaign's program code (flows §4.1): without one, the plain way in.
  page('/subscribe/checkout/renewal/flepz', 'checkout.chooser.title', '/subscribe'),
  renewalPage('/subscribe/checkout/renewal/flepz?programcode=PROG1&renewalcode=CHOICE'),
  page('/subscribe/checkout/renewal', 'checkout.chooser.title', '/subscribe'),
  page(`/subscribe/checkout/renewal${Q}`, 'renewal.problem.unknownCode.title'),
  // Pick-a-plan without a program code: the plain way in (ADR 043)
  page('/subscribe/checkout/offer/flepz', 'checkout.chooser.title', '/subscribe'),
  page('/activate', FIND_YOUR_RADIO, TWO_STEP),
  // An old or mistyped activation link starts the activation, never the stand-in
  page('/activate/no-such-flow', FIND_YOUR_RADIO, TWO_STEP),
  page('/subscribe/checkout/studentverification', 'route.studentVerification.title'),
  page('/student', 'route.student.title'),
  // The service lane's one-click link needs its cna_id (flows §3.5).
  { path: '/subscribe/oneclick', ...ERROR },
  page('/subscribe/trial', 'activation.start.title'),
  page('/subscribe/entitlement', 'route.entitlement.title'),
  page('/subscribe/linking', 'route.linking.title'),
  page('/subscribe/linking/device-link-google', 'route.deviceLinkGoogle.title'),
  page('/subscribe/linking/tv', 'route.tvCode.title'),
  page('/subscribe/linking/tv?code=BCDF-GHJK', 'route.tvCode.title'),
  page('/subscribe/linking/speaker', 'route.speakerCode.title'),
  // The plain way in (ADR 038): the offers to choose from, never the stand-in
  page('/subscribe', 'checkout.chooser.title'),
  page(`/subscribe/checkout/streaming${Q}`, 'checkout.chooser.title'),
  page('/donotcall', 'route.doNotCall.title'),
  changePage('/subscription/change', 'route.changeSubscription.title'),
  changePage('/subscription/change-term', 'route.changeTerm.title'),
  // Cancel needs the subscription it cancels (flows §5.2): without one, the error page.
  { path: '/subscription/cancel', ...ERROR },
  page('/transfer', 'route.transfer.title'),
  page('/subscribe/refresh-signal', 'route.refreshSignal.title'),
  // …and each module is a prefix
  page(`/subscribe/checkout/purchase/satellite/organic${Q}`, 'satellite.offer.title'),
  atDealer(
    page('/activate/trial/service-lane?programcode=PROG1', 'usedCar.sl2c.serviceLane.title'),
  ),
  page('/student/re-verify', 'route.student.title'),
  { ...page('/subscribe/trial/streaming', 'trial.offer.title'), answer: answerStreamingTrial },
  // A link whose code opens no trial: the trial's generic error page (flows §3.6).
  page(
    `/subscribe/trial/streaming${Q}`,
    'checkout.errorPage.generic-error.title',
    `/subscribe/trial/streaming/generic-error${Q}`,
  ),
  // Nothing under the trial is a stand-in: unknown paths are no page of ours.
  { path: '/subscribe/trial/streaming/no-such-page', ...ERROR },
  { path: '/subscribe/trial/streaming/no-such/page', ...ERROR },
  { path: '/subscribe/trial/no-such-page', ...ERROR },
  page('/transfer/radio', 'route.transfer.title'),
  page('/account/pay/history', 'route.accountPay.title'),
  page('/subscribe/checkout/flepz', 'route.accountLookup.title'),
  renewalPage(
    '/subscribe/checkout/renewal/flepz/thanks?programcode=PROG1&renewalcode=CHOICE',
    '/subscribe/checkout/renewal/flepz?programcode=PROG1&renewalcode=CHOICE',
  ),

  // Query-driven redirects
  renewalPage(
    `/subscribe/checkout/flepz?renewalcode=choice&programcode=PROG1`,
    '/subscribe/checkout/renewal/flepz?renewalcode=choice&programcode=PROG1',
  ),
  // Without a program code the renewal sends the visitor on to the plain way in.
  page('/subscribe/checkout/flepz?RenewalCode=CHOICE', 'checkout.chooser.title', '/subscribe'),
  page('/subscribe/checkout/flepz?renewalcode=other', 'route.accountLookup.title'),
  page(
    `/subscribe/checkout${Q}`,
    'renewal.problem.unknownCode.title',
    `/subscribe/checkout/renewal${Q}`,
  ),
  page('/subscribe/checkout/', 'checkout.chooser.title', '/subscribe'),
  page('/subscribe/checkout;proactiveFlag=true', 'checkout.chooser.title'),
  page(`/subscribe/checkout;proactiveFlag=true${Q}`, 'checkout.chooser.title'),
  page('/subscribe/checkout;other=1', 'checkout.chooser.title', '/subscribe'),

  // Unknown paths → /error, query dropped, under subscribe/ too (spec 000 §2)
  { path: '/no/such/page?programcode=PROG1', ...ERROR },
  { path: '/subscribe/no-such-page', ...ERROR },
  { path: '/subscribe/checkout/no-such/page', ...ERROR },
  { path: '/subscribe/checkout/purchase/no-such-page', ...ERROR },
  { path: '/amzauth/extra', ...ERROR },
];

function expectedHeading(heading: Case['heading']): string {
  if (heading === 'error') return errorMessages['platform.error.heading'];
  if (
    heading === 'checkout.offer.title' ||
    heading === 'checkout.creds.title' ||
    heading === 'checkout.chooser.title'
  ) {
    return checkoutMessages[heading];
  }
  if (
    heading === 'satellite.offer.title' ||
    heading === 'satellite.lookup.title' ||
    heading === 'satellite.token.title'
  ) {
    return satelliteMessages[heading];
  }
  if (heading === 'promotion.error.noCode.title') return promotionMessages[heading];
  if (heading === 'activation.twoStep.title' || heading === 'activation.start.title') {
    return activationMessages[heading];
  }
  if (
    heading === 'usedCar.sl2c.serviceLane.title' ||
    heading === 'usedCar.sl2c.usedVehicle.title'
  ) {
    return usedCarMessages[heading];
  }
  if (heading === 'renewal.hero.title') return 'Get 3 more months for $5.00/mo';
  if (heading === 'renewal.problem.unknownCode.title') return renewalMessages[heading];
  if (heading === 'vip.hero.title' || heading === 'vip.problem.title') return vipMessages[heading];
  if (heading === 'multiRadio.title') return multiRadioMessages[heading];
  if (heading === 'trial.offer.title') return trialMessages[heading];
  if (heading === 'checkout.errorPage.generic-error.title') return checkoutMessages[heading];
  if (heading.startsWith('onboarding.')) {
    return onboardingMessages[heading as OnboardingHeading];
  }
  return appMessages[heading as AppMessageId];
}

function caseName(c: Case): string {
  const flag = c.flag ? ` [${c.flag.name} ${c.flag.on ? 'on' : 'off'}]` : '';
  return `${c.path}${flag} → ${c.external ?? c.lands}`;
}

describe('route table (spec 000 §2)', () => {
  it.each(CASES.map((c) => [caseName(c), c] as const))('%s', async (_name, c) => {
    const server = answerStreamingCheckout(
      createFakeServer({ flags: c.flag ? { [c.flag.name]: c.flag.on } : {} }),
    );
    // Each checkout opens on its own offer: satellite calls ask with `streaming: false`.
    server.on('POST /services/offers', ({ body }) =>
      careOk(
        offersOf((body as { streaming: boolean }).streaming ? streamingOffer() : satelliteOffer()),
      ),
    );
    c.answer?.(server);
    const app = renderApp({ url: c.path, server });
    await app.settled();

    await app.heading(expectedHeading(c.heading));
    // A flow may take one more in-app step to its first screen (the targeted code form).
    await waitFor(() => expect(app.location()).toBe(c.lands));
    if (c.external) expect(app.navigator.assign).toHaveBeenCalledWith(c.external);
    else expect(app.navigator.assign).not.toHaveBeenCalled();
  });

  it('covers every route of the table, flagged ones both ways', () => {
    const covered = (path: string) =>
      CASES.filter(
        (c) => new URL(c.path, 'http://x').pathname.toLowerCase() === `/${path}`.toLowerCase(),
      );
    for (const entry of ROUTE_TABLE) {
      const cases = covered(entry.path);
      expect(cases.length, `no case for /${entry.path}`).toBeGreaterThan(0);
      if ('flag' in entry && entry.flag) {
        const states = new Set(cases.map((c) => c.flag?.on));
        expect([...states].sort(), `/${entry.path} needs flag on and off`).toEqual([false, true]);
      }
    }
  });

  it('calls env-info before a page under the root renders, and not for /error', async () => {
    const server = createFakeServer();
    const guarded = renderApp({ url: '/account', server });
    await guarded.settled();
    expect(server.requestsTo('/services/utility/env-info')).toHaveLength(1);

    await guarded.navigate('/transfer');
    await guarded.heading('Transfer your subscription');
    expect(server.requestsTo('/services/utility/env-info')).toHaveLength(1);

    const publicServer = createFakeServer();
    const onError = renderApp({ url: '/error', server: publicServer });
    await onError.settled();
    expect(publicServer.requestsTo('/services/utility/env-info')).toHaveLength(0);
  });

  it('tells the change flow it is limited to the term on subscription/change-term', async () => {
    const app = renderApp({ url: '/subscription/change-term' });
    await app.settled();
    const handles = app.instance().router.state.matches.map((match) => match.route.handle);
    expect(handles.at(-1)).toMatchObject({ changeTermOnly: true });

    const other = renderApp({ url: '/subscription/change' });
    await other.settled();
    expect(other.instance().router.state.matches.at(-1)?.route.handle).not.toHaveProperty(
      'changeTermOnly',
    );
  });

  it('gives the page its title from route data, else the app title', async () => {
    const app = renderApp({ url: '/account/pay' });
    await app.settled();
    await app.heading();
    expect(document.title).toBe('Make a payment | Orbit Radio');
  });
});
