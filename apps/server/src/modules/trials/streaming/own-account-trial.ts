import {
  type CareStreamingTrialAddSubscriptionRequest,
  FIELD_ERROR_CODES,
  type Locale,
} from '@orbit/domain';
import { AppError } from '../../../platform/errors/app-error.ts';
import { careOk } from '../../../platform/http/care-envelope.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import type { IdempotencyClaim } from '../../../platform/idempotency/idempotent-request.ts';
import { idempotentRequestName, withMoneyLocks } from '../../../platform/money-locks/index.ts';
import { profileOfAccount } from '../../billing/index.ts';
import { customerStandingOf } from '../../catalog/index.ts';
import { notifyByEmail } from '../../identity/index.ts';
import { requireOwnedAccount } from '../activation/owned-account.ts';
import type { TrialActivationDeps } from '../activation/trial-activation-deps.ts';
import { PLAN_FIELD, rollToDropOffer, writeTrial } from './streaming-trial-claim.ts';
import { STREAMING_TRIAL_STARTED } from './streaming-trial-email.ts';

export type OwnAccountTrialContext = {
  identityId: string;
  claim: IdempotencyClaim;
};

/**
 * `POST /trial-activation/add-subscription` with a streaming plan (flows §3.6, ADR 060): the
 * roll-to-drop trial on an account the signed-in caller owns — no second account, no new
 * sign-in, no card, nothing charged. Someone else's account is refused before anything is read
 * of it (403, as a radio's claim). Decided holding the account, so a double submit under another
 * key finds the first trial and is refused as a customer who already had streaming.
 */
export async function startTrialOnOwnAccount(
  deps: TrialActivationDeps,
  body: CareStreamingTrialAddSubscriptionRequest,
  context: OwnAccountTrialContext,
): Promise<StoredAnswer> {
  const { db } = deps;
  const now = deps.clock();
  const account = await requireOwnedAccount(db, context.identityId, body.accountNumber);
  return withMoneyLocks(
    db,
    {
      subjects: [{ kind: 'account', accountNumber: account.accountNumber }],
      requestName: idempotentRequestName(context.claim),
      now,
    },
    async () => {
      const country = account.country === 'ca' ? 'ca' : 'us';
      const offer = await rollToDropOffer(db, body.plans[0]?.planCode ?? '', country, now);
      const email = account.email ?? '';
      // The trial is for whoever never had streaming: by the account's email and by the sign-in.
      const standing = await customerStandingOf(db, {
        ...(email ? { email } : {}),
        identityId: context.identityId,
        now,
      });
      if (offer.newSubscribersOnly && standing.servicesHad.has('streaming')) {
        throw new AppError('INELIGIBLE_FOR_OFFER', `${offer.planCode} is for new subscribers`, {
          fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: PLAN_FIELD }],
        });
      }
      const profile = await profileOfAccount(db, account.accountNumber);
      if (!profile) {
        throw new AppError('ACCOUNT_NOT_FOUND', `account ${account.accountNumber} has no billing`);
      }
      const locale = body.languagePreference satisfies Locale;
      return db.transaction(async (tx) => {
        const activation = await writeTrial(tx, {
          offer,
          account: {
            accountNumber: account.accountNumber,
            billingProfileId: profile.id,
            streamingIdentityId: context.identityId,
          },
          email,
          login: '',
          locale,
          now,
        });
        if (email) {
          await notifyByEmail(
            tx,
            STREAMING_TRIAL_STARTED,
            { emailAddress: email, identityId: context.identityId, locale },
            {
              firstName: account.firstName,
              packageName: activation.packageName,
              endsOn: new Date(`${activation.trialEndDate}T00:00:00Z`),
            },
            now,
          );
        }
        const answer: StoredAnswer = {
          status: 200,
          body: careOk(activation),
        };
        await context.claim.completeWithin(tx, answer);
        return answer;
      });
    },
  );
}
