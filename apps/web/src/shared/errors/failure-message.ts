import type { Failure } from './failure-of.ts';

/** The shared message of an `unavailable` failure (`shared/errors/messages`). */
export const UNAVAILABLE_MESSAGE_ID = 'errors.unavailable';

/**
 * The message a page shows for a failure it has no words of its own for: "try again in a
 * moment" when the server could not answer now, else the page's own (`fallbackId`).
 */
export function failureMessageId(failure: Failure, fallbackId: string): string {
  return failure.kind === 'unavailable' ? UNAVAILABLE_MESSAGE_ID : fallbackId;
}
