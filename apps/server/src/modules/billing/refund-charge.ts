import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway } from '../../platform/payments/payment-gateway.ts';

/**
 * Gives back a charge whose payment could not be written; tried twice, as a confirmed order's
 * is. A refund that still fails is logged as an error with the charge id and what it was for,
 * for care to settle by hand: the money is never silently kept.
 */
export async function refundOrAlert(
  deps: { gateway: PaymentGateway; log: FastifyBaseLogger },
  chargeId: string,
  context: Record<string, string>,
): Promise<void> {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      await deps.gateway.refund(chargeId);
      deps.log.warn({ ...context, chargeId }, 'payment failed after its charge; charge refunded');
      return;
    } catch (error) {
      if (attempt === 2) {
        deps.log.error(
          { ...context, err: error, chargeId },
          'REFUND FAILED: settle this charge by hand',
        );
      }
    }
  }
}
