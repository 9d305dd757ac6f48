import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway } from '../../platform/payments/payment-gateway.ts';

/**
 * Gives back a charge whose payment or order could not be written; tried twice. A refund that
 * still fails is logged as an error with the charge id and what it was for (false), and the sweep
 * of unrecorded charges tries it again later (ADR 111): the money is never silently kept.
 */
export async function refundOrAlert(
  deps: { gateway: PaymentGateway; log: FastifyBaseLogger },
  chargeId: string,
  context: Record<string, string>,
): Promise<boolean> {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      await deps.gateway.refund(chargeId);
      deps.log.warn({ ...context, chargeId }, 'charge not recorded; charge refunded');
      return true;
    } catch (error) {
      if (attempt === 2) {
        deps.log.error(
          { ...context, err: error, chargeId },
          'REFUND FAILED: the sweep of unrecorded charges tries again',
        );
      }
    }
  }
  return false;
}
