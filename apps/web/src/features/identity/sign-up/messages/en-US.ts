export const messages = {
  'identity.signUp.lead': 'Create a sign-in to listen and manage your subscription.',
  'identity.signUp.submit': 'Create my sign-in',
  'identity.signUp.haveAccount': 'Already have a sign-in?',
  'identity.signUp.signIn': 'Sign in',
  'identity.signUp.rulesTitle': 'Your password needs:',
  'identity.signUp.ruleLength': '8 to 64 characters',
  'identity.signUp.ruleGroups':
    'At least 3 of these: lowercase letters, uppercase letters, numbers, symbols',
  'identity.signUp.ruleCharacters': 'Only letters, numbers and these symbols: {specials}',
  'identity.signUp.ruleWords': 'No common words such as “password” or “orbit”',
  'identity.signUp.ruleMet': 'done',
  'identity.signUp.ruleNotMet': 'not yet',
  'identity.signUp.codeSent':
    'We sent a 6-digit code to {destination}. Enter it to finish creating your sign-in. If this email already has a sign-in, our email says so and the code signs you in.',
  'identity.signUp.changeEmail': 'Use a different email',
} as const;
