export const messages = {
  'signIns.lead':
    'Everything that can use your Orbit Radio sign-in: devices you connected, services you linked, your passkeys and the browsers signed in. Remove anything you don’t recognize; it stops working at once.',
  'signIns.loading': 'Loading…',
  'signIns.error': 'We couldn’t load this part right now. Please try again in a moment.',
  'signIns.retry': 'Try again',
  'signIns.signedOut': 'Sign in to see the devices and services that use your account.',
  'signIns.signIn': 'Sign in',
  'signIns.toAccount': 'Back to my account',
  'signIns.unknownDate': 'unknown',

  'signIns.devices.title': 'Connected devices',
  'signIns.devices.empty': 'No TV, speaker or car is connected to your account.',
  'signIns.devices.connect': 'Connect a device with its code',
  'signIns.kind.tv': 'TV',
  'signIns.kind.speaker': 'Speaker',
  'signIns.kind.car': 'Car',
  'signIns.devices.linked': 'Connected {date}',
  'signIns.devices.lastUsed': 'Last used {date}',
  'signIns.devices.notUsed': 'Not used since it was connected',

  'signIns.services.title': 'Linked services',
  'signIns.services.empty': 'No service, like Google or Alexa, is linked to your account.',
  'signIns.services.link': 'Link a service',
  'signIns.services.since': 'Linked {date}',
  'signIns.services.can': 'Can {scopes}',
  'signIns.scope.listening': 'play what your subscription includes',
  'signIns.scope.account_status': 'see whether your subscription is active',

  'signIns.passkeys.title': 'Passkeys',
  'signIns.passkeys.empty':
    'You have no passkeys. You can add one the next time you sign in on this browser.',
  'signIns.passkeys.unnamed': 'Passkey',
  'signIns.passkeys.created': 'Created {date}',
  'signIns.passkeys.lastUsed': 'Last used to sign in {date}',
  'signIns.passkeys.neverUsed': 'Not used to sign in yet',
  'signIns.passkeys.synced': 'Synced across your devices',
  'signIns.passkeys.single': 'Kept on one device',

  'signIns.browsers.title': 'Browsers and apps',
  'signIns.browsers.unknown': 'Browser or app',
  'signIns.browsers.current': 'This browser',
  'signIns.browsers.signedIn': 'Signed in {date}',
  'signIns.browsers.lastUsed': 'Last active {date}',
  'signIns.browsers.place': 'Near {place}',
  'signIns.browsers.onlyThis': 'No other browser or app is signed in.',
  'signIns.elsewhere.action': 'Sign out everywhere else',
  'signIns.elsewhere.hint':
    'Every other browser, app, TV, speaker and car signs out. Linked services and passkeys stay.',
  'signIns.elsewhere.title': 'Sign out everywhere else?',
  'signIns.elsewhere.body':
    'Every other browser and app, and every TV, speaker and car you connected, is signed out at once. You stay signed in here. Linked services and passkeys are not changed.',
  'signIns.elsewhere.confirm': 'Sign out everywhere else',
  'signIns.elsewhere.done':
    '{count, plural, =0 {Nothing else was signed in.} one {# other sign-in ended.} other {# other sign-ins ended.}}',

  'signIns.rename': 'Rename',
  'signIns.rename.label': 'New name for {name}',
  'signIns.rename.hint': 'Up to {max} characters.',
  'signIns.rename.save': 'Save name',
  'signIns.rename.cancel': 'Cancel',
  'signIns.rename.required': 'Enter a name.',
  'signIns.rename.tooLong': 'Use {max} characters or fewer.',
  'signIns.rename.saved': 'Renamed to {name}.',

  'signIns.keep': 'Keep it',
  'signIns.working': 'Working…',
  'signIns.gone': '{name} was already removed.',
  'signIns.failed': 'That didn’t work. Please try again in a moment.',
  'signIns.device.action': 'Remove',
  'signIns.device.title': 'Remove {name}?',
  'signIns.device.body':
    '{name} is signed out at once and can no longer play with your account. To use it again, connect it with a new code.',
  'signIns.device.carBody':
    'Your listening profile on {name} is removed at once. The car can no longer play with your account until you sign in on it again.',
  'signIns.device.done': '{name} was removed.',
  'signIns.service.action': 'Unlink',
  'signIns.service.title': 'Unlink {name}?',
  'signIns.service.body':
    '{name} can no longer {scopes}, starting now. To use it again, link it again from {name}.',
  'signIns.service.done': '{name} was unlinked.',
  'signIns.passkey.action': 'Delete',
  'signIns.passkey.title': 'Delete {name}?',
  'signIns.passkey.body':
    'You can no longer sign in with {name}. You may also remove it from the password manager of your device.',
  'signIns.passkey.done': '{name} was deleted.',
  'signIns.browser.action': 'Sign out',
  'signIns.browser.title': 'Sign out {name}?',
  'signIns.browser.body':
    '{name} is signed out at once. Anyone using it will need to sign in again.',
  'signIns.browser.done': '{name} was signed out.',
} as const;
