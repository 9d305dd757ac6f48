import type { OnboardingPage } from '@orbit/domain';

/** The onboarding pages' addresses (flows §8.5), and the app's pages they send the customer on to. */
export const ONBOARDING_PATH = '/onboarding';
export const SETUP_CREDENTIALS_PATH = `${ONBOARDING_PATH}/setup-credentials`;
/** The find-account page opened on its radio id tab: where `no-match` sends the customer next. */
export const RADIO_ID_LOOKUP_PATH = `${ONBOARDING_PATH}/radio-id-lookup`;
export const SETUP_LOGIN_CONFIRMATION_PATH = `${ONBOARDING_PATH}/setup-login-confirmation`;
export const REGISTRATION_PATH = `${ONBOARDING_PATH}/registration`;
export const ACTIVATED_PATH = `${ONBOARDING_PATH}/activated`;
/** Where a TV's code is typed: `activate-device-for-location` sends the customer on to it. */
export const ACTIVATE_DEVICE_PATH = `${ONBOARDING_PATH}/activate-device`;

/** Where a lookup's answer goes (`onboardingPageOf`), or a chosen subscription's reason. */
export function onboardingPagePath(page: OnboardingPage): string {
  return `${ONBOARDING_PATH}/${page}`;
}

/** The app's error page: where an address under `onboarding` that is no page goes (spec 000 §2). */
export const ERROR_PATH = '/error';

/** Streaming plans: buying streaming on its own, for a customer whose plan cannot have it. */
export const STREAMING_CHECKOUT_PATH = '/subscribe/checkout/purchase/streaming/organic';
/** Satellite plans: finding the radio and choosing a plan for it again. */
export const SATELLITE_CHECKOUT_PATH = '/subscribe/checkout/purchase/satellite/organic';
/** Every plan, streaming and satellite side by side. */
export const PLANS_PATH = '/subscribe';
/** A radio's plan changed to one that includes streaming. */
export const CHANGE_PLAN_PATH = '/subscription/change';
/** The bill paid (behind the account's sign-in). */
export const PAY_PATH = '/account/pay';
export const SIGN_IN_PATH = '/sign-in';
/** The signed-in customer's account overview. */
export const ACCOUNT_PATH = '/account';
export const FORGOT_PASSWORD_PATH = '/sign-in/forgot-password';

/** The sign-in page, coming back to `path` once signed in. */
export function signInPathBackTo(path: string): string {
  return `${SIGN_IN_PATH}?${new URLSearchParams({ redirectTo: path })}`;
}
