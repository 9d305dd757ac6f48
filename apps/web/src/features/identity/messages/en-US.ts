export const messages = {
  'identity.common.email': 'Email address',
  'identity.common.emailOrUsername': 'Email or username',
  'identity.common.password': 'Password',
  'identity.common.continue': 'Continue',
  'identity.common.working': 'Please wait…',
  'identity.common.required': 'Enter this information to continue.',
  'identity.common.system': 'Something went wrong on our side. Please try again in a moment.',
  'identity.common.network': 'We couldn’t reach Orbit Radio. Check your connection and try again.',
  'identity.common.showPassword': 'Show password',

  'identity.signIn.invalidCredentials':
    'That combination of sign-in details doesn’t match our records. Check them and try again.',
  'identity.signIn.invalidHandle':
    'Enter an email address or a username of 6 to 20 letters and numbers.',
  'identity.signIn.humanCheckRefused':
    'The security check didn’t go through. Please enter your password again.',
  'identity.signIn.delayed':
    'Please wait {seconds, plural, one {# second} other {# seconds}} before trying again, or reset your password.',

  'identity.otp.title': 'Enter your code',
  'identity.otp.sentEmail': 'If this sign-in exists, we sent a 6-digit code to {destination}.',
  'identity.otp.sentPhone': 'If this sign-in exists, we texted a 6-digit code to {destination}.',
  'identity.otp.label': '6-digit code',
  'identity.otp.hint': 'The code works for 10 minutes. You can paste it.',
  'identity.otp.submit': 'Verify and sign in',
  'identity.otp.resend': 'Send a new code',
  'identity.otp.resendIn':
    'You can ask for a new code in {seconds, plural, one {# second} other {# seconds}}.',
  'identity.otp.resent': 'We sent a new code.',
  'identity.otp.format': 'Enter the 6 digits of your code.',
  'identity.otp.invalid': 'That code isn’t right. Check it and try again.',
  'identity.otp.expired': 'That code has expired. Ask for a new one.',
  'identity.otp.notFound': 'That code is no longer valid. Ask for a new one.',
  'identity.otp.tooMany': 'Too many tries or requests. Wait a moment, then ask for a new code.',

  'identity.magicLink.notFound': 'This sign-in link isn’t valid or was already used.',
  'identity.magicLink.expired': 'This sign-in link has expired.',

  'identity.signUp.exists':
    'This email address can’t be used to create a new sign-in. If it’s yours, sign in or reset your password.',
  'identity.signUp.invalidEmail': 'Enter a valid email address, like name@example.com.',
  'identity.signUp.disallowedWord': 'Your password can’t contain the word “{word}”.',
  'identity.signUp.policy': 'Your password doesn’t meet the requirements listed below.',
  'identity.signUp.personal': 'Your password can’t contain your name, email, username or phone.',
  'identity.signUp.common': 'This password is too common. Choose one that’s harder to guess.',
  'identity.signUp.notEligible': 'This email address can’t be used to create a sign-in here.',

  'identity.reset.invalidKey': 'This reset link isn’t valid or was already used.',
  'identity.reset.expiredKey': 'This reset link has expired. Ask for a new one.',

  'identity.credentials.reauth': 'Confirm it’s you: enter your current password.',
  'identity.credentials.handleInUse': 'This email address can’t be used. Try another one.',
  'identity.credentials.invalidPhone': 'Enter a 10-digit phone number.',
} as const;
