export const messages = {
  'satellite.offer.title': 'Get Orbit Radio in your car',
  'satellite.offer.streamingTitle': 'Add Orbit Radio streaming to your account',

  'satellite.promo.invalid.title': 'That promo code isn’t valid',
  'satellite.promo.invalid.body':
    'Check the code and the link you followed. In the meantime, here is our best current offer.',

  'satellite.radio.label': 'Your radio',
  'satellite.radio.vehicle': 'Vehicle',
  'satellite.radio.radioId': 'Radio ID',
  'satellite.radio.ending': 'ending in {last4}',
  'satellite.radio.endingFull': 'Radio ID ending in {last4}',

  'satellite.deviceSelect.title': 'Choose your radio',
  'satellite.deviceSelect.lead': 'Choose a radio on your account, or add a different one.',
  'satellite.deviceSelect.listLabel': 'Radios on your account',
  'satellite.deviceSelect.type.car': 'Car radio',
  'satellite.deviceSelect.type.radio': 'Satellite radio',
  'satellite.deviceSelect.type.aviation': 'Aviation radio',
  'satellite.deviceSelect.type.marine': 'Marine radio',
  'satellite.deviceSelect.radioId': 'Radio ID ****{last4}',
  'satellite.deviceSelect.trial': 'In a trial of {plan}',
  'satellite.deviceSelect.active': '{plan}, active',
  'satellite.deviceSelect.noPlan': 'No active plan',
  'satellite.deviceSelect.choose': 'Choose',
  'satellite.deviceSelect.chooseNamed': 'Choose {name}, radio ID ending in {last4}',
  'satellite.deviceSelect.other': 'Add a different radio',
  'satellite.deviceSelect.failed':
    'We couldn’t open this radio right now. Try again, or add it with its radio ID.',

  'satellite.lookup.title': 'Find your radio',
  'satellite.lookup.lead': 'We’ll show you the plans available for your radio.',
  'satellite.lookup.leadAddRadio': 'Tell us which radio you want to add to your account.',
  'satellite.lookup.offersFailed':
    'We found your radio but couldn’t load its plans. Please try again in a moment.',
  'satellite.lookup.humanCheck.title': 'One more step',
  'satellite.lookup.humanCheck.body':
    'There have been many requests for this radio’s plans. A quick security check runs below; once it’s done, continue again.',
  'satellite.lookup.humanCheck.refused':
    'The security check didn’t go through. A new one runs below; once it’s done, continue again.',

  'satellite.pickAPlan.title': 'Choose a plan for your radio',
  'satellite.pickAPlan.choose': 'Choose this plan',
  'satellite.pickAPlan.chooseNamed': 'Choose {plan}',

  'satellite.payment.offerForNewSubscribers':
    'The offer you saw is for radios new to Orbit Radio, so here is the best plan for this one.',
  'satellite.payment.aboutYou': 'About you',
  'satellite.payment.email': 'Email address',
  'satellite.payment.serviceAddress': 'Service address',
  'satellite.payment.serviceAddressHint':
    'Where you mainly use your radio. It decides the taxes and fees on your plan.',
  'satellite.payment.addressLine1': 'Street address',
  'satellite.payment.city': 'City',
  'satellite.payment.card': 'Payment',

  'satellite.field.addressLine1.required': 'Enter your street address.',
  'satellite.field.addressLine1.invalid':
    'Enter a street address using letters, numbers and , # - . ’ only.',
  'satellite.field.city.required': 'Enter your city.',
  'satellite.field.city.invalid': 'Enter your city using letters and numbers only.',

  'satellite.review.radio': 'Radio',
  'satellite.review.serviceAddress': 'Service address',
  'satellite.review.email': 'Email address',
  'satellite.review.cardOnFile': 'Card on file: {brand} ending in {last4}',
  'satellite.followsTrial': 'Your paid plan starts when your trial ends on {date}.',

  'satellite.thanks.title': 'Your radio is subscribed!',
  'satellite.thanks.streamingTitle': 'Streaming is on your account!',
  'satellite.thanks.streamingReady':
    'Sign in to the Orbit Radio app or website to start listening. We’ve emailed your receipt.',
  'satellite.thanks.accountNumber': 'Account number',
  'satellite.thanks.radioReady':
    'Turn on your radio and keep it on channel 1 for a few minutes: your channels will come through shortly. We’ve emailed your receipt.',
  'satellite.thanks.signInTitle': 'Create your sign-in',
  'satellite.thanks.signInBody':
    'Manage your subscription, see your bills and stream Orbit Radio with a sign-in of your own.',
  'satellite.thanks.signInLink': 'Create my sign-in',

  'satellite.token.title': 'Enter the code from your email',
  'satellite.token.lead':
    'The code identifies your radio and the offer we sent you. It’s in the link of the email or letter.',
  'satellite.token.code': 'Your code',
  'satellite.token.codeHint': 'Copy it from the email, or type it as printed.',
  'satellite.token.required': 'Enter the code from your email.',
  'satellite.token.orFindRadio': 'No code? Find your radio instead',
  'satellite.token.problem.missing':
    'We couldn’t tell which radio your link is for. Enter the code from your email, or find your radio below.',
  'satellite.token.problem.invalid':
    'That link or code isn’t valid anymore. Enter the code from your latest email, or find your radio below.',
  'satellite.token.problem.refused':
    'That code isn’t valid or has expired. Check it and try again, or find your radio below.',
  'satellite.token.problem.failed':
    'Something went wrong on our side. Please try again in a moment.',

  'satellite.active.title': 'You already have a subscription',
  'satellite.active.body':
    'This radio already has an active subscription. Sign in to change or manage it.',
  'satellite.active.bodyRadio':
    'The radio ending in {last4} already has an active subscription. Sign in to change or manage it.',
  'satellite.active.signIn': 'Sign in',
  'satellite.active.manage': 'Manage my account',
  'satellite.active.lookUpAnother': 'Look up another radio',

  'satellite.errorPage.seePlans': 'See our plans',
  'satellite.errorPage.promo-code-redeemed-error.title': 'This promo code has already been used',
  'satellite.errorPage.promo-code-redeemed-error.body':
    'Each promo code can be redeemed once. You can still subscribe without it.',
  'satellite.errorPage.promo-code-redeemed-error.cta': 'Back to the offer',
  'satellite.errorPage.expired-offer-error.title': 'This offer has ended',
  'satellite.errorPage.expired-offer-error.body':
    'The offer you’re looking for is no longer available, but you can still subscribe to one of our current plans.',
  'satellite.errorPage.expired-offer-error.cta': 'See our plans',
  'satellite.errorPage.offer-unavailable.title': 'This offer isn’t available',
  'satellite.errorPage.offer-unavailable.body':
    'We don’t have an offer for this link right now. Have a look at our current plans, or call us at {phone}.',
  'satellite.errorPage.offer-unavailable.cta': 'See our plans',
  'satellite.errorPage.technical-issues.title': 'We’re having technical issues',
  'satellite.errorPage.technical-issues.body':
    'We couldn’t load this offer. Please try again in a few minutes, or call us at {phone}.',
  'satellite.errorPage.technical-issues.cta': 'Try again',
} as const;
