export const messages = {
  'checkout.paymentInt.title': 'Now let’s set up your payment',
  'checkout.paymentInt.body':
    'Your card is charged today for your first billing period. You can cancel online anytime.',
  'checkout.paymentInt.bodyTrial':
    'You won’t be charged until your free months end. You can cancel online anytime before then.',
  'checkout.registerOnSpot.title': 'Create your sign-in',
  'checkout.registerOnSpot.lead':
    'Choose a password to manage your account online. Your sign-in is your email, {email}: we’ll send a code there to confirm it.',
  'checkout.registerOnSpot.confirm': 'Confirm password',
  'checkout.registerOnSpot.mismatch':
    'The two passwords don’t match. Type the same password twice.',
  'checkout.registerOnSpot.submit': 'Create my sign-in',
};
