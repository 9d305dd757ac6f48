import { type HumanCheckChallenge, humanCheckRequiredExtrasSchema } from '@orbit/domain';
import { isServiceError, type ServiceError } from './sdk-errors.ts';

/** 428 CAPTCHA_REQUIRED with the human check to solve before sending the request again (ADR 024). */
export interface HumanCheckRequiredError extends ServiceError {
  readonly code: 'CAPTCHA_REQUIRED';
  readonly humanCheck: HumanCheckChallenge;
}

/** Whether a failure asks for a human check, and carries a challenge the caller can solve. */
export function isHumanCheckRequired(error: unknown): error is HumanCheckRequiredError {
  if (!isServiceError(error) || error.code !== 'CAPTCHA_REQUIRED') return false;
  if ('humanCheck' in error) return true;
  const extras = humanCheckRequiredExtrasSchema.safeParse(error.extras);
  if (!extras.success) return false;
  Object.assign(error, { humanCheck: extras.data.humanCheck });
  return true;
}
