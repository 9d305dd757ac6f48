import type { CareLastOneClickResult, CareTrialOfferResult } from '@orbit/domain';

/** Where the activation pages live (flows §3.1, §3.5): the route map's paths. */
export const ACTIVATE_PATH = '/activate/trial';
export const TWO_STEP_PATH = `${ACTIVATE_PATH}/flepz`;
export const THANKS_PATH = `${ACTIVATE_PATH}/thanks`;
export const ONE_STEP_THANKS_PATH = `${ACTIVATE_PATH}/one-step-thanks`;
export const AST_PATH = `${ACTIVATE_PATH}/ast`;
export const AST_ACTIVATED_PATH = `${AST_PATH}/ast-activated`;
export const USED_CAR_PATH = `${ACTIVATE_PATH}/rtp`;
export const SLOC_THANKS_PATH = '/subscribe/oneclick/thanks';
/** The satellite organic checkout: a plan for a radio whose trial cannot be had. */
export const SATELLITE_ORGANIC_PATH = '/subscribe/checkout/purchase/satellite/organic';
export const ACCOUNT_PATH = '/account';

/** The offer answers that are a page of their own, and that page (below `activate/trial`). */
export type RefusalOutcome = Exclude<
  CareTrialOfferResult['outcome'],
  'CLAIMABLE' | 'ALREADY_CLAIMED'
>;

export const REFUSAL_PAGES: Readonly<Record<RefusalOutcome, string>> = {
  TRIAL_EXPIRED: 'trial-expired-overlay',
  ALREADY_ACTIVE_SELF_PAY: 'already-active-selfpay-error',
  NOT_ELIGIBLE: 'not-eligible-error',
  CANT_BE_COMPLETED_ONLINE: 'cant-be-completed-online-error',
};

export function refusalPathOf(outcome: RefusalOutcome): string {
  return `${ACTIVATE_PATH}/${REFUSAL_PAGES[outcome]}`;
}

/** The AST link's refusals, each a page below `activate/trial/ast`. */
export type OneClickRefusal = Exclude<CareLastOneClickResult['outcome'], 'ACTIVATED'>;

export function astRefusalPathOf(outcome: OneClickRefusal): string {
  return `${AST_PATH}/${REFUSAL_PAGES[outcome]}`;
}

/** The sign-in page, coming back to `back` once signed in (identity reads `redirectTo`). */
export function signInPathBackTo(back: string): string {
  return `/sign-in?${new URLSearchParams({ redirectTo: back })}`;
}
