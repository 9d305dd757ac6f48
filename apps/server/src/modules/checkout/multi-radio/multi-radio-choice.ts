import {
  type Country,
  FIELD_ERROR_CODES,
  type Locale,
  type MultiRadioChoice,
  type MultiRadioQuote,
  quoteMultiRadio,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { SubscriberAccountRow } from '../../../db/schema/index.ts';
import type { AccountAccess } from '../../../platform/auth/account-access.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { MoneySubject } from '../../../platform/money-locks/index.ts';
import { mrdTermsOf, type OfferWithPackage } from '../../catalog/index.ts';
import { resolveDeviceRef } from '../../identification/index.ts';
import type { PurchaseContext } from '../orders/purchase-context.ts';
import { quotePlanOf } from '../pricing/index.ts';
import { multiRadioOffersOf } from './multi-radio-offers.ts';
import {
  type MultiRadioAccountRadio,
  multiRadioRadiosOf,
  payingRadiosOf,
} from './multi-radio-radios.ts';

/** One radio of the order with the plan chosen for it, in the order the customer named them. */
export type MultiRadioLine = {
  deviceRef: string;
  radio: MultiRadioAccountRadio;
  offer: OfferWithPackage;
};

/** The order as chosen and checked, with its price. */
export type MultiRadioOrder = {
  access: AccountAccess;
  account: SubscriberAccountRow;
  country: Country;
  locale: Locale;
  lines: MultiRadioLine[];
  quote: MultiRadioQuote;
};

type Refusal = { code: 'INELIGIBLE_FOR_OFFER' | 'OFFER_NOT_FOUND'; fieldName: string };

/**
 * Reads the customer's choice as things are now (call it again once the radios are held): the
 * account the care session may act on (its signed-in owner, or an identification it verified),
 * each radio by the deviceRef this session was given and on that account (else
 * DEVICE_NOT_FOUND), sellable and named once (else INELIGIBLE_FOR_OFFER on `radios.N`), with a
 * plan this order sells in the account's market (else OFFER_NOT_FOUND on `radios.N.planCode`);
 * every refused radio is named in one answer. Then the order is priced with the multi-radio
 * discount, taxed by the account's service address.
 */
export async function multiRadioOrderOf(
  db: Db,
  context: Pick<PurchaseContext, 'careSessionId' | 'accountAccess'>,
  choices: readonly MultiRadioChoice[],
  now: Date,
): Promise<MultiRadioOrder> {
  const access = await context.accountAccess({ allowIdentified: true });
  const { account } = access;
  const country: Country = account.country === 'ca' ? 'ca' : 'us';
  const locale = account.language as Locale;
  const [radios, offers] = await Promise.all([
    multiRadioRadiosOf(db, account, now),
    multiRadioOffersOf(db, country, now),
  ]);
  const refusals: Refusal[] = [];
  const seen = new Set<string>();
  const lines: MultiRadioLine[] = [];
  for (const [index, choice] of choices.entries()) {
    const { radioId } = await resolveDeviceRef(db, {
      deviceRef: choice.deviceRef,
      careSessionId: context.careSessionId,
      now,
    });
    const radio = radios.find((candidate) => candidate.radio.radioId === radioId);
    if (!radio) {
      throw new AppError('DEVICE_NOT_FOUND', 'no such radio on the account', {
        notFoundResourceType: 'device',
      });
    }
    const offer = offers.find((candidate) => candidate.planCode === choice.planCode.trim());
    if (seen.has(radioId) || radio.refusal) {
      refusals.push({ code: 'INELIGIBLE_FOR_OFFER', fieldName: `radios.${index}` });
    } else if (!offer) {
      refusals.push({ code: 'OFFER_NOT_FOUND', fieldName: `radios.${index}.planCode` });
    } else {
      lines.push({ deviceRef: choice.deviceRef, radio, offer });
    }
    seen.add(radioId);
  }
  const [first] = refusals;
  if (first) {
    throw new AppError(first.code, 'radios of the order refused', {
      ...(first.code === 'OFFER_NOT_FOUND' ? { notFoundResourceType: 'offer' as const } : {}),
      fieldErrors: refusals.map(({ fieldName }) => ({
        errorCode: FIELD_ERROR_CODES.INVALID,
        fieldName,
      })),
    });
  }
  const quote = quoteMultiRadio({
    now,
    region: { country, state: account.serviceAddress.state },
    payingRadios: payingRadiosOf(radios),
    plans: lines.map(({ offer }) => ({
      plan: quotePlanOf(offer, locale),
      terms: mrdTermsOf(offer),
    })),
  });
  return { access, account, country, locale, lines, quote };
}

/** What a multi-radio order holds while it decides (ADR 021): the account and every radio. */
export function multiRadioSubjectsOf(order: MultiRadioOrder): MoneySubject[] {
  return [
    { kind: 'account', accountNumber: order.account.accountNumber },
    ...order.lines.map(
      ({ radio }): MoneySubject => ({ kind: 'radio', radioId: radio.radio.radioId }),
    ),
  ];
}
