import type { Db } from '../../../db/client.ts';
import type { SubscriberAccountRow } from '../../../db/schema/index.ts';
import type { CareSession } from '../../../platform/care-session/session-service.ts';
import { findRadioById } from '../../identification/index.ts';
import { customersTrialOf, linkRadioIdOf } from './acsc-identification.ts';
import type { TrialRadio } from './transfer-radios.ts';
import { radioNotFound, trialNotEligible } from './transfer-refusals.ts';

/**
 * The trial on `radioId` that this customer may bring into `account` (isCustomersTrial), or the
 * refusal: a radio of the account with no running trial is TRIAL_RADIO_NOT_ELIGIBLE (409); any
 * other radio, someone else's or none, DEVICE_NOT_FOUND (404) — one answer, nothing to probe.
 */
export async function requireCustomersTrial(
  db: Db,
  input: { radioId: string; account: SubscriberAccountRow; session: CareSession; now: Date },
): Promise<TrialRadio> {
  const { account, now } = input;
  const linkRadioId = await linkRadioIdOf(db, input.session, account);
  const trial = await customersTrialOf(db, { radioId: input.radioId, account, linkRadioId, now });
  if (trial) return trial;
  const radio = await findRadioById(db, input.radioId);
  if (radio?.accountNumber === account.accountNumber) throw trialNotEligible();
  throw radioNotFound('trialRadioId');
}
