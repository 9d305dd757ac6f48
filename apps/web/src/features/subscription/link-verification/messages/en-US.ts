/** Confirming the account a change or cancel link identified (flows §5.1, §5.2). */
export const messages = {
  'subscription.verify.title': 'First, confirm it’s you',
  'subscription.verify.lead':
    'This link found your account. Enter the details on the account to go on, or sign in instead.',
  'subscription.verify.unavailable':
    'We can’t confirm your account right now. Sign in instead, or call us at {phone}.',
  'subscription.verify.signIn': 'Sign in instead',
  'subscription.verify.humanCheck.title': 'One more check',
  'subscription.verify.humanCheck.body':
    'This account has had many tries to confirm it. Your browser solves a short check before Verify.',
  'subscription.verify.humanCheck.refused':
    'The check didn’t go through. Press Verify to try again.',
};
