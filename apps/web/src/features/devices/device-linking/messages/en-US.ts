export const messages = {
  'deviceLinking.loading': 'Opening your vehicle’s link…',
  'deviceLinking.vehicle.title': 'Your vehicle',
  'deviceLinking.vehicle.unnamed': 'Your vehicle’s radio',
  'deviceLinking.vehicle.vin': 'VIN {vin}',
  'deviceLinking.vehicle.radioId': 'Radio ID {radioId}',
  'deviceLinking.trial.TrialNotStarted':
    'Your {totalDays}-day trial hasn’t started yet. It starts the first time the radio plays Orbit Radio.',
  'deviceLinking.trial.TrialNotStartedNoLength':
    'Your trial hasn’t started yet. It starts the first time the radio plays Orbit Radio.',
  'deviceLinking.trial.TrialNotClaimed':
    'Your trial is running: {daysLeft, plural, =0 {it ends today} one {# day left} other {# days left}}{endsOn, select, none {} other {, until {endsOn}}}. Claim it to keep it on your Orbit Radio account and listen in the app too.',
  'deviceLinking.trial.TrialClaimed':
    'Your trial is on an Orbit Radio account: {daysLeft, plural, =0 {it ends today} one {# day left} other {# days left}}{endsOn, select, none {} other {, until {endsOn}}}.',
  'deviceLinking.trial.TrialWithFollowOn':
    'Your trial has {daysLeft, plural, =0 {its last day today} one {# day left} other {# days left}}, and a paid plan follows it{endsOn, select, none {} other { on {endsOn}}}.',
  'deviceLinking.trial.SelfPay': 'This vehicle has a paid Orbit Radio subscription.',
  'deviceLinking.trial.inactive': 'This vehicle’s Orbit Radio service isn’t active.',
  'deviceLinking.notClaimable.title': 'There’s no trial to claim with this link',
  'deviceLinking.notClaimable.body':
    'This vehicle’s trial can’t be claimed right now. You can see its subscriptions in your account, or subscribe to keep listening.',
  'deviceLinking.toAccount': 'Go to my account',
  'deviceLinking.subscribe': 'See plans',
  'deviceLinking.next.title': 'Claim your trial',
  'deviceLinking.next.available':
    'The link was sent to {email}. Create an Orbit Radio sign-in with it to claim the trial.',
  'deviceLinking.next.reuse':
    '{email} already has an Orbit Radio sign-in. Sign in with it to claim the trial.',
  'deviceLinking.next.noEmail':
    'Sign in to Orbit Radio, or create a sign-in with any email, to claim the trial.',
  'deviceLinking.next.taken':
    '{email} is used by an Orbit Radio sign-in in another country. Create a sign-in with another email, or sign in with one you have here.',
  'deviceLinking.createSignIn': 'Create a sign-in',
  'deviceLinking.createWithEmail': 'Create a sign-in with {email}',
  'deviceLinking.createWithAnother': 'Create a sign-in with another email',
  'deviceLinking.signIn': 'Sign in',
  'deviceLinking.signInAs': 'Sign in as {email}',
  'deviceLinking.signInOther': 'I already have a sign-in',
  'deviceLinking.claim.signedInAs': 'You’re signed in as {handle}.',
  'deviceLinking.claim.terms.US':
    'I agree to the Offer and Renewal Terms of this trial, the <agreement>Customer Agreement</agreement> and the <privacy>Privacy Policy</privacy>.',
  'deviceLinking.claim.terms.CA':
    'I agree to the Offer and Renewal Terms of this trial and the <agreement>Customer Agreement</agreement>, and I have read the <privacy>Privacy Policy</privacy>.',
  'deviceLinking.signInAnother': 'Sign in with another sign-in',
  'deviceLinking.claim.termsRequired': 'Tick the box to agree to the terms before claiming.',
  'deviceLinking.claim.marketing': 'Send me offers and news from Orbit Radio (optional).',
  'deviceLinking.claim.submit': 'Claim my trial',
  'deviceLinking.claim.working': 'Claiming…',
  'deviceLinking.claimed.title': 'Your trial is on your account',
  'deviceLinking.claimed.body':
    'The trial now runs on account {accountNumber}{endsOn, select, none {} other {, until {endsOn}}}. Listen in your vehicle and in the Orbit Radio app.',
  'deviceLinking.claimed.already':
    'This vehicle’s trial was claimed with this link. You’re now signed in as {handle}.',
  'deviceLinking.signingIn': 'Signing you in…',
  'deviceLinking.signInFailed':
    'We couldn’t sign you in with this link. Sign in with your email and password instead.',
  'deviceLinking.refusal.CLAIMING_WITH_UNAUTHORIZED_USER.title':
    'This trial belongs to another sign-in',
  'deviceLinking.refusal.CLAIMING_WITH_UNAUTHORIZED_USER.body':
    'The email this link was sent to has its own Orbit Radio sign-in, or the trial was already claimed with another one. Sign out, then sign in with the email the link was sent to.',
  'deviceLinking.refusal.SUB_ALREADY_EXISTS_FOR_IDENTITY.title':
    'This trial is already on your account',
  'deviceLinking.refusal.SUB_ALREADY_EXISTS_FOR_IDENTITY.body':
    'There’s nothing more to do: you’ll find it in your account.',
  'deviceLinking.refusal.EXISTING_SELF_PAY_SUBSCRIPTION_ERROR.title':
    'This vehicle already has a paid subscription',
  'deviceLinking.refusal.EXISTING_SELF_PAY_SUBSCRIPTION_ERROR.body':
    'A trial can’t be added on top of it. Manage the subscription from your account.',
  'deviceLinking.refusal.IDENTITY_NOT_ELIGIBLE_ERROR.title': 'This sign-in can’t claim the trial',
  'deviceLinking.refusal.IDENTITY_NOT_ELIGIBLE_ERROR.body':
    'Sign in with another email, or create a new sign-in, then open the link again.',
  'deviceLinking.refusal.TRIAL_PENDING_ACTIVATION_ERROR.title': 'Your trial hasn’t started yet',
  'deviceLinking.refusal.TRIAL_PENDING_ACTIVATION_ERROR.body':
    'Turn on your vehicle’s radio and tune to Orbit Radio to start it, then try again in a few minutes.',
  'deviceLinking.refusal.IDENTITY_NOT_RELATED_TO_VEHICLE_ERROR.title':
    'This vehicle’s trial is on another account',
  'deviceLinking.refusal.IDENTITY_NOT_RELATED_TO_VEHICLE_ERROR.body':
    'Sign in with the email of the account that holds it, or call us if you bought the vehicle.',
  'deviceLinking.refusal.ELIGIBILITY_SUBSCRIPTION_REQUIRED.title': 'There’s no trial left to claim',
  'deviceLinking.refusal.ELIGIBILITY_SUBSCRIPTION_REQUIRED.body':
    'This vehicle needs a subscription to play Orbit Radio. See the plans to choose one.',
  'deviceLinking.refusal.INVALID_EMAIL_ADDRESS.title': 'Your sign-in has no email address',
  'deviceLinking.refusal.INVALID_EMAIL_ADDRESS.body':
    'Add an email to your sign-in in your account, then open the link again.',
  'deviceLinking.refusal.INVALID_ACTIVATION_CODE.title': 'This radio can’t play Orbit Radio',
  'deviceLinking.refusal.INVALID_ACTIVATION_CODE.body':
    'It may be a demonstration radio. Call us and we’ll look into it.',
  'deviceLinking.refusal.VEHICLE_NOT_FOUND.title': 'We can’t find this vehicle',
  'deviceLinking.refusal.VEHICLE_NOT_FOUND.body':
    'Ask for a new link from your vehicle’s screen, or call us.',
  'deviceLinking.refusal.TERMS_VERSION_OUT_OF_DATE.title': 'The terms were just updated',
  'deviceLinking.refusal.TERMS_VERSION_OUT_OF_DATE.body':
    'Read the updated documents through the links, then tick the box again to claim.',
  'deviceLinking.refusal.other': 'We couldn’t claim the trial. Please try again in a moment.',
  'deviceLinking.problem.MAGIC_LINK_NOT_FOUND.title': 'We don’t know this link',
  'deviceLinking.problem.MAGIC_LINK_NOT_FOUND.body':
    'Check that you opened the whole link from the email, or ask for a new one from your vehicle’s screen.',
  'deviceLinking.problem.MAGIC_LINK_EXPIRED.title': 'This link has expired',
  'deviceLinking.problem.MAGIC_LINK_EXPIRED.body':
    'Links work for 72 hours. We can send a new one to the email we have for this vehicle.',
  'deviceLinking.problem.MAGIC_LINK_ALREADY_USED.title': 'This link was already used',
  'deviceLinking.problem.MAGIC_LINK_ALREADY_USED.body':
    'Each link opens once. We can send a new one to the email we have for this vehicle.',
  'deviceLinking.problem.INVALID_MAGIC_LINK_GRANT.title': 'This page has timed out',
  'deviceLinking.problem.INVALID_MAGIC_LINK_GRANT.body':
    'A link stays open for an hour. We can send a new one to the email we have for this vehicle.',
  'deviceLinking.problem.unavailable':
    'Something went wrong on our side. Please try again in a moment.',
  'deviceLinking.askAgain': 'Send me a new link',
  'deviceLinking.askAgain.working': 'Sending…',
  'deviceLinking.askAgain.sent':
    'If we have an email for this vehicle, a new link is on its way. It works for 72 hours.',
  'deviceLinking.askAgain.failed': 'We couldn’t ask for a new link. Please try again in a moment.',
  'deviceLinking.retry': 'Try again',
  'deviceLinking.newIdentity.title': 'Create your sign-in',
  'deviceLinking.newIdentity.codeTitle': 'Enter your code',
  'deviceLinking.newIdentity.lead':
    'Create an Orbit Radio sign-in, then claim your vehicle’s trial with it.',
  'deviceLinking.newIdentity.fixedEmail': 'The email your vehicle’s link was sent to.',
  'deviceLinking.newIdentity.otherEmail': 'Use an email other than {email}.',
  'deviceLinking.newIdentity.signedInNotice':
    'You’re signed in as {handle}. Creating a new sign-in signs you out of that one first.',
  'deviceLinking.newIdentity.reuse':
    '{email} already has an Orbit Radio sign-in: sign in with it to claim the trial.',
  'deviceLinking.newIdentity.haveSignIn': 'Already have a sign-in?',
  'deviceLinking.badLink.title': 'This isn’t a complete link',
  'deviceLinking.badLink.body':
    'Open the link from your email again, or scan the code on your vehicle’s screen.',
} as const;
