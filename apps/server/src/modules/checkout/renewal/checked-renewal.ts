import {
  type Country,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  renewalUnavailableReason,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { SubscriberAccountRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { SubscriptionWithPhases } from '../../identification/index.ts';
import {
  type RenewalCampaign,
  type RenewalChoiceOffer,
  renewalCampaignOf,
} from './renewal-campaign.ts';
import { type RenewalCaller, type RenewalRadio, renewalRadioOf } from './renewal-radio.ts';
import { renewalStateOf } from './renewal-standing.ts';

/** A renewal the radio can take: what its quote prices and its purchase writes. */
export type CheckedRenewal = {
  campaign: RenewalCampaign;
  choice: RenewalChoiceOffer;
  radio: RenewalRadio;
  account: SubscriberAccountRow;
  subscription: SubscriptionWithPhases;
  /** When the running trial or promo ends: the renewal promo starts then. */
  renewsAt: Date;
};

export type RenewalNamed = {
  planCode: string;
  renewalCode: string;
  choicePlanCode: string;
  deviceRef?: string | undefined;
  radioId?: string | undefined;
};

/**
 * The renewal a quote or purchase names, checked as `offers/renewal` answered it: the code (404
 * OFFER_NOT_FOUND / 400 OFFER_EXPIRED), one of its choices (INVALID on `choicePlanCode`), the
 * radio this caller identified (REQUIRED on `deviceRef` when none; DEVICE_NOT_FOUND), and that
 * the radio can take the choice: ALREADY_RENEWED, or RENEWAL_CHOICE_NOT_AVAILABLE with the
 * reason as the field error on `choicePlanCode`.
 */
export async function checkedRenewalOf(
  db: Db,
  named: RenewalNamed,
  caller: RenewalCaller,
  country: Country,
): Promise<CheckedRenewal> {
  const campaign = await renewalCampaignOf(db, {
    renewalCode: named.renewalCode,
    planCode: named.planCode,
    country,
    now: caller.now,
  });
  const choice = campaign.choices.find(
    (candidate) => candidate.offer.planCode === named.choicePlanCode.trim(),
  );
  if (!choice) {
    throw new AppError('INVALID_PAYLOAD', `${named.choicePlanCode} is not a choice of the code`, {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'choicePlanCode' }],
    });
  }
  const radio = await renewalRadioOf(db, named, caller);
  if (!radio) {
    throw new AppError('INVALID_PAYLOAD', 'no radio named', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.REQUIRED, fieldName: 'deviceRef' }],
    });
  }
  const { subscription, standing } = await renewalStateOf(db, radio, country, caller.now);
  const reason = renewalUnavailableReason(standing, {
    packageId: choice.offer.packageId,
    radioTypes: choice.choice.radioTypes,
  });
  if (reason === 'ALREADY_RENEWED') {
    throw new AppError('ALREADY_RENEWED', `radio ${radio.radio.radioId} already renewed`);
  }
  if (reason !== null || !subscription || !radio.account || !standing.renewsAt) {
    throw new AppError('RENEWAL_CHOICE_NOT_AVAILABLE', `choice not available: ${reason}`, {
      fieldErrors: [
        { errorCode: (reason ?? 'NOTHING_ENDING') as FieldErrorCode, fieldName: 'choicePlanCode' },
      ],
    });
  }
  return {
    campaign,
    choice,
    radio,
    account: radio.account,
    subscription,
    renewsAt: standing.renewsAt,
  };
}
