export const messages = {
  'usedCar.rtp.title': 'Get a free trial for your used car',
  'usedCar.rtp.lead':
    'Bought a used car with a satellite radio? Tell us about the radio and you may be able to listen free for a few months.',
  'usedCar.humanCheck.title': 'One more step',
  'usedCar.humanCheck.body':
    'We’ve had a lot of checks from here. Confirm you’re a person, then press the button again.',
  'usedCar.humanCheck.refused': 'That check didn’t work. Here’s a new one.',
  'usedCar.refusal.106.title': 'We can’t check your radio right now',
  'usedCar.refusal.106.body':
    'Our systems are down at the moment. Please try again later, or call us at {phone}.',
  'usedCar.refusal.107.title': 'This radio already has a subscription',
  'usedCar.refusal.107.body':
    'This radio already has a paid subscription, so it can’t take a used-car trial.',
  'usedCar.refusal.110.title': 'This radio already has a trial',
  'usedCar.refusal.110.body':
    'This radio has a trial running now, and a paid plan is set to follow it. There’s nothing more to activate.',
  'usedCar.refusal.114.title': 'This radio can’t be activated online',
  'usedCar.refusal.114.body':
    'Try refreshing your radio, sign in to your account, or call us at {phone} and we’ll help.',
  'usedCar.refusal.114.signIn': 'Sign in',
  'usedCar.refusal.103.title': 'This vehicle has no satellite radio',
  'usedCar.refusal.103.body':
    'We can’t find a satellite radio in this vehicle, so it can’t take a used-car trial. You can still listen in the Orbit app: call us at {phone} and we’ll help you start.',
  'usedCar.refusal.5035.title': 'This radio can’t play satellite radio',
  'usedCar.refusal.5035.body':
    'This unit can’t play our channels, so it can’t take a used-car trial. You can still listen in the Orbit app: call us at {phone} and we’ll help you start.',
  'usedCar.refusal.3494-last.title': 'We still don’t recognize that radio ID or VIN',
  'usedCar.refusal.3494-last.body': 'Call us at {phone} and we’ll find your radio with you.',
  'usedCar.refusal.3494.title': 'We don’t recognize that radio ID or VIN',
  'usedCar.refusal.3494.body':
    'Check the radio ID or VIN and try again. {attemptsLeft, plural, one {You have # try left.} other {You have # tries left.}}',
  'usedCar.radioEnding': 'ending in {lastFour}',
  'usedCar.rtp.step': 'Step {current} of {total}',
  'usedCar.rtp.loadingOffer': 'Getting your trial offer…',
  'usedCar.rtp.noOffer':
    'We can’t find a trial offer for this radio right now. Please try again later, or call us at {phone}.',
  'usedCar.rtp.offerType.title': 'This offer isn’t available here',
  'usedCar.rtp.offerType.body': 'This radio’s offer type isn’t one we can activate on this page.',
  'usedCar.rtp.offerType.app': 'Get the Orbit app instead',
  'usedCar.rtp.offerType.again': 'Check another radio',
  'usedCar.rtp.account.title': 'Create your account',
  'usedCar.rtp.offer.title': 'Your trial',
  'usedCar.rtp.offer.package': 'Package',
  'usedCar.rtp.offer.radio': 'Radio',
  'usedCar.rtp.offer.trial': 'Free trial',
  'usedCar.rtp.offer.months': '{months, plural, one {# month} other {# months}}',
  'usedCar.rtp.offer.ends': 'Trial ends',
  'usedCar.rtp.offer.then': 'Then',
  'usedCar.rtp.offer.per': '{months, plural, one {/month} other {/# months}}',
  'usedCar.rtp.review.title': 'Review your trial',
  'usedCar.rtp.review.you': 'Your details',
  'usedCar.rtp.review.name': 'Name',
  'usedCar.rtp.review.email': 'Email',
  'usedCar.rtp.review.address': 'Service address',
  'usedCar.rtp.review.card': 'Card',
  'usedCar.rtp.review.cardEnding': '{brand} ending in {lastFour}',
  'usedCar.rtp.thanks.title': 'Your trial is on',
  'usedCar.rtp.thanks.lead':
    'Turn on your radio and start listening. Your free trial runs until {ends}.',
  'usedCar.rtp.thanks.leadNoDate': 'Turn on your radio and start listening.',
  'usedCar.rtp.thanks.then':
    'When the trial ends, {package} continues automatically on your card. Your first bill, with fees and taxes:',
  'usedCar.rtp.thanks.email': 'We’ve sent the details to {email}.',
  'usedCar.registration.title': 'Create your sign-in',
  'usedCar.registration.body':
    'Create a sign-in for {email} to listen in the Orbit app and manage your trial online.',
  'usedCar.registration.bodyNoEmail':
    'Create a sign-in to listen in the Orbit app and manage your trial online.',
  'usedCar.registration.link': 'Create your sign-in',
  'usedCar.sl2c.serviceLane.title': 'Activate your free trial',
  'usedCar.sl2c.usedVehicle.title': 'Activate your used car’s free trial',
  'usedCar.sl2c.lead':
    '{dealer} is giving you a free Orbit Radio trial. Tell us who you are and we’ll turn it on.',
  'usedCar.sl2c.noOffer': 'We can’t show the trial’s details right now. You can still activate it.',
  'usedCar.sl2c.prefilled': 'Your dealer’s link found your radio, ending in {lastFour}.',
  'usedCar.sl2c.radio': 'Radio ID or VIN',
  'usedCar.sl2c.radio.hint':
    'The Radio ID is on channel 0; the VIN is on the driver’s side of the dashboard.',
  'usedCar.sl2c.radio.required': 'Enter your Radio ID or your vehicle’s VIN.',
  'usedCar.sl2c.radio.invalid':
    'Enter a Radio ID (8 to 12 letters and numbers) or a 17-character VIN.',
  'usedCar.sl2c.phone': 'Phone number (optional)',
  'usedCar.sl2c.email': 'Email (optional)',
  'usedCar.sl2c.agreement': 'I agree to the Customer Agreement and the Privacy Policy.',
  'usedCar.sl2c.agreement.required': 'Agree to the Customer Agreement to activate your trial.',
  'usedCar.sl2c.submit': 'Activate My Trial',
  'usedCar.confirmation.title': 'Your trial is active',
  'usedCar.confirmation.lead': 'Enjoy {package}: your free trial runs until {ends}.',
  'usedCar.confirmation.summary': 'Your trial',
  'usedCar.confirmation.account': 'Account number',
  'usedCar.confirmation.already.title': 'Your trial is already active',
  'usedCar.confirmation.already.body':
    'This radio’s trial is already on your account. Turn on your radio and start listening.',
} as const;
