import { type Failure, failureOf, reportFailure } from '../../../shared/errors/index.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';

/**
 * A failed call the page shows itself, reported and tracked as the flow kit's
 * `reportHandledError` does. Repeated rather than imported: importing it would split the flow
 * kit's shared chunk and add a chunk to the entry route's preload lists (ADR 038).
 */
export function handledFailureOf(services: AppServices, error: unknown, name: string): Failure {
  const failure = failureOf(error);
  reportFailure(services.errors, failure, {
    name,
    trackedAs: failure.messageKey,
    serverFault: 'stay',
  });
  return failure;
}
