import { type Failure, failureOf, reportFailure } from '../../../shared/errors/index.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';

/**
 * A failed call whose outcome the flow shows itself (it asked to skip the global handler): still
 * tracked and logged like any other (a refusal under the server's message key), and a session
 * timeout still opens the timeout modal. Returns the failure for the flow to act on.
 */
export function reportHandledError(services: AppServices, error: unknown, name: string): Failure {
  const failure = failureOf(error);
  reportFailure(services.errors, failure, {
    name,
    trackedAs: failure.messageKey,
    serverFault: 'stay',
  });
  return failure;
}
