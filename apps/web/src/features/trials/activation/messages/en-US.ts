/** The activation pages' words (flows §3.1–§3.5), American English: the source of the others. */
export const messages = {
  'activation.working': 'Activating…',
  'activation.care.call': 'Questions? Call us at',

  'activation.oem.brand': '{make} and Orbit Radio',
  'activation.claim.titleVehicle':
    'Your {vehicle} is eligible for a complimentary {months}-month trial',
  'activation.claim.titleRadio':
    'Your radio ending in {last4} is eligible for a complimentary {months}-month trial',
  'activation.claim.lead':
    'Activate it now: it costs nothing and there is no card to enter. Claim it by {date}.',
  'activation.claim.leadTargeted':
    'Your car maker has reserved this trial for you. Activate it now: it costs nothing and there is no card to enter. Claim it by {date}.',
  'activation.claim.summary': 'Your trial',
  'activation.claim.notYourCar': 'Not your car? Find your radio instead',
  'activation.claim.alreadyClaimed':
    'This trial has already been activated. Sign in to see it on your account.',
  'activation.claim.linkExpired':
    'This link is no longer valid. Find your radio to see the trial it can have.',
  'activation.claim.trialChanged':
    'This trial is no longer available for this radio. Reload the page to see what it can have.',
  'activation.claim.notYourAccount': 'This trial can’t be added to that account.',
  'activation.claim.failed': 'We couldn’t activate your trial just now. Try again in a moment.',

  'activation.summary.package': 'Package',
  'activation.summary.vehicle': 'Vehicle',
  'activation.summary.radio': 'Radio',
  'activation.summary.radioEnding': 'ending in {last4}',
  'activation.summary.length': 'Trial',
  'activation.summary.months': '{months, plural, one {# month} other {# months}}',
  'activation.summary.endsOn': 'until {date}',
  'activation.summary.trialEnds': 'Trial ends',

  'activation.newAccount.title': 'New to Orbit? Activate with your details',
  'activation.newAccount.aboutYou': 'About you',
  'activation.newAccount.email': 'Email',
  'activation.newAccount.emailHint': 'We send your confirmation and trial reminders here.',
  'activation.newAccount.serviceAddress': 'Your address',
  'activation.newAccount.signIn': 'Online sign-in (optional)',
  'activation.newAccount.password': 'Create a password',
  'activation.newAccount.passwordHint':
    'Optional. 8 to 64 characters with at least three of: lowercase, uppercase, a number, a symbol. With a password, your email is your username.',
  'activation.newAccount.agreement': 'I agree to the Customer Agreement.',
  'activation.newAccount.agreementLink': 'Read the Customer Agreement (opens in a new tab)',
  'activation.newAccount.submit': 'Activate my trial',

  'activation.field.streetAddress.required': 'Enter your street address.',
  'activation.field.streetAddress.invalid': 'Enter your street address using letters and numbers.',
  'activation.field.city.required': 'Enter your city.',
  'activation.field.city.invalid': 'Enter your city using letters and numbers.',
  'activation.field.password.invalid':
    'Your password doesn’t meet the rules below it, or uses a word that isn’t allowed.',
  'activation.field.agreement.required': 'Check the box to agree before you activate.',
  'activation.field.email.undeliverable':
    'We can’t send email to this address. Check it, or use another one.',

  'activation.humanCheck.title': 'One more check',
  'activation.humanCheck.reason':
    'To protect your trial, we need to confirm you’re a person. When the check is done, press Activate my trial again.',
  'activation.humanCheck.refused':
    'That check didn’t go through. A new one is running: press Activate my trial again when it’s done.',

  'activation.existing.question': 'Already an Orbit customer?',
  'activation.existing.signIn': 'Sign in',
  'activation.existing.title': 'Add the trial to your account',
  'activation.existing.signInLead':
    'Sign in with your Orbit username and password. You’ll come back here to add the trial.',
  'activation.existing.loading': 'Checking your account…',
  'activation.existing.noAccount':
    'You’re signed in, but there’s no Orbit account on this sign-in yet. Activate with your details instead.',
  'activation.existing.account': 'Account {accountNumber}',
  'activation.existing.agreement': 'I agree to the Customer Agreement for this trial.',
  'activation.existing.add': 'Add the trial to this account',
  'activation.existing.move': 'Move the trial to this account',
  'activation.existing.newInstead': 'Activate with my details instead',

  'activation.claimed.title': 'This trial is already active',
  'activation.claimed.until': 'The trial for your {vehicle} is already active until {date}.',
  'activation.claimed.running': 'The trial for your {vehicle} is already active.',
  'activation.claimed.signIn': 'Sign in to your account to see it and manage it.',
  'activation.claimed.move': 'Sign in to see it or move it to your account',
  'activation.claimed.moveTitle': 'Your account',

  'activation.refusal.expired.title': 'This trial offer has ended',
  'activation.refusal.expired.body':
    'The original offer was only for customers with an active trial. You may be eligible for another offer.',
  'activation.refusal.expired.next': 'See offers for your radio',
  'activation.refusal.selfPay.title': 'This radio already has a subscription',
  'activation.refusal.selfPay.body':
    'There’s a paid subscription on this radio already, so it can’t take a trial. Sign in to see your subscription.',
  'activation.refusal.selfPay.next': 'Sign in to your account',
  'activation.refusal.notEligible.title': 'This radio isn’t eligible for a trial',
  'activation.refusal.notEligible.body':
    'We couldn’t find a trial for this radio. You can still choose a plan and start listening.',
  'activation.refusal.notEligible.next': 'Choose a plan',
  'activation.refusal.offline.title': 'We can’t activate this trial online',
  'activation.refusal.offline.body':
    'This radio’s trial needs one of our agents to activate it. Call us and we’ll get it done.',
  'activation.refusal.offline.next': 'Look up another radio',

  'activation.invalidLink.title': 'This link isn’t valid',
  'activation.invalidLink.body':
    'The link may have expired or been copied incompletely. Find your radio and we’ll show you the trial it can have.',
  'activation.invalidLink.next': 'Find your radio',

  'activation.failed.title': 'We couldn’t load your trial',
  'activation.failed.body': 'Something went wrong on our side. Try again in a moment.',
  'activation.failed.retry': 'Try again',

  'activation.twoStep.title': 'Find your radio',
  'activation.twoStep.lead':
    'Look up the radio in your car to see the complimentary trial it comes with.',
  'activation.twoStep.lookupExpired': 'Your search has expired. Search for your radio again.',
  'activation.twoStep.searchAgain': 'Search for another radio',

  'activation.thanks.title': 'Your trial is active',
  'activation.thanks.leadVehicle': 'Enjoy {packageName} in your {vehicle}.',
  'activation.thanks.leadRadio': 'Enjoy {packageName} on your radio.',
  'activation.thanks.summary': 'What was activated',
  'activation.thanks.accountNumber': 'Account number',
  'activation.thanks.email': 'We’ve sent a confirmation to {email}.',
  'activation.thanks.streaming': 'Your package includes listening in the Orbit app too.',
  'activation.thanks.afterTitle': 'When your trial ends',
  'activation.thanks.afterBody':
    'Your trial ends on {date}. You won’t be charged: to keep listening after that, choose a plan that starts when the trial ends.',
  'activation.thanks.choosePlan': 'Choose the plan that follows your trial',
  'activation.thanks.choosePlanHint':
    'Find your radio there, and the plan you choose starts the day your trial ends.',
  'activation.thanks.registerTitle': 'Create your online sign-in',
  'activation.thanks.registerBody':
    'Manage your trial, your radio and your plan online with a username and password.',
  'activation.thanks.register': 'Create my sign-in',

  'activation.sloc.registered.title': 'Your trial is active',
  'activation.sloc.registered.body':
    'The trial for your radio ending in {last4} is active on your account. Sign in to see it; from your account you can also refresh your radio’s signal.',
  'activation.sloc.registered.signIn': 'Sign in to your account',

  'activation.start.title': 'Start your trial',
  'activation.start.lead':
    'Most cars with satellite radio come with a complimentary trial. Pick the way in that fits your car.',
  'activation.start.newCar.title': 'I bought a new car',
  'activation.start.newCar.body':
    'Find your radio by its radio ID, your VIN or your license plate.',
  'activation.start.newCar.link': 'Find my radio',
  'activation.start.usedCar.title': 'I bought a used car',
  'activation.start.usedCar.body':
    'Check whether your car can have a trial with its radio ID or VIN.',
  'activation.start.usedCar.link': 'Check my car',
  'activation.start.dealer.title': 'I got a link from my dealer',
  'activation.start.dealer.body':
    'Open the link in your dealer’s email or text message: it takes you straight to your trial, with your car already filled in.',
} as const;
