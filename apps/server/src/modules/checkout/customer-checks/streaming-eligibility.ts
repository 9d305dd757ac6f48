import { FIELD_ERROR_CODES } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import { findOfferByPlanCode } from '../../catalog/index.ts';
import { cardHadStreamingTrial, emailHadStreamingTrial } from './streaming-trial-history.ts';

/**
 * `POST /services/check-eligibility/streaming` (flows §2.1 step 4b): may this customer have a
 * streaming offer for new subscribers? Not when the email, or the card (by its fingerprint,
 * whatever token or email comes with it), already had a streaming trial. An offer open to
 * everyone needs no check (`eligibilityCheckExecuted: false`). An unknown card token →
 * CARD_TOKEN_INVALID.
 */
export async function checkStreamingEligibility(
  deps: { db: Db; gateway: PaymentGateway },
  request: { planCode: string; email: string; cardToken: string },
): Promise<{ isEligible: boolean; eligibilityCheckExecuted: boolean }> {
  const offer = await findOfferByPlanCode(deps.db, request.planCode);
  if (!offer) {
    throw new AppError('OFFER_NOT_FOUND', 'eligibility of an unknown offer', {
      notFoundResourceType: 'offer',
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'planCode' }],
    });
  }
  const card = await deps.gateway.describeCard(request.cardToken);
  if (!card) {
    throw new AppError('CARD_TOKEN_INVALID', 'eligibility with an unknown card token', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'cardToken' }],
    });
  }
  if (!offer.newSubscribersOnly) return { isEligible: true, eligibilityCheckExecuted: false };
  const used =
    (await emailHadStreamingTrial(deps.db, request.email)) ||
    (await cardHadStreamingTrial(deps.db, deps.gateway, card.fingerprint));
  return { isEligible: !used, eligibilityCheckExecuted: true };
}
