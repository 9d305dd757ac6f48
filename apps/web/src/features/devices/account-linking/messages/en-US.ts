export const messages = {
  // What a partner may do once linked (the provider's scopes, ADR 071)
  'linking.scope.listening': 'Play the channels and shows your subscription includes',
  'linking.scope.account_status': 'See whether your subscription is active',

  // The hub (`subscribe/linking`)
  'linking.hub.lead':
    'Connect your Orbit Radio account to the assistants, TVs, cars and speakers you listen on.',
  'linking.hub.google.title': 'Google Assistant',
  'linking.hub.google.body': 'Ask Google to play Orbit Radio on your speakers, displays and phone.',
  'linking.hub.google.action': 'Link with Google',
  'linking.hub.tv.title': 'TV or car',
  'linking.hub.tv.body': 'Sign in a TV or car with the code it shows.',
  'linking.hub.tv.action': 'Enter a TV or car code',
  'linking.hub.speaker.title': 'Speaker',
  'linking.hub.speaker.body': 'Add a speaker with the link code from its app.',
  'linking.hub.speaker.action': 'Enter a speaker code',

  // Google's landing (`subscribe/linking/device-link-google`)
  'google.lead':
    'Link your Orbit Radio account to Google, then ask Google Assistant to play Orbit Radio on your speakers, displays and phone.',
  'google.what.title': 'What Google can do once linked',
  'google.what.notShared': 'Google never sees your payment details or your password.',
  'google.steps.title': 'Link from the Google Home app',
  'google.steps.1': 'Open the Google Home app on your phone.',
  'google.steps.2': 'Tap the plus sign, then Works with Google.',
  'google.steps.3': 'Search for Orbit Radio and tap it.',
  'google.steps.4': 'Sign in to Orbit Radio the way you usually do.',
  'google.steps.5': 'Check what Google asks for, then tap Allow.',
  'google.unlink':
    'You can unlink at any time in the Google Home app. Google loses access to your account at once.',
  'google.supportLink': 'Help with linking',
  'google.termsLink': 'Terms of account linking',
  'google.back': 'Back to linking with Google',

  // Support
  'google.support.title': 'Help with linking Google',
  'google.support.noSignIn.question': 'I don’t have an Orbit Radio sign-in',
  'google.support.noSignIn.answer':
    'Create a sign-in for your Orbit Radio account first, then link again from the Google Home app.',
  'google.support.noSignIn.action': 'Create a sign-in',
  'google.support.failed.question': 'Google says the link didn’t work',
  'google.support.failed.answer':
    'Start again from the Google Home app. A linking request lasts ten minutes and works only in the browser it opened in.',
  'google.support.unlink.question': 'How do I unlink?',
  'google.support.unlink.answer':
    'In the Google Home app, open Orbit Radio and choose Unlink. Google can then no longer play or check your account.',
  'google.support.otherAccount.question': 'I linked the wrong account',
  'google.support.otherAccount.answer':
    'Unlink in the Google Home app, then link again and sign in with the other account.',

  // Terms
  'google.terms.title': 'Terms of account linking',
  'google.terms.what':
    'When you link Orbit Radio to Google, you allow Google to play what your subscription includes and to see whether your subscription is active. Nothing else of your account is shared.',
  'google.terms.record':
    'We keep a record of your consent: when you gave it, and what you allowed.',
  'google.terms.google':
    'Google uses your voice requests under its own terms and privacy policy. Your Orbit Radio customer agreement still applies to your subscription.',
  'google.terms.end':
    'The link lasts until you unlink it in the Google Home app. Google loses access at once, and we record when the link ended.',

  // Success
  'google.success.title': 'Orbit Radio is linked to Google',
  'google.success.body': 'Try it now: say “Hey Google, play Orbit Radio.”',
  'google.success.unlink': 'You can unlink at any time in the Google Home app.',
  'google.success.account': 'Go to my account',
  'google.success.hub': 'Link something else',

  // The consent page (`subscribe/linking/consent?uid=`)
  'consent.asking': '{partner} wants to link to your Orbit Radio account',
  'consent.scopesTitle': '{partner} will be able to:',
  'consent.notShared': '{partner} won’t see your payment details or your password.',
  'consent.unlink': 'You can unlink {partner} at any time in its app.',
  'consent.allow': 'Allow',
  'consent.deny': 'Don’t allow',
  'consent.working': 'One moment…',
  'consent.loading': 'Loading…',
  'consent.signIn.body':
    'Sign in to Orbit Radio to link your account. Use any way you usually sign in.',
  'consent.signIn.action': 'Sign in',
  'consent.ended.title': 'This linking request has ended',
  'consent.ended.body':
    'It was already answered, it is more than ten minutes old, or it was started in another browser. Start again from the app you are linking.',
  'consent.failed': 'Something went wrong on our side. Please try again in a moment.',
  'consent.retry': 'Try again',
} as const;
