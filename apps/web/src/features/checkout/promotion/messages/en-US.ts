/** The zero-cost promotion (flows §4.3), American English. */
export const messages = {
  'promotion.title': 'Activate your radio with your promo code',
  'promotion.lead':
    'Your code gives you {packageName} free for {months} months. No credit card needed.',
  'promotion.stepOf': 'Step {step} of 3',
  'promotion.working': 'One moment…',
  'promotion.care': 'Questions? Call us at {phone}.',
  'promotion.failed': 'Something went wrong on our side. Please try again in a moment.',
  'promotion.retry': 'Try again',

  'promotion.error.noCode.title': 'A promo code is needed',
  'promotion.error.noCode.body':
    'This page activates a radio with a promo code, and the link you followed has none. Use the link from your promo card or email, or choose a plan instead.',
  'promotion.error.invalid.title': 'This promo code isn’t valid',
  'promotion.error.invalid.body':
    'We couldn’t find the code {code}. Check it against your promo card or email, or choose a plan instead.',
  'promotion.error.expired.title': 'This promo code has expired',
  'promotion.error.expired.body':
    'The code {code} can no longer be used. You can still choose a plan for your radio.',
  'promotion.error.redeemed.title': 'This promo code has already been used',
  'promotion.error.redeemed.body':
    'Each promo code activates one radio, and this one has been redeemed. To keep listening, choose a plan for your radio.',
  'promotion.error.choosePlan': 'See our plans',

  'promotion.device.title': 'Find your radio',
  'promotion.device.lead': 'The promotion is for radios that have never been activated.',
  'promotion.device.notEligible.title': 'This radio can’t take the promotion',
  'promotion.device.notEligible.body':
    'The radio ending in {last4} was activated before. The promotion is for new radios only; you can choose a plan for it instead.',
  'promotion.device.searchAgain': 'Search for another radio',

  'promotion.account.title': 'Your information',
  'promotion.account.lead': 'Your new account is opened in this name, at this address.',
  'promotion.account.aboutYou': 'About you',
  'promotion.account.email': 'Email',
  'promotion.account.emailHint': 'Your sign-in and where we send your confirmation.',
  'promotion.account.serviceAddress': 'Service address',
  'promotion.field.addressLine1.required': 'Enter your street address.',
  'promotion.field.addressLine1.invalid':
    'Enter a street address using letters, numbers and common punctuation.',
  'promotion.field.city.required': 'Enter your city.',
  'promotion.field.city.invalid': 'Enter a city using letters only.',
  'promotion.account.continue': 'Continue',
  'promotion.account.addressNotValid':
    'This postal code doesn’t match the state or province. Check your address.',

  'promotion.activation.title': 'Review and activate',
  'promotion.activation.radio': 'Radio',
  'promotion.activation.radioEnding': 'ending in {last4}',
  'promotion.activation.package': 'Package',
  'promotion.activation.price': 'Price',
  'promotion.activation.free': 'Free for {months} months',
  'promotion.activation.name': 'Name',
  'promotion.activation.email': 'Email',
  'promotion.activation.address': 'Service address',
  'promotion.activation.edit': 'Edit your information',
  'promotion.activation.signIn': 'Create your sign-in',
  'promotion.activation.signInBody':
    'You’ll sign in with your email and this password to manage your radio.',
  'promotion.activation.password': 'Password',
  'promotion.activation.passwordHint':
    '8 to 64 characters with at least three of: lowercase, uppercase, a number, a symbol. Your email is your username.',
  'promotion.activation.agreement': 'I accept the',
  'promotion.activation.agreementLink': 'Customer Agreement',
  'promotion.activation.submit': 'Activate my radio',
  'promotion.activation.notEligible':
    'This radio was activated in the meantime, so the promotion can’t go on it.',
  'promotion.activation.inProgress':
    'An activation of this radio is already under way. Wait a moment and try again.',
  'promotion.activation.codeUsed': 'This promo code was redeemed in the meantime.',
  'promotion.activation.lookupExpired':
    'Your radio search has expired. Search for your radio again.',

  'promotion.humanCheck.title': 'One more check',
  'promotion.humanCheck.reason':
    'So many activations came from here that we need to be sure you’re a person. Solve the check, then press Activate again.',
  'promotion.humanCheck.refused': 'That answer didn’t work. Try the new check.',

  'promotion.thanks.title': 'Your radio is activated',
  'promotion.thanks.lead': 'Your radio ending in {last4} now plays {packageName}.',
  'promotion.thanks.freeUntil': 'Free until',
  'promotion.thanks.accountNumber': 'Account number',
  'promotion.thanks.email': 'We sent a confirmation to {email}.',
  'promotion.thanks.signIn': 'Sign in with {email} and the password you just chose.',
  'promotion.thanks.goToAccount': 'Sign in to your account',
  'promotion.thanks.streaming': 'Your package includes listening in the Orbit app.',
};
