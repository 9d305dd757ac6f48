export const messages = {
  'doNotCall.landing.lead':
    'Enter the phone number you’d like us to stop calling. We’ll take it off our call lists.',
  'doNotCall.phone.label': 'Phone number',
  'doNotCall.phone.hint': '10 digits, area code first.',
  'doNotCall.phone.required': 'Enter the phone number to stop calling.',
  'doNotCall.phone.tooShort': 'Enter all 10 digits, area code first.',
  'doNotCall.phone.invalid': 'Enter a 10-digit phone number.',
  'doNotCall.continue': 'Continue',
  'doNotCall.working': 'Please wait…',
  'doNotCall.tooMany.title': 'Too many requests',
  'doNotCall.tooMany.body': 'For your security, wait a few minutes before you try again.',
  'doNotCall.humanCheck.title': 'One more step',
  'doNotCall.humanCheck.body':
    'We’ve had many requests for this number or from your network. A quick security check runs below; once it’s done, press Continue.',
  'doNotCall.humanCheck.refused':
    'The security check didn’t go through. A new one runs below; once it’s done, press Continue again.',

  'doNotCall.thankYou.heading': 'Thank you',
  'doNotCall.thankYou.body': 'We’ve updated {phone}; calls stop by {date}.',
  'doNotCall.thankYou.another': 'Stop calls to another number',

  'doNotCall.error.heading': 'We’re sorry',
  'doNotCall.error.body': 'We couldn’t take your request online right now.',
  'doNotCall.error.callPrefix': 'To stop calls, please call',
  'doNotCall.error.tryAgain': 'Try again',
} as const;
