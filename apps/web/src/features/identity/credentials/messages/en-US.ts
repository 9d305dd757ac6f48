export const messages = {
  'identity.forgot.submit': 'Email me a reset link',
  'identity.forgot.back': 'Back to sign in',

  'identity.reset.lead': 'Choose a new password for {email}.',
  'identity.reset.leadNoEmail': 'Choose a new password.',
  'identity.reset.newPassword': 'New password',
  'identity.reset.submit': 'Save new password',
  'identity.reset.checking': 'Checking your link…',
  'identity.reset.done': 'Your password was changed. You can now sign in with it.',
  'identity.reset.newLink': 'Ask for a new link',

  'identity.credentials.lead':
    'Change how you sign in. For your security, we ask for your current password first.',
  'identity.credentials.signedInAs': 'Signed in as {handle}',
  'identity.credentials.signInCta': 'Sign in',
  'identity.credentials.currentPassword': 'Current password',
  'identity.credentials.currentPasswordHint': 'We need it to confirm it’s you.',
  'identity.credentials.emailTitle': 'Email address',
  'identity.credentials.newEmail': 'New email address',
  'identity.credentials.saveEmail': 'Change email',
  'identity.credentials.emailSaved': 'Your email address was changed.',
  'identity.credentials.passwordTitle': 'Password',
  'identity.credentials.newPassword': 'New password',
  'identity.credentials.savePassword': 'Change password',
  'identity.credentials.passwordSaved':
    'Your password was changed. You were signed out on your other devices.',
  'identity.credentials.phoneTitle': 'Phone number',
  'identity.credentials.newPhone': 'New phone number',
  'identity.credentials.phoneHint': '10 digits, for example 212-555-0142.',
  'identity.credentials.savePhone': 'Change phone number',
  'identity.credentials.phoneSaved': 'Your phone number was changed.',
  'identity.credentials.sessionsTitle': 'Sessions',
  'identity.credentials.signOut': 'Sign out',
  'identity.credentials.signOutEverywhere': 'Sign out everywhere',
  'identity.credentials.signOutEverywhereHint':
    'Ends your sessions on every device, including this one.',
  'identity.credentials.deleteTitle': 'Delete my sign-in',
  'identity.credentials.deleteHint':
    'Deletes your sign-in and signs you out everywhere. Your subscription isn’t cancelled.',
  'identity.credentials.delete': 'Delete my sign-in',
  'identity.credentials.deleteConfirmTitle': 'Delete your sign-in?',
  'identity.credentials.deleteConfirmBody':
    'You won’t be able to sign in with {handle} again. This can’t be undone.',
  'identity.credentials.deleteConfirm': 'Yes, delete it',
  'identity.credentials.cancel': 'Cancel',
  'identity.credentials.deleted': 'Your sign-in was deleted.',
  'identity.credentials.wrongPassword': 'Your current password isn’t right.',
} as const;
