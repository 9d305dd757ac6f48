export const messages = {
  'checkout.existing.title':
    '{count, plural, one {We found your subscription} other {We found your subscriptions}}',
  'checkout.existing.streamingLead': 'This email address already has streaming included:',
  'checkout.existing.trialLead':
    'This email address has a trial. Subscribe to keep listening when it ends:',
  'checkout.existing.listen': 'Listen',
  'checkout.existing.listenTo': 'Listen with {plan}',
  'checkout.existing.subscribe': 'Subscribe',
  'checkout.existing.subscribeTo': 'Subscribe to follow {plan}',
  'checkout.existing.radio': 'radio ending in {last4}',
  'checkout.existing.otherEmail': 'Use a different email',
  'checkout.existing.trialVerify':
    'To subscribe, we’ll confirm it’s your account with your last name, phone number and ZIP code.',
  'checkout.existing.verifyFor': 'Confirm it’s your account to keep {plan} with a paid plan.',
  'checkout.existing.verifyUnavailable':
    'We can’t confirm this account right now. Use a different email, or call us at {phone}.',
  'checkout.existing.backToList': 'Back to your subscriptions',
};
