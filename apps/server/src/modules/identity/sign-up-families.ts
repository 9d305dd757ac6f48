import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../platform/auth/require-access-token.ts';
import { peekCareSession } from '../../platform/auth/require-care-session.ts';
import { careSignUpFamilyOf } from './registrable-account.ts';

/**
 * Whose sign-ups a code sent or redeemed from this browser may finish: its service session
 * family's (a sign-up page), then its care session's (a registration on the spot, ADR 051, made
 * through the care API before the browser had any sign-in).
 */
export async function signUpFamiliesOf(request: FastifyRequest): Promise<string[]> {
  const care = await peekCareSession(request);
  const family = sessionOf(request).familyId;
  return care ? [family, careSignUpFamilyOf(care.id)] : [family];
}
