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
  'linking.hub.alexa.title': 'Amazon Alexa',
  'linking.hub.alexa.body': 'Ask Alexa to play Orbit Radio on your Echo and other Alexa devices.',
  'linking.hub.alexa.action': 'Link with Alexa',
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

  // Alexa's pages (`subscribe/linking/device-link-amazon`, ADR 076)
  'alexa.lead':
    'Link your Orbit Radio account to Alexa, then ask Alexa to play Orbit Radio on your Echo and other Alexa devices.',
  'alexa.what.title': 'What Alexa can do once linked',
  'alexa.what.notShared': 'Amazon never sees your payment details or your Orbit Radio password.',
  'alexa.how.title': 'Link in two steps',
  'alexa.how.body':
    'Sign in to Amazon in the window that opens and allow Orbit Radio. We enable the Orbit Radio skill for you.',
  'alexa.landing.subscription': 'Subscription to link',
  'alexa.landing.oneSubscription': 'Subscription to link: {plan}',
  'alexa.landing.planOnRadio': '{plan}, radio ending in {radio}',
  'alexa.landing.start': 'Sign in with Amazon',
  'alexa.landing.signingIn': 'Sign in to Amazon in the window that opened.',
  'alexa.landing.linking': 'Linking Alexa…',
  'alexa.landing.blocked':
    'Your browser blocked the Amazon window. Allow pop-ups for this site, then try again.',
  'alexa.landing.ownerOnly.title': 'Sign in as the account holder',
  'alexa.landing.ownerOnly.body':
    'Only the account holder can link Alexa. Sign in with your Orbit Radio sign-in to continue.',
  'alexa.landing.noPlan.title': 'No active subscription',
  'alexa.landing.noPlan.body': 'Alexa plays what your subscription includes. Start one first.',
  'alexa.landing.noPlan.action': 'See streaming plans',
  'alexa.amzauth.closing': 'Finishing with Amazon… This window closes by itself.',
  'alexa.amzauth.alone':
    'This page finishes a sign-in to Amazon started from the Alexa linking page. Start there to link Alexa.',
  'alexa.amzauth.start': 'Go to Alexa linking',
  'alexa.success.title': 'Orbit Radio is linked to Alexa',
  'alexa.success.body': 'Try it now: say “Alexa, play Orbit Radio.”',
  'alexa.success.unlink': 'You can unlink at any time in the Alexa app, under Skills.',
  'alexa.error.title': 'Alexa was not linked',
  'alexa.error.declined':
    'You didn’t allow Orbit Radio in the Amazon window, so nothing was linked.',
  'alexa.error.expired':
    'The Amazon sign-in took too long or was started in another window. Please start again.',
  'alexa.error.refused': 'Amazon didn’t accept the link. Please start again.',
  'alexa.error.unavailable':
    'We couldn’t reach Amazon just now. Nothing was linked. Please try again in a few minutes.',
  'alexa.error.failed': 'Something went wrong on our side. Nothing was linked. Please try again.',
  'alexa.error.retry': 'Try again',
} as const;
