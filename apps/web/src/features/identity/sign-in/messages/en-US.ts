export const messages = {
  'identity.signIn.lead': 'Sign in to manage your Orbit Radio subscription.',
  'identity.signIn.handleHint': 'The email address or username you use with Orbit Radio.',
  'identity.signIn.signingInAs': 'Signing in as {handle}',
  'identity.signIn.changeHandle': 'Use a different email or username',
  'identity.signIn.passwordSubmit': 'Sign in',
  'identity.signIn.forgotPassword': 'Forgot your password?',
  'identity.signIn.noAccount': 'New to Orbit Radio?',
  'identity.signIn.createAccount': 'Create a sign-in',
  'identity.signIn.otherWays': 'Other ways to sign in',
  'identity.signIn.sendCodeEmail': 'Email me a code at {destination}',
  'identity.signIn.sendCodePhone': 'Text me a code at {destination}',
  'identity.signIn.sendLink': 'Email me a sign-in link',
  'identity.signIn.alreadySignedIn': 'You’re signed in as {handle}.',
  'identity.signIn.goToAccount': 'Go to my account',

  'identity.magicLink.sentTitle': 'Check your email',
  'identity.magicLink.sent':
    'If this email address has an Orbit Radio sign-in, we sent it a link. The link works for 15 minutes and only once.',
  'identity.magicLink.landingWorking': 'Signing you in…',
  'identity.magicLink.missing': 'This sign-in link is incomplete. Open it again from your email.',
  'identity.magicLink.tryAgain': 'Go to sign in',
} as const;
