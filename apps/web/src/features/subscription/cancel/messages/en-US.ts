export const messages = {
  'cancel.reasons.title': 'Before you go…',
  'cancel.reasons.intro': 'Tell us why you’re cancelling {plan}. It helps us do better.',
  'cancel.reasons.legend': 'Why are you cancelling?',
  'cancel.reasons.required': 'Choose a reason.',
  'cancel.reason.EXPENSIVE': 'It’s too expensive',
  'cancel.reason.NO_LISTENTING_OPTIONS': 'I can’t find what I want to listen to',
  'cancel.reason.DONT_LISTEN': 'I don’t listen enough',
  'cancel.reason.TECHNICAL_ISSUES': 'I’m having technical problems',
  'cancel.reason.NO_SATELLITE_RADIO': 'I thought I could use my car’s built-in radio',
  'cancel.reason.OTHER_STREAMING_SVCS': 'I use another streaming service',
  'cancel.reason.OTHER': 'Something else',
  'cancel.reasons.other.label': 'Tell us more',
  'cancel.reasons.other.hint': 'Up to {max} characters.',
  'cancel.reasons.other.required': 'Tell us why in a few words.',
  'cancel.reasons.other.tooLong': 'Keep it to {max} characters.',
  'cancel.reasons.continue': 'Continue',
  'cancel.reasons.continuing': 'One moment…',

  'cancel.offer.title': 'One last option…',
  'cancel.offer.intro':
    'Before you cancel, here’s an offer to stay. If it’s not for you, continue to cancel.',
  'cancel.offer.forMonths': 'for {months, plural, one {# month} other {# months}}',
  'cancel.offer.thenRenews': 'Then',
  'cancel.offer.accept': 'Take this offer',
  'cancel.offer.decline': 'No thanks, continue to cancel',
  'cancel.perMonths': '{months, plural, =1 {/month} =12 {/year} other {/# months}}',

  'cancel.review.title': 'Review and confirm',
  'cancel.review.plan': 'Plan',
  'cancel.review.radio': '(radio ending in {last4})',
  'cancel.review.lose': 'What you’ll lose',
  'cancel.review.lose.satellite':
    'Every channel of {plan} on your radio, and listening in the Orbit app with it.',
  'cancel.review.lose.streaming':
    'Every channel and show of {plan} in the Orbit app: on your phone, online and at home.',
  'cancel.review.ends': 'Your service ends',
  'cancel.review.ends.trial':
    'Your trial will be cancelled at the end of your trial, on {date}. Nothing more is charged.',
  'cancel.review.ends.now': 'Today, {date}.',
  'cancel.review.ends.endOfTerm':
    'On {date}, at the end of the time you’ve paid for. Nothing more is charged.',
  'cancel.review.refund': 'Your refund',
  'cancel.review.refund.detail':
    'for the {days, plural, one {# unused day} other {# unused days}} of your {ofDays}-day term, back to the card you paid with within {from}–{to} business days.',
  'cancel.review.email': 'We’ll email you a confirmation.',
  'cancel.review.confirm': 'Cancel my subscription',
  'cancel.review.confirming': 'Cancelling…',
  'cancel.review.keep': 'Keep my subscription',

  'cancel.done.title.now': 'Your plan has been cancelled',
  'cancel.done.title.later': 'Your plan will be cancelled on {date}',
  'cancel.done.number': 'Confirmation number',
  'cancel.done.trial': 'Your trial ends on that day and nothing more is charged.',
  'cancel.done.refund': 'Your refund of',
  'cancel.done.refundBy': 'should reach your card by {date}.',
  'cancel.done.email': 'We sent a confirmation to {email}.',
  'cancel.done.emailOnFile': 'We sent a confirmation to the email on your account.',
  'cancel.done.changedMind':
    'Changed your mind? Until your service ends, choose “Keep my subscription” on your account.',
  'cancel.done.back': 'Back to my account',

  'cancel.chat.title': 'Prefer to talk it over?',
  'cancel.chat.link': 'Chat with an agent',
  'cancel.chat.newTab': '(opens in a new tab)',
  'cancel.chat.openUntil': 'Agents are online until {time}.',
  'cancel.chat.closed': 'Chat is closed right now. Come back {time}.',
  'cancel.chat.hours': 'Chat hours: weekdays 8 AM–11 PM, weekends 8 AM–8 PM Eastern time.',
  'cancel.chat.call': 'You can also call us at',

  'cancel.offline.title': 'Cancel by chat or phone',
  'cancel.offline.body':
    'This subscription can’t be cancelled online. An agent can cancel it for you by chat or on the phone.',
  'cancel.pending.title': 'Your subscription is already cancelled',
  'cancel.pending.body':
    '{plan} ends on {date}. To keep it, choose “Keep my subscription” on your account.',
  'cancel.none.title': 'There’s nothing to cancel here',
  'cancel.none.body': 'This subscription has nothing left to cancel online.',

  'cancel.error.alreadyPending':
    'This subscription is already cancelled. See your account for its end date.',
  'cancel.error.refused':
    'We couldn’t cancel this subscription online. Chat with an agent or call us and we’ll do it for you.',

  'cancel.targeted.choose.title': 'Which subscription do you want to cancel?',
  'cancel.targeted.choose.radio': '{plan}, radio ending in {last4}',
  'cancel.targeted.choose.streaming': '{plan}, streaming',
  'cancel.targeted.refused.title': 'This link can’t be used',
  'cancel.targeted.refused.body':
    'It may have expired or already been used. Sign in to cancel or change your subscription.',
  'cancel.targeted.signIn': 'Sign in',
  'cancel.targeted.none.body': 'There’s no running subscription on this account to cancel.',
  'cancel.targeted.signIn.body': 'Sign in to see the subscriptions you can cancel.',
};
