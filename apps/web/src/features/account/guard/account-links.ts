/**
 * Where the account pages send people. The sign-in page reads `redirectTo` (a path on this site,
 * see identity's `safeRedirectTarget`) and comes back there once signed in.
 */
export const ACCOUNT_LOOKUP_PATH = '/subscribe/checkout/flepz';
export const PAY_PATH = '/account/pay';
/** The pay module's "update my payment information" screen (flows §7.2, update only). */
export const UPDATE_CARD_PATH = '/account/pay/update-payment-info';
export const CREDENTIALS_PATH = '/account/credentials';
/** Devices and sign-ins (ADR 078): connected devices, linked services, passkeys, browsers. */
export const DEVICES_AND_SIGN_INS_PATH = '/account/devices';
export const MANAGE_PATH = '/account/manage';
export const BILLING_PATH = '/account/manage/billing';
export const ACCOUNT_INFO_PATH = '/account/manage/account-info';

export function signInPath(back: { pathname: string; search: string }): string {
  return `/sign-in?${new URLSearchParams({ redirectTo: `${back.pathname}${back.search}` })}`;
}

/** A Quebec trial's consent page (ADR 075). */
export function trialConsentPath(subscriptionId: string): string {
  return `/account/trial-consent?${new URLSearchParams({ subscriptionId })}`;
}
