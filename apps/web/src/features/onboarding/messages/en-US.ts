/** The onboarding pages' words (flows §8.5, §8.4), American English: the source of the others. */
export const messages = {
  'onboarding.care.call': 'Questions? Call us at',
  'onboarding.working': 'Working…',
  'onboarding.retry': 'Try again',

  'onboarding.find.title': 'Set up streaming with your subscription',
  'onboarding.find.lead':
    'Find your account and create the sign-in you’ll use to listen in the app and online.',
  'onboarding.find.linkUnreadable.title': 'We couldn’t read your link',
  'onboarding.find.linkUnreadable.body':
    'It may be incomplete. Enter your details below to find your account.',
  'onboarding.find.tabs.label': 'How do you want to find your account?',
  'onboarding.find.tabs.info': 'Your info',
  'onboarding.find.tabs.radio': 'Radio ID',
  'onboarding.find.tabs.vin': 'VIN',
  'onboarding.find.tabs.plate': 'License plate',
  'onboarding.find.info.lead': 'Use the name, email, phone and ZIP code on your account.',
  'onboarding.find.radio.lead':
    'Your radio ID is on channel 0 of your radio, or on the sticker on the radio itself.',
  'onboarding.find.vin.lead':
    'Your vehicle identification number is on your registration, or at the bottom of the windshield.',
  'onboarding.find.plate.lead': 'We’ll look up the vehicle registered to this plate.',

  'onboarding.match.vehicle': 'Vehicle',
  'onboarding.match.radio': 'Radio',
  'onboarding.match.radioEnding': 'ending in {last4}',
  'onboarding.match.radioTitle': 'Radio ending in {last4}',
  'onboarding.match.streamingOnly': 'Streaming only',
  'onboarding.match.plan': 'Plan',
  'onboarding.match.noPlan': 'No active plan',
  'onboarding.match.email': 'Email on the account',
  'onboarding.match.username': 'Streaming sign-in',

  'onboarding.reason.noAudio.title': 'This subscription doesn’t include streaming',
  'onboarding.reason.noAudio.body':
    'It has no audio service that streaming can be added to, so there is no streaming sign-in to set up for it. You can listen in the app and online with a streaming plan of your own.',
  'onboarding.reason.inactive.title': 'This subscription isn’t active',
  'onboarding.reason.inactive.body':
    'It has ended or been closed, so there is no streaming to set up. Choose a plan for your radio to listen again in your car, in the app and online.',
  'onboarding.reason.nonPay.title': 'Your account has a balance to pay first',
  'onboarding.reason.nonPay.body':
    'Your account is past due, so streaming can’t be set up until it’s paid. Sign in to pay your bill, then come back to set up streaming.',
  'onboarding.reason.nonConsumer.title': 'This account can’t be set up online',
  'onboarding.reason.nonConsumer.body':
    'Business, fleet and rental accounts set up streaming with our care team. Call us and we’ll help you.',
  'onboarding.reason.recentTrial.title': 'You had a streaming trial recently',
  'onboarding.reason.recentTrial.body':
    'A new streaming trial can start only some time after the last one ended. You can keep listening now with a streaming plan.',
  'onboarding.reason.maxTrials.title': 'You’ve had every streaming trial we offer',
  'onboarding.reason.maxTrials.body':
    'This account has used all the streaming trials it can have. Choose a plan to keep listening.',
  'onboarding.reason.insufficientPackage.title': 'Your plan doesn’t include streaming',
  'onboarding.reason.insufficientPackage.body':
    'Change to a plan that includes streaming to listen in the app and online too. Sign in to see the plans your radio can have.',
  'onboarding.reason.expiredTrial.title': 'The trial that came with your car has ended',
  'onboarding.reason.expiredTrial.body':
    'Streaming ended with it. Choose a plan to keep listening in your car, in the app and online.',
  'onboarding.reason.existing.title': 'You already have a streaming sign-in',
  'onboarding.reason.existing.body':
    'Streaming is set up for this subscription. Sign in with it to listen in the app and online, or reset your password if you’ve forgotten it.',
  'onboarding.reason.noMatch.title': 'We couldn’t find your account',
  'onboarding.reason.noMatch.body':
    'Check that the details match the ones on your account, or look it up with your radio ID instead. New to Orbit? Choose a plan to start listening.',

  'onboarding.next.streamingPlans': 'See streaming plans',
  'onboarding.next.choosePlan': 'Choose a plan for my radio',
  'onboarding.next.pay': 'Sign in to pay my bill',
  'onboarding.next.plans': 'See plans',
  'onboarding.next.changePlan': 'Sign in to change my plan',
  'onboarding.next.signIn': 'Sign in',
  'onboarding.next.forgotPassword': 'Forgot your password?',
  'onboarding.next.radioIdLookup': 'Look up with my radio ID',
  'onboarding.next.newCustomer': 'New to Orbit? See plans',
  'onboarding.next.lookUpAgain': 'Look up another account',

  'onboarding.multiple.title': 'Which subscription do you want to set up?',
  'onboarding.multiple.lead':
    '{count, plural, one {We found # subscription.} other {We found # subscriptions with your details.}} Choose the one to set up streaming for.',
  'onboarding.multiple.legend': 'Your subscriptions',
  'onboarding.multiple.pickOne': 'Choose a subscription to continue.',
  'onboarding.multiple.continue': 'Continue',

  'onboarding.credentials.title': 'Create your streaming sign-in',
  'onboarding.credentials.lead':
    'You’ll use it to listen in the app and online. Your subscription already includes streaming.',
  'onboarding.credentials.email': 'Email',
  'onboarding.credentials.emailHint': 'We’ll send your confirmation here.',
  'onboarding.credentials.syncEmail': 'Use this email for my account too',
  'onboarding.credentials.username': 'Username (optional)',
  'onboarding.credentials.usernameHint':
    'Leave it blank to sign in with your email, or choose 6 to 20 letters and numbers.',
  'onboarding.credentials.password': 'Create a password',
  'onboarding.credentials.submit': 'Create my sign-in',
  'onboarding.credentials.matchLost':
    'We need to find your account again before setting up streaming.',
  'onboarding.credentials.notEligible':
    'Streaming can’t be set up online for this subscription. Call us and we’ll help you.',
  'onboarding.credentials.inUse': 'This username is taken. Choose another one.',
  'onboarding.credentials.tooMany': 'Too many tries. Wait a few minutes, then try again.',
  'onboarding.credentials.failed':
    'We couldn’t set up your sign-in just now. Try again in a moment.',
  'onboarding.field.email.required': 'Enter your email.',
  'onboarding.field.email.invalid': 'Enter a valid email, like name@example.com.',
  'onboarding.field.username.required': 'Enter a username.',
  'onboarding.field.username.invalid': 'Use an email address, or 6 to 20 letters and numbers.',
  'onboarding.verify.unavailable':
    'We can’t check these details just now. Find your account again, or call us.',

  'onboarding.confirmation.title': 'Your streaming sign-in is ready',
  'onboarding.confirmation.body': 'Sign in with {username} to listen in the app and online.',
  'onboarding.confirmation.emailUpdated': 'Your account’s email is now this one too.',
  'onboarding.confirmation.apps':
    'Get the Orbit Radio app for your phone, or listen on the web right away.',
  'onboarding.confirmation.registration': 'Manage my account online',
  'onboarding.registration.title': 'Manage your account online',
  'onboarding.registration.body':
    'Your new sign-in opens your account too: sign in with {username} to see your plan, pay your bill and keep your details up to date.',
  'onboarding.registration.signIn': 'Sign in to my account',

  'onboarding.freeListen.title': 'Listen free',
  'onboarding.freeListen.lead':
    'Enter your email and your promo code. We’ll send you a link to create your password and start listening — no card needed.',
  'onboarding.freeListen.email': 'Email',
  'onboarding.freeListen.promoCode': 'Promo code',
  'onboarding.freeListen.submit': 'Start listening free',
  'onboarding.freeListen.failed':
    'We couldn’t start your free listening just now. Try again in a moment.',
  'onboarding.freeListen.tooMany': 'Too many tries. Wait a few minutes, then try again.',
  'onboarding.freeListen.promo.required': 'Enter your promo code.',
  'onboarding.freeListen.promo.notFreeListen':
    'This code isn’t a free listening offer. Check it and try again.',
  'onboarding.freeListen.promo.expired': 'This offer has ended.',
  'onboarding.freeListen.sent.title': 'Check your email',
  'onboarding.freeListen.sent.body':
    'We’ve sent a message to {email}. Open its link to create your password and start your {days, plural, one {# day} other {# days}} of free listening.',
  'onboarding.freeListen.sent.spam':
    'Nothing after a few minutes? Check your spam folder, or make sure the email is the one you meant.',

  'onboarding.createPassword.title': 'Create your password',
  'onboarding.createPassword.lead': 'You’ll sign in with {email} and this password.',
  'onboarding.createPassword.password': 'New password',
  'onboarding.createPassword.confirm': 'Confirm your password',
  'onboarding.createPassword.mismatch': 'The passwords don’t match.',
  'onboarding.createPassword.submit': 'Create my password',
  'onboarding.createPassword.failed':
    'We couldn’t check your link just now. Try again in a moment.',
  'onboarding.createPassword.done.title': 'Your password is set',
  'onboarding.createPassword.done.body':
    'Sign in with {email} and your new password to start listening.',
  'onboarding.createPassword.invalid.title': 'This link isn’t valid',
  'onboarding.createPassword.invalid.body':
    'It may have been used already, or copied only in part. Ask for a new link to create your password.',
  'onboarding.createPassword.expired.title': 'This link has expired',
  'onboarding.createPassword.expired.body':
    'Links to create a password work for a limited time. Ask for a new one and use it soon.',
  'onboarding.createPassword.newLink': 'Send me a new link',

  'onboarding.activate.title': 'Activate your TV',
  'onboarding.activate.lead':
    'Enter the code your TV shows, then sign in with your streaming sign-in.',
  'onboarding.activate.code': 'Code on your TV',
  'onboarding.activate.codeHint': '8 letters, like BCDF-GHJK',
  'onboarding.activate.invalid':
    'This code doesn’t match a TV waiting to be activated. Check the code on your TV.',
  'onboarding.activate.incomplete': 'Enter all 8 letters of the code.',
  'onboarding.activate.codeLost':
    'The code on your TV has changed or expired. Enter the code it shows now.',
  'onboarding.activate.tooMany': 'Too many tries. Wait a few minutes, then try again.',
  'onboarding.activate.failed': 'We couldn’t check the code just now. Try again in a moment.',
  'onboarding.activate.continue': 'Continue',
  'onboarding.activate.signInLead': 'Sign in to activate the TV showing {code}.',
  'onboarding.activate.username': 'Email or username',
  'onboarding.activate.username.required': 'Enter your email or username.',
  'onboarding.activate.password': 'Password',
  'onboarding.activate.password.required': 'Enter your password.',
  'onboarding.activate.submit': 'Sign in and activate',
  'onboarding.activated.title': 'Your TV is activated',
  'onboarding.activated.body': 'It will start playing in a moment. You can close this page.',
  'onboarding.activated.another': 'Activate another TV',
  'onboarding.sonos.signInFirst':
    'Your Sonos speaker shows a link code. Sign in to Orbit Radio, then confirm the code to link the speaker.',
  'onboarding.instantStream.title': 'Opening the Orbit Radio app',
  'onboarding.instantStream.body': 'If the app doesn’t open on its own, use the link below.',
  'onboarding.instantStream.open': 'Open the Orbit Radio app',
  'onboarding.location.title': 'Finding your Orbit Radio site',
  'onboarding.location.checking': 'Checking which country you’re in…',
  'onboarding.location.leaving.us': 'Taking you to Orbit Radio’s site for the United States.',
  'onboarding.location.leaving.ca': 'Taking you to Orbit Radio’s site for Canada.',
  'onboarding.location.continue': 'Continue to the site',
};
