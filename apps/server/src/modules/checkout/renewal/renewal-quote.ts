import {
  type CareQuoteResult,
  type CareRenewalQuoteRequest,
  type Country,
  FIELD_ERROR_CODES,
  type Locale,
  marketOf,
} from '@orbit/domain';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { CheckoutDeps } from '../orders/checkout-deps.ts';
import { priceNewSubscription } from '../pricing/index.ts';
import { type CheckedRenewal, checkedRenewalOf } from './checked-renewal.ts';
import type { RenewalCaller } from './renewal-radio.ts';

/** Where the renewal request names what pricing refuses. */
export const RENEWAL_PRICING_FIELDS = {
  plan: () => 'planCode',
  followOnPlan: () => 'choicePlanCode',
  state: 'serviceAddress.state',
} as const;

/**
 * The renewal priced by the checkout's quote engine: the promo then the chosen package, as plans
 * starting when the running phase ends (so today only an activation fee, usually nothing). The
 * same call prices the purchase's order, so what is charged is what was quoted.
 */
export function priceRenewal(
  deps: Pick<CheckoutDeps, 'db'>,
  renewal: CheckedRenewal,
  input: { state: string; now: Date; locale: Locale },
) {
  const country: Country = renewal.account.country === 'ca' ? 'ca' : 'us';
  return priceNewSubscription(deps.db, {
    planCodes: [renewal.campaign.promo.planCode],
    followOnPlanCodes: [renewal.choice.offer.planCode],
    region: { country, state: input.state },
    now: input.now,
    startsAt: renewal.renewsAt,
    locale: input.locale,
    fields: RENEWAL_PRICING_FIELDS,
  });
}

/**
 * `quotes/renewal`: taxed where the account's service is for its signed-in owner; for someone
 * who identified the radio, where they say it is (`serviceAddress`, of the account's market),
 * as their purchase will be.
 */
export async function quoteRenewal(
  deps: Pick<CheckoutDeps, 'db'>,
  request: CareRenewalQuoteRequest,
  input: { caller: RenewalCaller; country: Country; locale: Locale },
): Promise<CareQuoteResult> {
  const renewal = await checkedRenewalOf(deps.db, request, input.caller, input.country);
  let state: string;
  if (renewal.radio.buyer === 'accountHolder') {
    state = renewal.account.serviceAddress.state;
  } else {
    const address = request.serviceAddress;
    if (!address) {
      throw new AppError('INVALID_PAYLOAD', 'serviceAddress needed to tax the renewal', {
        fieldErrors: [{ errorCode: FIELD_ERROR_CODES.REQUIRED, fieldName: 'serviceAddress' }],
      });
    }
    if (marketOf(address.country) !== renewal.account.country) {
      throw new AppError('INVALID_PAYLOAD', 'service address of another market than the account', {
        fieldErrors: [
          { errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'serviceAddress.country' },
        ],
      });
    }
    state = address.state.toUpperCase();
  }
  return priceRenewal(deps, renewal, { state, now: input.caller.now, locale: input.locale });
}
