import type { FastifyRequest } from 'fastify';
import { signedInOnly } from '../../platform/auth/access-token-refusal.ts';
import { sessionOf } from '../../platform/auth/require-access-token.ts';
import type { BillingDeps } from './billing-deps.ts';
import type { PaymentCaller } from './payment-methods.ts';

/**
 * Who calls a billing, order or subscription route: the signed-in identity of the session (never
 * one named in the request: no BOLA). An anonymous session is refused with 403.
 */
export function commerceCallerOf(deps: BillingDeps, request: FastifyRequest): PaymentCaller {
  const { identityId } = sessionOf(request);
  if (!identityId) throw signedInOnly();
  return { db: deps.db, now: deps.clock(), identityId, gateway: deps.gateway };
}
