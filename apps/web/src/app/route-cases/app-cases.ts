import { type Case, ERROR, flagged, page, Q } from './route-walk.ts';

/**
 * The app's own rows: the error page, the root and amzauth redirects, sign-in and the account,
 * linking, the stand-in pages, and any path that is no page of ours.
 */
export const APP_CASES: Case[] = [
  // Public; the fixed redirects of amzauth and the root, query kept
  { path: '/error', ...ERROR },
  page(
    '/amzauth?code=ANa1&scope=profile&state=xyz',
    'route.deviceLinkAmazon.title',
    '/subscribe/linking/device-link-amazon/amzauth?code=ANa1&scope=profile&state=xyz',
  ),
  page(`/${Q}`, 'route.accountLookup.title', `/subscribe/checkout/flepz${Q}`),
  page('/', 'route.accountLookup.title', '/subscribe/checkout/flepz'),
  // Flagged pages (passkey setup, student verification: the student offer, ADR 066)
  ...flagged('/subscribe/sal-2', 'enablePasskeySetup', 'route.passkeySetup.title', ERROR),
  ...flagged(
    '/subscribe/checkout/studentverification/new',
    'enableNewCheckoutStudentVerification',
    'student.offer.title',
    {
      lands: `/subscribe/checkout/studentverification${Q}`,
      heading: 'student.offer.title',
    },
  ),
  ...flagged(
    '/student/re-verify/new',
    'enableNewCheckoutStudentReverification',
    'reverify.invalid.title',
    { lands: `/student/re-verify${Q}`, heading: 'reverify.invalid.title' },
  ),
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
  // Guarded routes under the root
  page('/account/pay', 'route.accountPay.title'),
  page('/account/manage', 'route.accountManage.title'),
  page('/account/credentials', 'route.accountCredentials.title'),
  page('/account/devices', 'route.accountDevices.title'),
  page('/account/credentials/reset-password', 'route.resetPassword.title'),
  page('/sign-in', 'route.signIn.title'),
  page('/sign-in/magic-link', 'route.magicLink.title'),
  page('/sign-in/forgot-password', 'route.forgotPassword.title'),
  page('/sign-up', 'route.signUp.title'),
  page('/account/info-collection', 'route.accountInfoCollection.title'),
  page('/account/student-review', 'route.studentReview.title'),
  page('/account/trial-consent', 'route.trialConsent.title'),
  page('/account', 'route.accountDashboard.title'),
  page('/subscribe/checkout/studentverification', 'student.offer.title'),
  page('/student', 'student.offer.title'),
  { path: '/student/no-such-page', ...ERROR },
  // Without an entitlement id the entitlement page says it cannot open the offer (ADR 077).
  page('/subscribe/entitlement', 'entitlement.error.title'),
  page('/subscribe/linking', 'route.linking.title'),
  page('/subscribe/linking/device-link-google', 'route.deviceLinkGoogle.title'),
  page('/subscribe/linking/device-link-amazon', 'route.deviceLinkAmazon.title'),
  // The consent page of account linking (ADR 071): with no request named, it says the request ended
  page('/subscribe/linking/consent', 'route.linking.title'),
  // A deeper path under the linking pages that names no page of theirs is no page of ours
  { path: '/subscribe/linking/no-such-page', ...ERROR },
  { path: '/subscribe/linking/device-link-google/no-such-page', ...ERROR },
  page('/subscribe/linking/tv', 'route.tvCode.title'),
  page('/subscribe/linking/tv?code=BCDF-GHJK', 'route.tvCode.title'),
  page('/subscribe/linking/speaker', 'route.speakerCode.title'),
  page('/donotcall', 'route.doNotCall.title'),
  page('/subscribe/refresh-signal', 'route.refreshSignal.title'),
  // Without its token a re-verify link opens on the invalid-link page (ADR 067).
  page('/student/re-verify', 'reverify.invalid.title'),
  page('/student/re-verify/no-such-page', 'error', '/error'),
  page('/account/pay/history', 'route.accountPay.title'),
  page('/subscribe/checkout/flepz', 'route.accountLookup.title'),
  // Unknown paths → /error, query dropped, under subscribe/ too (spec 000 §2)
  { path: '/no/such/page?programcode=PROG1', ...ERROR },
  { path: '/subscribe/no-such-page', ...ERROR },
  { path: '/subscribe/checkout/no-such/page', ...ERROR },
  { path: '/subscribe/checkout/purchase/no-such-page', ...ERROR },
  { path: '/amzauth/extra', ...ERROR },
];
