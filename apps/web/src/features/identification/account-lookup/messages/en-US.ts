/**
 * The account lookup page (flows §1.2–1.5) and the RFLZ form (§1.4). One catalog for both: the
 * RFLZ form shares the name and zip fields, and is also shown on its own by the trial pages.
 */
export const messages = {
  'lookup.usedCarRefused':
    'That radio isn’t eligible for a used-car trial. Find your account to see what you can do with it.',
  'lookup.title': 'Find your account',
  'lookup.lead':
    'Tell us about you, your radio or your car, and we’ll find your subscription. You can pay your bill once we’ve confirmed it’s you.',
  'lookup.tabs.label': 'How do you want to find your account?',
  'lookup.tabs.info': 'Your info',
  'lookup.tabs.radio': 'Radio info',
  'lookup.tabs.car': 'Car info',
  'lookup.tabs.email': 'Email',
  'lookup.tabs.rflz': 'Check eligibility',
  'lookup.signIn.text': 'Already have a sign-in?',
  'lookup.signIn.link': 'Sign in',
  'lookup.find': 'Find my account',
  'lookup.searching': 'Searching…',
  'lookup.entry.loading': 'Looking up your account…',
  'lookup.info.lead':
    'Use the details on your account: the name, email, phone and ZIP code you gave us.',
  'lookup.radio.lead': 'Use your Radio ID with your account number or your last name.',
  'lookup.car.lead': 'Use your vehicle’s VIN, or its license plate.',
  'lookup.email.lead': 'See which subscriptions use your email address.',

  'lookup.field.firstName': 'First name',
  'lookup.field.lastName': 'Last name',
  'lookup.field.email': 'Email',
  'lookup.field.phoneNumber': 'Phone number',
  'lookup.field.phoneNumber.hint': '10 digits, like 555-123-4567.',
  'lookup.field.zipCode': 'ZIP code',
  'lookup.field.radioId': 'Radio ID',
  'lookup.field.radioId.hint':
    'Tune your radio to channel 0 to see its 8- or 12-character Radio ID. It’s also on a sticker on the radio.',
  'lookup.field.accountNumber': 'Account number',
  'lookup.field.accountNumber.hint': 'It’s on your bill and your welcome letter.',
  'lookup.radio.method': 'And one of these',
  'lookup.radio.method.accountNumber': 'My account number',
  'lookup.radio.method.lastName': 'My last name',

  'lookup.error.firstName.required': 'Enter your first name.',
  'lookup.error.firstName.invalid': 'Enter your first name with letters only.',
  'lookup.error.lastName.required': 'Enter your last name.',
  'lookup.error.lastName.invalid': 'Enter your last name with letters only.',
  'lookup.error.email.required': 'Enter your email address.',
  'lookup.error.email.invalid': 'Enter an email address like name@example.com.',
  'lookup.error.phoneNumber.required': 'Enter your phone number.',
  'lookup.error.phoneNumber.invalid': 'Enter the 10 digits of your phone number.',
  'lookup.error.zipCode.required': 'Enter your ZIP code.',
  'lookup.error.zipCode.invalid': 'Enter a 5-digit ZIP code, like 78701.',
  'lookup.error.radioId.required': 'Enter your Radio ID.',
  'lookup.error.radioId.invalid': 'Enter the 8 or 12 letters and digits of your Radio ID.',
  'lookup.error.accountNumber.required': 'Enter your account number.',
  'lookup.error.accountNumber.invalid':
    'Enter your account number: digits, with up to 2 letters first.',
  'lookup.error.radioIdOrVin.required': 'Enter your Radio ID or your vehicle’s VIN.',
  'lookup.error.radioIdOrVin.invalid':
    'Enter a Radio ID of 8 or 12 characters, or a VIN of 17 characters.',
  'lookup.error.cardData': 'Don’t enter card details here.',

  'lookup.problem.notFound.title': 'We couldn’t find your account',
  'lookup.problem.notFound.body':
    'Check what you entered and try again, or look up your account with your radio info or car info instead.',
  'lookup.problem.unconfirmed.title': 'We’re unable to confirm your account',
  'lookup.problem.unconfirmed.body': 'Please call us at {phone} and we’ll help you.',
  'lookup.problem.notSupported.title': 'This account can’t be managed online',
  'lookup.problem.notSupported.body': 'Please call us at {phone} for help with it.',
  'lookup.problem.tooMany.title': 'Too many searches',
  'lookup.problem.tooMany.body': 'For your security, wait a few minutes before you search again.',
  'lookup.problem.failed.title': 'We can’t search right now',
  'lookup.problem.failed.body': 'Something went wrong on our side. Please try again in a moment.',
  'lookup.problem.linkRefused.title': 'This link can’t be used',
  'lookup.problem.linkRefused.body': 'It may have expired. Look up your account below instead.',
  'lookup.problem.chat': 'Chat with us',

  'lookup.email.find': 'Find my subscriptions',
  'lookup.email.found':
    '{count, plural, one {We found # subscription with this email.} other {We found # subscriptions with this email.}}',
  'lookup.email.streaming': '{planName} streaming, signed in as {maskedEmail}',
  'lookup.email.trial': '{planName} trial on the radio ending in {last4}',
  'lookup.email.trialNoRadio': '{planName} trial',
  'lookup.email.signIn': 'Sign in to manage your subscriptions',

  'lookup.result.greeting':
    '{count, plural, =0 {Hi {firstName}!} one {Hi {firstName}! You have # radio.} other {Hi {firstName}! You have # radios.}}',
  'lookup.result.title': 'We found your account',
  'lookup.result.radios':
    '{count, plural, =0 {There are no radios on this account.} one {There is # radio on this account.} other {There are # radios on this account.}}',
  'lookup.result.active': 'Looks like you already have a subscription. Sign in to change it.',
  'lookup.result.searchAgain': 'Look up another account',
  'lookup.radio.device.car': 'Car radio',
  'lookup.radio.device.radio': 'Radio',
  'lookup.radio.device.marine': 'Marine radio',
  'lookup.radio.device.aviation': 'Aviation radio',
  'lookup.radio.id': 'Radio ID: {masked}',
  'lookup.radio.noService': 'No active service',
  'lookup.streaming.title': 'Streaming',
  'lookup.streaming.item': '{planName}, signed in as {username}',

  'lookup.verify.title': 'Verify your account',
  'lookup.verify.lead':
    'To protect your account, we need the details used to purchase the vehicle or to set up the subscription.',
  'lookup.verify.privacy': 'We use these details only to confirm it’s you.',
  'lookup.verify.submit': 'Verify',
  'lookup.verify.working': 'Verifying…',
  'lookup.verify.failed':
    'We’re unable to confirm your account with these details. Check them and try again, or call us at {phone}.',
  'lookup.verify.locked':
    'Too many tries. For your security, try again in an hour or call us at {phone}.',
  'lookup.verified.title': 'Thanks, your account is confirmed',
  'lookup.action.pay': 'Pay your bill',
  'lookup.action.manage': 'Manage your account',

  'rflz.step': 'Step {current} of {total}',
  'rflz.title': 'Check your eligibility',
  'rflz.radioIdOrVin': 'Radio ID or VIN',
  'rflz.radioIdOrVin.hint':
    'The 8- or 12-character Radio ID (tune to channel 0) or your vehicle’s 17-character VIN.',
  'rflz.submit': 'Check My Eligibility',
  'rflz.working': 'Checking…',
  'rflz.noRadio': 'No radio? Get the Orbit app',
  'rflz.byPlate': 'Search by license plate',
} as const;
