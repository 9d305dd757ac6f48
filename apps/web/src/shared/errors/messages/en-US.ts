/** What every page says about a failure of the same kind, whatever the feature. */
export const messages = {
  'errors.unavailable': 'We can’t complete this right now. Please try again in a moment.',
} as const;
