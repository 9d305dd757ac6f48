export const messages = {
  'refreshSignal.lead':
    'A refresh signal sends your subscription to your radio again. It helps when channels you pay for are missing or the radio says to call.',
  'refreshSignal.near.question': 'Are you near your car or radio?',
  'refreshSignal.near.yes': 'Yes, I’m near it',
  'refreshSignal.near.no': 'No, text me the steps',

  'refreshSignal.steps.title': 'Before you send the signal',
  'refreshSignal.steps.on': 'Turn your radio on and tune to channel 1.',
  'refreshSignal.steps.sky': 'Make sure it has a clear view of the sky (not in a garage).',
  'refreshSignal.steps.wait':
    'Leave it on: the refresh can take up to {minutes, plural, one {# minute} other {# minutes}}.',
  'refreshSignal.identifier.label': 'Radio ID, VIN or phone number',
  'refreshSignal.identifier.hint':
    'The radio ID is on channel 0. A phone number must be the one on your account.',
  'refreshSignal.identifier.required': 'Enter your radio ID, VIN or phone number.',
  'refreshSignal.identifier.invalid':
    'Enter a radio ID (8 or 12 characters), a 17-character VIN or a 10-digit phone number.',
  'refreshSignal.identifier.checkDigit': 'This VIN isn’t right. Check it and try again.',
  'refreshSignal.identifier.virtual':
    'This ID belongs to a streaming app, not a satellite radio. Enter the radio ID shown on channel 0.',
  'refreshSignal.send': 'Send refresh signal',
  'refreshSignal.sending': 'Sending…',
  'refreshSignal.help.radioId': 'Where do I find my radio ID?',
  'refreshSignal.help.marine': 'Refreshing a marine or aviation radio',
  'refreshSignal.help.close': 'Close',
  'refreshSignal.help.radioId.title': 'Finding your radio ID',
  'refreshSignal.help.radioId.channel':
    'Tune your radio to channel 0: the radio ID shows on the screen. It is 8 or 12 letters and numbers.',
  'refreshSignal.help.radioId.label':
    'You can also find it on the label of the radio or its box, or use your car’s VIN instead.',
  'refreshSignal.help.marine.title': 'Marine and aviation radios',
  'refreshSignal.help.marine.body':
    'Receivers on boats and aircraft get the refresh the same way: power the receiver on with a clear view of the sky and enter its radio ID here.',
  'refreshSignal.help.marine.data':
    'Weather and chart services can take up to 15 minutes longer to come back than audio.',

  'refreshSignal.text.phone.label': 'Mobile phone number',
  'refreshSignal.text.phone.hint': 'The mobile number on your account, 10 digits.',
  'refreshSignal.text.phone.required': 'Enter your mobile phone number.',
  'refreshSignal.text.phone.tooShort': 'Enter all 10 digits, area code first.',
  'refreshSignal.text.phone.invalid': 'Enter a 10-digit phone number.',
  'refreshSignal.text.consent':
    'I agree to get one text message with the refresh steps. Message and data rates may apply.',
  'refreshSignal.text.consent.required': 'Tick the box so we can text you.',
  'refreshSignal.text.send': 'Text me the steps',
  'refreshSignal.text.shortCode':
    'Already in your car? Text REFRESH to {shortCode} from your mobile phone.',

  'refreshSignal.humanCheck.title': 'One more step',
  'refreshSignal.humanCheck.body':
    'We’ve had many requests for this radio or from your network. A quick security check runs below; once it’s done, send again.',
  'refreshSignal.humanCheck.refused':
    'The security check didn’t go through. A new one runs below; once it’s done, send again.',
  'refreshSignal.tooMany.title': 'Too many requests',
  'refreshSignal.tooMany.body': 'For your security, wait a few minutes before you try again.',

  'refreshSignal.sent.title': 'Refresh signal sent',
  'refreshSignal.sent.body':
    '{radios, plural, one {We sent the signal to your radio.} other {We sent the signal to your # radios.}} Keep it on, tuned to channel 1: it can take up to {minutes, plural, one {# minute} other {# minutes}}.',
  'refreshSignal.textSent.title': 'Text message sent',
  'refreshSignal.textSent.body':
    'We texted the refresh steps to {phone}. Follow them when you’re in your car.',
  'refreshSignal.again': 'Send another refresh',

  'refreshSignal.pastDue.title': 'Your balance is past due',
  'refreshSignal.pastDue.body':
    'Your radio can’t get a refresh until your account is paid. Make a payment and your service comes back.',
  'refreshSignal.pastDue.pay': 'Make a payment',
  'refreshSignal.inactive.title': 'No current subscription',
  'refreshSignal.inactive.body':
    'This radio doesn’t have a subscription right now, so there is nothing to refresh. Subscribe to start listening again.',
  'refreshSignal.inactive.subscribe': 'See plans',
  'refreshSignal.notFound.title': 'We can’t find your radio',
  'refreshSignal.notFound.body':
    'Nothing matches what you entered. Check the radio ID on channel 0, your VIN, or the phone number on your account.',
  'refreshSignal.tooManyRadios.title': 'Too many radios on this number',
  'refreshSignal.tooManyRadios.body':
    'This phone number is on more than {max, plural, one {# radio} other {# radios}}. Enter the radio ID or the VIN of the one to refresh.',
  'refreshSignal.limit.title': 'Refresh limit reached',
  'refreshSignal.limit.body':
    'This radio has had {count, plural, one {# refresh} other {# refreshes}} today, the most it can get. Try again tomorrow, or call us at {phone}.',
  'refreshSignal.notSent.title': 'We couldn’t send the signal',
  'refreshSignal.notSent.body':
    'The satellite network didn’t take the refresh for your radio just now. This try doesn’t count toward today’s refreshes: try again in a few minutes, or call us at {phone}.',
  'refreshSignal.receiver.loading': 'Looking up your radio…',
  'refreshSignal.receiver.title': 'Refresh the radio in your {vehicle}',
  'refreshSignal.receiver.phoneTitle':
    '{count, plural, one {Refresh the radio on your phone number} other {Refresh the # radios on your phone number}}',
  'refreshSignal.receiver.radio': 'Radio',
  'refreshSignal.receiver.titleNoCar': 'Refresh your radio',
  'refreshSignal.receiver.radioId': 'Radio ID ending {lastFour}',
  'refreshSignal.receiver.radioWithPlan': 'Radio ID ending {lastFour} · {plan}',
  'refreshSignal.receiver.other': 'Refresh a different radio',
  'refreshSignal.own.title': 'Your radios',
  'refreshSignal.own.refresh': 'Refresh',
  'refreshSignal.own.refreshNamed': 'Refresh: {name}',
  'refreshSignal.failed.title': 'We’re sorry',
  'refreshSignal.failed.body':
    'We couldn’t send the signal right now. Try again in a few minutes, or call us at {phone}.',
  'refreshSignal.tryAgain': 'Try again',
} as const;
