import {
  type CareMultiRadioAccountResult,
  type Currency,
  type Locale,
  money,
  radioIdLastFour,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { AccountAccess } from '../../../platform/auth/account-access.ts';
import { findOffersByPlanCodes, mrdTermsOf } from '../../catalog/index.ts';
import { defaultPaymentMethodOf, issueDeviceRef } from '../../identification/index.ts';
import { packageNameOf } from '../pricing/index.ts';
import { multiRadioOffersOf } from './multi-radio-offers.ts';
import { multiRadioRadiosOf, payingRadiosOf } from './multi-radio-radios.ts';

/**
 * `account/multi-subscription-radios` (flows §4.6): every radio of the account with a deviceRef
 * for this care session, what an order would do to it and the plans it can take; the market's
 * plans with their multi-radio discount; the card on file, for the signed-in owner only.
 */
export async function multiRadioAccountOf(
  db: Db,
  input: { access: AccountAccess; careSessionId: string; now: Date },
): Promise<CareMultiRadioAccountResult> {
  const { access, careSessionId, now } = input;
  const { account } = access;
  const country = account.country === 'ca' ? 'ca' : 'us';
  const locale = account.language as Locale;
  const [radios, offers] = await Promise.all([
    multiRadioRadiosOf(db, account, now),
    multiRadioOffersOf(db, country, now),
  ]);
  const planCodes = offers.map((offer) => offer.planCode);
  const running = await findOffersByPlanCodes(
    db,
    radios.flatMap(({ subscription }) => (subscription ? [subscription.planCode] : [])),
  );
  const planNameOf = (planCode: string | undefined) => {
    const offer = planCode === undefined ? undefined : running.get(planCode);
    return offer ? packageNameOf(offer, locale) : null;
  };
  const method =
    access.via === 'owner' ? await defaultPaymentMethodOf(db, account.accountNumber) : null;
  return {
    accountNumberLastFour: account.accountNumber.slice(-4),
    country: country === 'ca' ? 'CA' : 'US',
    payingRadios: payingRadiosOf(radios),
    radios: await Promise.all(
      radios.map(async ({ radio, subscription, state, refusal }) => ({
        deviceRef: await issueDeviceRef(db, { radioId: radio.radioId, careSessionId, now }),
        radioIdLastFour: radioIdLastFour(radio.radioId),
        deviceType: radio.deviceType,
        state,
        planName: planNameOf(subscription?.planCode),
        action: state === 'noPlan' ? ('addSubscription' as const) : ('changeSubscription' as const),
        planCodes: refusal ? [] : planCodes,
        errorCodes: refusal ? [refusal] : [],
      })),
    ),
    offers: offers.map((offer) => {
      const terms = mrdTermsOf(offer);
      const [first] = offer.phases;
      return {
        planCode: offer.planCode,
        packageName: packageNameOf(offer, locale),
        monthlyPrice: first?.price.total ?? money(0, offer.currency as Currency),
        mrdEligible: terms.mrdEligible,
        mrdMonthlyDiscount: terms.monthlyDiscount,
      };
    }),
    cardOnFile:
      method && method.status === 'active' ? { brand: method.brand, lastFour: method.last4 } : null,
  };
}
