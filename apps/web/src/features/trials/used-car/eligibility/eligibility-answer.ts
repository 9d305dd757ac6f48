import {
  type Country,
  type Locale,
  MAX_INVALID_RADIO_ID_OR_VIN_ATTEMPTS,
  STREAMING_ORGANIC_PROGRAM_CODES,
  usedCarEligibilityOutcome,
} from '@orbit/domain';
import type { Failure } from '../../../../shared/errors/index.ts';

/**
 * The streaming checkout (flows §1.4: "No radio? Get the Orbit app", and codes 103, 3494, 5035),
 * with its lead program code: without one the checkout sends the visitor on to the legacy
 * streaming checkout, which this app does not have.
 */
export const STREAMING_ORGANIC_PATH = `/subscribe/checkout/purchase/streaming/organic?programcode=${STREAMING_ORGANIC_PROGRAM_CODES[0]}`;
/** The account lookup, which greets the other redirect codes. */
export const ACCOUNT_LOOKUP_PATH = '/subscribe/checkout/flepz';
/** The two-step activation, whose device check has the licence-plate tab. */
export const PLATE_SEARCH_PATH = '/activate/trial/flepz';

/** The code a radio id or VIN refused for its form answers (the server's or, in Canada, ours). */
export const INVALID_RADIO_ID_OR_VIN = '3494';
/** Stands for any answer that is not a code of the table: "our systems are down". */
const SYSTEMS_DOWN = '106';

/**
 * Said on the page. On the Canadian site, where the streaming checkout is not offered, the
 * streaming redirects (103, 5035, the last 3494) are said on the page too, with the care phone:
 * `3494-last` is the third invalid radio id or VIN.
 */
export type InlineEligibilityCode =
  | '103'
  | '106'
  | '107'
  | '110'
  | '114'
  | '3494'
  | '3494-last'
  | '5035';

/** What the eligibility form does with a refusal: say it on the page, or go elsewhere. */
export type EligibilityAnswer =
  | { kind: 'inline'; code: InlineEligibilityCode }
  | { kind: 'redirect'; code: string; to: string };

/**
 * How the RFLZ step answers a failed check (flows §1.4, the domain's `usedCarEligibilityOutcome`
 * decides inline or redirect and where): a redirect carries the code (and, to the account
 * lookup, the language); 3494 is said inline until the `strikes`-th time reaches the limit, then
 * it redirects to streaming; a failure without a known code (any HTTP failure) reads as 106.
 * `strikes` counts this refusal. The streaming checkout is not offered on the Canadian site, so
 * there a streaming redirect is said on the page instead of ending on a page that turns the
 * visitor away.
 */
export function eligibilityAnswerOf(
  failure: Pick<Failure, 'kind' | 'code'>,
  strikes: number,
  locale: Locale,
  country: Country,
): EligibilityAnswer {
  const answered = failure.kind === 'unavailable' || failure.kind === 'unexpected';
  const outcome = usedCarEligibilityOutcome(answered ? SYSTEMS_DOWN : failure.code);
  if (!outcome.known) return { kind: 'inline', code: SYSTEMS_DOWN };
  if (outcome.code === INVALID_RADIO_ID_OR_VIN) {
    if (strikes < MAX_INVALID_RADIO_ID_OR_VIN_ATTEMPTS) {
      return { kind: 'inline', code: INVALID_RADIO_ID_OR_VIN };
    }
    return country === 'ca'
      ? { kind: 'inline', code: '3494-last' }
      : redirectTo(outcome.code, 'streaming', locale);
  }
  if (outcome.handling === 'inline') {
    return { kind: 'inline', code: outcome.code as InlineEligibilityCode };
  }
  const target = outcome.target ?? 'flepz';
  if (target === 'streaming' && country === 'ca') {
    return { kind: 'inline', code: outcome.code as InlineEligibilityCode };
  }
  return redirectTo(outcome.code, target, locale);
}

function redirectTo(code: string, target: 'flepz' | 'streaming', locale: Locale) {
  const to =
    target === 'flepz'
      ? `${ACCOUNT_LOOKUP_PATH}?${new URLSearchParams({ errorCode: code, langpref: locale })}`
      : `${STREAMING_ORGANIC_PATH}&errorCode=${encodeURIComponent(code)}`;
  return { kind: 'redirect' as const, code, to };
}
