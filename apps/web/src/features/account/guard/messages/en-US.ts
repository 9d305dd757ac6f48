export const messages = {
  'account.title': 'Your account',
  'account.noAccount.title': 'No radio account is linked to this sign-in yet',
  'account.noAccount.body':
    'You’re signed in, but we don’t have an account with radios or bills under this sign-in. Find your account with your details, or start a subscription.',
  'account.noAccount.lookup': 'Find your account',
  'account.noAccount.subscribe': 'Subscribe to streaming',
  'account.noAccount.credentials': 'Manage your sign-in',
  'account.unavailable.title': 'We couldn’t find your account',
  'account.unavailable.body':
    'Try again in a moment. If it still doesn’t show, look up your account with your name, email, phone number and ZIP code.',
  'account.unavailable.retry': 'Try again',
  'account.unavailable.lookup': 'Look up my account',
};
