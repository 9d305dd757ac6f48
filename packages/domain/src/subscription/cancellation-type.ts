/**
 * When a cancellation takes effect: at the end of the term already paid for (the default), or
 * now, with the unused days refunded. The wire value of `cancelSubscription.cancellationType`.
 */
export const CANCELLATION_TYPES = ['END_OF_TERM', 'IMMEDIATE'] as const;
export type CancellationType = (typeof CANCELLATION_TYPES)[number];
