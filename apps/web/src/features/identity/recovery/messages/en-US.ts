/** Credential recovery (flows §7.3), a catalog of their own. */
export const messages = {
  'identity.recovery.chooser.lead': 'Having trouble signing in? Choose what you need help with.',
  'identity.recovery.chooser.signInText': 'Know your sign-in details?',
  'identity.recovery.option.forgotPassword': 'Forgot password',
  'identity.recovery.option.forgotPassword.hint':
    'Get a link by email or text to choose a new password.',
  'identity.recovery.option.forgotUsername': 'Forgot username',
  'identity.recovery.option.forgotUsername.hint':
    'We’ll email your username to the address on your account.',
  'identity.recovery.option.verifyAccount': 'Verify your account',
  'identity.recovery.option.verifyAccount.hint':
    'Confirm your account with your radio and personal details to pay your bill.',
  'identity.recovery.signedIn.title': 'Need help?',

  'identity.recovery.forgot.lead':
    'Enter the email address or username you sign in with, then choose how to get a link to set a new password.',
  'identity.recovery.forgot.submitText': 'Text me a reset link',
  'identity.recovery.handle.required': 'Enter your email address or username.',
  'identity.recovery.delivery.legend': 'How should we send your reset link?',
  'identity.recovery.delivery.email': 'By email',
  'identity.recovery.delivery.email.hint': 'To the email address on file for this sign-in.',
  'identity.recovery.delivery.text': 'By text message',
  'identity.recovery.delivery.text.hint':
    'To the mobile number on file for this sign-in. Message and data rates may apply.',
  'identity.recovery.phone.label': 'Mobile number on file',
  'identity.recovery.phone.hint': '10 digits, for example 212-555-0142.',
  'identity.recovery.phone.required': 'Enter the mobile number on file.',
  'identity.recovery.phone.invalid': 'Enter a 10-digit mobile number, for example 212-555-0142.',
  'identity.recovery.tooMany':
    'For your security, we can only send a few messages at a time. Wait a few minutes, then try again.',
  'identity.recovery.tryAgain': 'Try again',
  'identity.recovery.humanCheck.title': 'One more step',
  'identity.recovery.humanCheck.body':
    'We’ve sent several messages here recently. A quick security check runs below; once it’s done, press the button again.',
  'identity.recovery.humanCheck.refused':
    'The security check didn’t go through. A new one runs below; once it’s done, press the button again.',

  'identity.recovery.resetMail.title': 'Check your email',
  'identity.recovery.resetMail.body':
    'If an account matches what you entered, we’ve sent a link to reset your password to the email address on file. The link works for {minutes, plural, one {# minute} other {# minutes}}.',
  'identity.recovery.resetMail.tip':
    'Didn’t get it? Check your spam or junk folder. You can also try again in a minute, or ask for the link by text.',
  'identity.recovery.resetText.title': 'Check your phone',
  'identity.recovery.resetText.body':
    'If an account matches what you entered, we’ve texted a link to reset your password to the mobile number ending in {last4}. The link works for {minutes, plural, one {# minute} other {# minutes}}.',
  'identity.recovery.resetText.bodyNoNumber':
    'If an account matches what you entered, we’ve texted a link to reset your password to the mobile number you gave. The link works for {minutes, plural, one {# minute} other {# minutes}}.',
  'identity.recovery.resetText.tip':
    'Didn’t get it? Check that the number is the one on file for this sign-in, or try again in a minute, or ask for the link by email.',

  'identity.recovery.notFound.title': 'We can’t find that account',
  'identity.recovery.notFound.body':
    'What you entered isn’t an email address or a username. A username has 6 to 20 letters and numbers.',
  'identity.recovery.notFound.call':
    'Try again with the email address or username you sign in with. If you don’t know it, recover your username or verify your account, or call us at {phone}.',

  'identity.recovery.updated.title': 'Password updated',
  'identity.recovery.updated.sessions':
    'For your security, you were signed out everywhere. Sign in with your new password.',

  'identity.recovery.username.title': 'Forgot your username?',
  'identity.recovery.username.lead':
    'Enter your last name and the email address on your account. We’ll email your username to that address.',
  'identity.recovery.username.submit': 'Email my username',
  'identity.recovery.lastName.label': 'Last name',
  'identity.recovery.lastName.required': 'Enter your last name.',
  'identity.recovery.lastName.invalid': 'Enter your last name using letters only.',
  'identity.recovery.email.label': 'Email address',
  'identity.recovery.email.required': 'Enter your email address.',
  'identity.recovery.cardData': 'Don’t enter card details here.',

  'identity.recovery.usernameSent.title': 'Check your email',
  'identity.recovery.usernameSent.body':
    'If an account matches what you entered, we’ve emailed your username to that address.',
  'identity.recovery.usernameSent.sameMail':
    'Many sign-ins use the email address itself as the username, so you can also try signing in with it.',
  'identity.recovery.usernameSent.tip':
    'Didn’t get it? Check your spam or junk folder, or try again in a minute.',
  'identity.recovery.usernameSent.signIn': 'Go to sign in',

  'identity.recovery.verify.title': 'Verify your account',
  'identity.recovery.verify.lead':
    'Find your account with your Radio ID, then confirm a few details so we know it’s you.',
  'identity.recovery.verify.findTitle': 'Step 1 of 2: Find your account',
  'identity.recovery.verify.confirmTitle': 'Step 2 of 2: Confirm it’s you',
  'identity.recovery.verify.another': 'Look up another account',
  'identity.recovery.verify.doneTitle': 'Your account is verified',
  'identity.recovery.verify.done': 'Thanks, your account is verified. What would you like to do?',
  'identity.recovery.verify.pay': 'Pay your bill',
  'identity.recovery.verify.resetPassword': 'Reset your password',
  'identity.recovery.verify.problem.notFound':
    'We couldn’t find an account with these details. Check them and try again, or call us at {phone}.',
  'identity.recovery.verify.problem.unconfirmed':
    'We’re unable to confirm your account online. Please call us at {phone} and we’ll help you.',
  'identity.recovery.verify.problem.notSupported':
    'This account can’t be managed online. Please call us at {phone} for help with it.',
  'identity.recovery.verify.problem.tooMany':
    'Too many searches. For your security, wait a few minutes before you try again, or call us at {phone}.',
  'identity.recovery.verify.problem.failed':
    'We can’t look up your account right now. Please try again in a moment, or call us at {phone}.',
} as const;
