export const messages = {
  'passkey.setup.lead':
    'Sign in to Orbit Radio with your face, fingerprint or screen lock instead of a password.',
  'passkey.setup.why1': 'Faster: no password to type or remember.',
  'passkey.setup.why2': 'Safer: a passkey only works on Orbit Radio, so it can’t be phished.',
  'passkey.setup.why3': 'Private: your fingerprint or face never leaves your device.',
  'passkey.setup.create': 'Create a passkey',
  'passkey.setup.creating': 'Follow the steps on your device…',
  'passkey.setup.notNow': 'Not now',
  'passkey.setup.success.title': 'Your passkey is ready',
  'passkey.setup.success.body': 'Next time, choose “Sign in with a passkey” on the sign-in page.',
  'passkey.setup.continue': 'Go to my account',
  'passkey.setup.denied.title': 'No passkey was created',
  'passkey.setup.denied.body':
    'The request was cancelled or timed out. You can try again whenever you’re ready.',
  'passkey.setup.tryAgain': 'Try again',
  'passkey.setup.signedOut': 'Sign in first, then come back here to create a passkey.',
  'passkey.setup.signIn': 'Sign in',
  'passkey.setup.loading': 'Loading…',
  'passkey.error.previouslyRegistered':
    'This device already has a passkey for your Orbit Radio sign-in. You can use it to sign in.',
  'passkey.error.notSupported': 'This browser can’t use passkeys. Try another browser or device.',
  'passkey.error.disabled':
    'Passkeys aren’t available right now. Please use another way to sign in.',
  'passkey.error.invalidDomain': 'Passkeys can’t be used on this web address.',
  'passkey.error.noAlgorithm': 'Your device doesn’t support the kind of passkey we use.',
  'passkey.error.notFound':
    'We don’t recognize this passkey. Sign in another way, then create a new one.',
  'passkey.error.generic': 'Something went wrong with the passkey. Please try again.',
  'passkey.signIn.button': 'Sign in with a passkey',
  'passkey.signIn.working': 'Waiting for your passkey…',
  'passkey.signIn.denied':
    'Passkey sign-in was cancelled. You can try again or sign in another way.',
} as const;
