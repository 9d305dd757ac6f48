import type {
  CareStreamingTrialNewAccountRequest,
  CareTrialNewAccountRequest,
} from '@orbit/domain';
import { careOk } from '../../../platform/http/care-envelope.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import type { IdempotencyClaim } from '../../../platform/idempotency/idempotent-request.ts';
import { startStreamingTrial } from '../streaming/streaming-trial-claim.ts';
import { readVehicleRecord } from '../vehicle-record.ts';
import { claimTrial } from './claim-trial.ts';
import type { TrialActivationDeps } from './trial-activation-deps.ts';
import { newTrialHolder } from './trial-holder.ts';
import { namedRadioOf } from './trial-radio.ts';
import { trialTermsOf } from './trial-terms.ts';

/**
 * `POST /trial-activation/new-account`: a radio's trial (flows §3.2), or a streaming
 * roll-to-drop trial when the body names `plans` and `streamingInfo` (flows §3.6, ADR 057).
 */
export function claimOnNewAccount(
  deps: TrialActivationDeps,
  body: CareTrialNewAccountRequest | CareStreamingTrialNewAccountRequest,
  context: { careSessionId: string; claim: IdempotencyClaim },
): Promise<StoredAnswer> {
  return 'streamingInfo' in body
    ? startStreamingTrial(deps, body, context)
    : claimRadioTrial(deps, body, context);
}

/**
 * The named radio's trial on a new account, with a sign-in when a password is given. The market
 * (the account's country) is the trial's.
 */
async function claimRadioTrial(
  deps: TrialActivationDeps,
  body: CareTrialNewAccountRequest,
  context: { careSessionId: string; claim: IdempotencyClaim },
): Promise<StoredAnswer> {
  const { db } = deps;
  const now = deps.clock();
  const { radio } = await namedRadioOf(db, body, context.careSessionId, now);
  const offer = (await readVehicleRecord(db, radio)).openTrial;
  const country = offer ? (await trialTermsOf(db, offer)).country : 'us';
  const locale = body.languagePreference;
  const holder = await newTrialHolder(
    deps,
    { ...body.customer, password: body.password, fieldPrefix: 'customer.' },
    { country, locale, now },
  );
  return claimTrial(
    deps,
    { radio, planCode: body.planCode, holder, locale, now },
    ({ activation }) => ({ status: 200, body: careOk(activation) }),
    context.claim.completeWithin,
  );
}
