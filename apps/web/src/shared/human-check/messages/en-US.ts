/** The human check's status, shown wherever a page asks for one. */
export const messages = {
  'humanCheck.label': 'Security check',
  'humanCheck.solving': 'Checking that you’re a person…',
  'humanCheck.solved': 'Done, you can continue.',
  'humanCheck.failed': 'We couldn’t finish the security check.',
  'humanCheck.retry': 'Try the check again',
} as const;
