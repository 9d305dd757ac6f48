import {
  type CareVipEligibilityResult,
  type Country,
  FIELD_ERROR_CODES,
  isPlatinumVipPackage,
  type Locale,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { PurchaseContext } from '../orders/purchase-context.ts';
import { vipDevicesOfAccount } from './vip-devices-of-account.ts';
import { vipEligibilityOf } from './vip-eligibility.ts';

/** The program code of each market's Platinum VIP plan (the links' codes, seeded in catalog-codes). */
const VIP_PROGRAM_OF: Record<Country, string> = { us: 'USPVIP', ca: 'CAPVIP' };

/**
 * `account/vip-second-radio` (ADR 053): the signed-in owner's radio on Platinum VIP in no bundle
 * (an earlier order whose second device failed, or one bought alone) as the first device of
 * `add-second-radio`, with the devices that may join it — the answer a link would give. The
 * owner only: a care session merely identified has the link or the lookup for this.
 */
export async function vipOwnSecondRadio(
  db: Db,
  context: Pick<PurchaseContext, 'accountAccess' | 'careSessionId'>,
  now: Date,
): Promise<CareVipEligibilityResult> {
  const { account } = await context.accountAccess({ allowIdentified: false });
  const devices = await vipDevicesOfAccount(db, account, { now, student: false });
  const alone = devices.find(
    (device) =>
      device.radio &&
      device.subscription &&
      isPlatinumVipPackage(device.subscription.packageId) &&
      !device.facts.inVipBundle,
  );
  if (!alone?.radio) {
    throw new AppError('INELIGIBLE_FOR_OFFER', 'no radio on Platinum VIP alone', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'firstDevice' }],
    });
  }
  const country: Country = account.country === 'ca' ? 'ca' : 'us';
  return vipEligibilityOf(db, {
    account,
    firstRadioId: alone.radio.radioId,
    careSessionId: context.careSessionId,
    programCode: VIP_PROGRAM_OF[country],
    student: false,
    locale: account.language as Locale,
    now,
  });
}
