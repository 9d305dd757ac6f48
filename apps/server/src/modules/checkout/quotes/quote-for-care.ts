import {
  type CareQuoteRequest,
  type CareQuoteResult,
  checkPostalCode,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  type Locale,
} from '@orbit/domain';
import type { AccountAccess, AccountAccessRule } from '../../../platform/auth/account-access.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import {
  findOfferByPlanCode,
  requireUsablePromoCode,
  resolvePromoCode,
  serviceTypeOf,
} from '../../catalog/index.ts';
import { studentPassIfNamed } from '../../student/index.ts';
import { followedTrialOf } from '../orders/followed-trial.ts';
import { priceNewSubscription } from '../pricing/index.ts';
import type { QuoteDeps } from './quote-deps.ts';

// Promo failure codes are field codes of the promo contract, not of the generic list.
const fieldError = (fieldName: string, errorCode: string = FIELD_ERROR_CODES.INVALID) => ({
  fieldName,
  errorCode: errorCode as FieldErrorCode,
});

/**
 * `quotes/quote` (flows §2.1 step 4d): the service address decides the market (US or CA) and
 * the taxes (the state or province); its postal code must be of that market. A promo code, when
 * sent, must be usable and open one of the plans quoted. A `deviceRef` (the radio found on this
 * care session) or a `subscriptionId` (a trial of the signed-in owner's, or of the account this
 * session verified: the streaming checkout's Subscribe on a trial) quotes the plans as the paid
 * plan following that trial, priced from its end, exactly as `purchase/change-subscription`
 * charges it; the refusals are the purchase's (DEVICE_NOT_FOUND, ACTIVE_SATELLITE_SUBSCRIPTION,
 * NO_SUBSCRIPTION_TO_FOLLOW; for a subscription 401, 403 VERIFICATION_REQUIRED, 404
 * SUBSCRIPTION_NOT_FOUND for anyone else's). A `subscriptionId` past its trial is a change of
 * its plan, priced by the subscription module (`planChanges`, ADR 030): the quote and its
 * `planChange` preview, with the `giftCards` one it is paid with taken first (refused on any
 * other quote).
 */
export async function quoteForCare(
  deps: QuoteDeps,
  input: {
    request: CareQuoteRequest;
    customerKeys: readonly string[];
    locale: Locale;
    /** Where the request came from: gift card lookups are counted per address. */
    clientAddress: string;
    caller: {
      careSessionId: string;
      identityId: string | null;
      /** The request's account gate: lets a verified identified session name its trial. */
      accountAccess?: ((rule: AccountAccessRule) => Promise<AccountAccess>) | undefined;
    };
  },
): Promise<CareQuoteResult> {
  const { request } = input;
  const country = request.serviceAddress.country === 'CA' ? 'ca' : 'us';
  const state = request.serviceAddress.state.toUpperCase();
  const postal = checkPostalCode(request.serviceAddress.postalCode, country);
  if (postal) {
    throw new AppError('INVALID_PAYLOAD', 'postal code of another shape', {
      fieldErrors: [fieldError('serviceAddress.postalCode', postal)],
    });
  }
  const now = deps.clock();
  const planCodes = request.planCodes.map((plan) => plan.planCode.trim());
  // The trial the plans follow, found and checked as the purchase will (deviceRef first). An
  // empty subscription id names nothing, as before.
  const subscriptionId = request.subscriptionId?.trim() || undefined;
  if (subscriptionId !== undefined && request.deviceRef === undefined) {
    const planChange = await deps.planChanges.careQuote(deps, {
      request: { ...request, subscriptionId },
      locale: input.locale,
      caller: input.caller,
      clientAddress: input.clientAddress,
    });
    if (planChange) return planChange;
  }
  if ((request.giftCards?.length ?? 0) > 0) {
    // A new plan's gift card is applied by its purchase; only a plan change prices one first.
    throw new AppError('INVALID_PAYLOAD', 'a gift card is quoted with a plan change only', {
      fieldErrors: [fieldError('giftCards.0')],
    });
  }
  const followed =
    request.deviceRef !== undefined || subscriptionId !== undefined
      ? await followedTrialOf(
          deps.db,
          { deviceRef: request.deviceRef, subscriptionId },
          { ...input.caller, now },
        )
      : undefined;
  if (followed && followed.account.country !== country) {
    // Billed in the account's currency, as the purchase refuses it.
    throw new AppError('INVALID_PAYLOAD', 'service address of another market than the account', {
      fieldErrors: [fieldError('serviceAddress.country')],
    });
  }
  if (request.marketingPromoCode !== undefined && request.marketingPromoCode.trim() !== '') {
    const first = await findOfferByPlanCode(deps.db, planCodes[0] ?? '');
    const promo = requireUsablePromoCode(
      await resolvePromoCode(deps.db, {
        code: request.marketingPromoCode,
        serviceType: serviceTypeOf(first?.serviceType === 'streaming'),
        customerKey: input.customerKeys,
        country,
        now,
      }),
    );
    if (!planCodes.includes(promo.planCode)) {
      throw new AppError('INVALID_OFFER_DATA', `${promo.code} opens ${promo.planCode}`, {
        fieldErrors: [fieldError('marketingPromoCode', 'INELIGIBLE_PROMO_CODE')],
      });
    }
  }
  // A student plan is quoted only with the caller's current verification (ADR 066).
  const studentPass = await studentPassIfNamed(deps.db, {
    verificationId: request.verificationId,
    caller: input.caller,
    now,
  });
  return priceNewSubscription(deps.db, {
    planCodes,
    followOnPlanCodes: request.followOnPlanCodes,
    region: { country, state },
    now,
    startsAt: followed?.trialEnd,
    locale: input.locale,
    studentPass,
  });
}
