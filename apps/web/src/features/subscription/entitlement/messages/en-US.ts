export const messages = {
  'entitlement.error.title': 'We can’t open this offer',
  'entitlement.error.notFound':
    'This link doesn’t match a subscription we know. Check the link you were sent, or open it again from the app you bought it in.',
  'entitlement.error.failed': 'Something went wrong on our side. Please try again in a moment.',
  'entitlement.help': 'Questions? Our care team can help.',
  'entitlement.ended.title': 'This subscription has ended',
  'entitlement.ended.body':
    '{partnerName} tells us this subscription is no longer active, so there is nothing to activate. Manage it in your {partnerName} account.',
  'entitlement.active.title': 'Your subscription is already active',
  'entitlement.active.body':
    '{packageName}, billed by {partnerName}, is already set up on an Orbit Radio account.',
  'entitlement.active.toAccount': 'Go to my account',
  'entitlement.active.signIn': 'Sign in to listen',
  'entitlement.setUp.title': 'Activate your subscription from {partnerName}',
  'entitlement.setUp.lead':
    'You bought {packageName} through {partnerName}. Set up your Orbit Radio account to start listening — {partnerName} keeps billing you, we never ask for a card.',
  'entitlement.form.firstName': 'First name (optional)',
  'entitlement.form.lastName': 'Last name (optional)',
  'entitlement.form.email': 'Email',
  'entitlement.form.password': 'Create a password',
  'entitlement.form.submit': 'Activate my subscription',
  'entitlement.form.working': 'Activating…',
  'entitlement.form.signInInstead': 'I have an account: sign in',
  'entitlement.form.email.required': 'Enter your email.',
  'entitlement.form.email.invalid': 'Enter a valid email, like name@example.com.',
  'entitlement.form.firstName.required': 'Enter your first name.',
  'entitlement.form.firstName.invalid': 'Use 50 characters or fewer.',
  'entitlement.form.lastName.required': 'Enter your last name.',
  'entitlement.form.lastName.invalid': 'Use 50 characters or fewer.',
  'entitlement.form.emailInUse':
    'This email already has an Orbit Radio sign-in. Sign in instead to add the subscription to your account.',
  'entitlement.signIn.why':
    'Sign in, and we’ll add your {partnerName} subscription to your account.',
  'entitlement.signedIn.body': 'You’re signed in: we’ll add it to your Orbit Radio account.',
  'entitlement.signedIn.activate': 'Add it to my account',
  'entitlement.refused.ENTITLEMENT_ALREADY_ACTIVATED':
    'This subscription was just activated on another account.',
  'entitlement.refused.ENTITLEMENT_NOT_ACTIVATABLE': 'This subscription is no longer active.',
  'entitlement.done.title': 'You’re all set',
  'entitlement.done.body': '{packageName} is active on your account, billed by {partnerName}.',
  'entitlement.done.listen':
    'Listen now in the Orbit Radio app or on the web: sign in with {email} and the password you chose.',
  'entitlement.done.billing':
    'To change or cancel it, go to your {partnerName} account: {partnerName} bills this subscription.',
  'entitlement.done.toAccount': 'Go to my account',
};
