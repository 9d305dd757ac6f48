import type { CareTrialActivation } from '@orbit/domain';
import { type Failure, failureMessageId } from '../../../shared/errors/index.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { reportHandledError } from '../../checkout/flow-kit/index.ts';

/** What a claim came to, as the claim forms show it. */
export type ClaimOutcome =
  | { kind: 'activated'; activation: CareTrialActivation }
  /** The server wants a solved human check with the same claim (428). */
  | { kind: 'humanCheck'; failure: Failure }
  /** Field errors the form puts on its fields. */
  | { kind: 'fields'; failure: Failure }
  /** A refusal in the page's words (a message id). */
  | { kind: 'refused'; messageId: string }
  | { kind: 'stopped' };

/** The trial refusals the claim forms word themselves; anything else reads as the generic one. */
const REFUSAL_MESSAGES: Readonly<Record<string, string>> = {
  SUB_ALREADY_EXISTS_FOR_IDENTITY: 'activation.claim.alreadyClaimed',
  INVALID_TOKEN: 'activation.claim.linkExpired',
  DEVICE_NOT_FOUND: 'activation.claim.linkExpired',
  INVALID_ACTIVATION_CODE: 'activation.claim.trialChanged',
  CLAIMING_WITH_UNAUTHORIZED_USER: 'activation.claim.notYourAccount',
};

/** A claim's call, its failure tracked as a business error (or system error) and read. */
export async function claimWith(
  services: AppServices,
  name: string,
  send: () => Promise<CareTrialActivation>,
): Promise<ClaimOutcome> {
  try {
    return { kind: 'activated', activation: await send() };
  } catch (error) {
    const failure = reportHandledError(services, error, name);
    if (failure.kind === 'sessionTimedOut') return { kind: 'stopped' };
    if (failure.code === 'CAPTCHA_REQUIRED') return { kind: 'humanCheck', failure };
    const message = failure.code ? REFUSAL_MESSAGES[failure.code] : undefined;
    if (message) return { kind: 'refused', messageId: message };
    if (failure.fieldErrors.length > 0) return { kind: 'fields', failure };
    return { kind: 'refused', messageId: failureMessageId(failure, 'activation.claim.failed') };
  }
}
