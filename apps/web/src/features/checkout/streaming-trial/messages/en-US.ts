export const messages = {
  'trial.offer.title': 'Try Orbit Radio streaming free',
  'trial.offer.lead':
    'Your trial ends by itself: no card needed, nothing charged. Keep listening after it only if you choose a plan.',
  'trial.accordion.label': 'Your streaming trial',
  'trial.accordion.account': 'Your account',
  'trial.accordion.information': 'Your information',
  'trial.accordion.review': 'Review',
  'trial.accordion.done': 'Done',
  'trial.accordion.edit': 'Edit: {section}',
  'trial.information.title': 'Enter your information',
  'trial.information.choice': 'After your trial',
  'trial.information.trialOnly': 'Just the trial: it ends on its own, no card needed',
  'trial.information.followOn': 'Keep listening: {packageName} at {price}/month after the trial',
  'trial.information.lead': 'We need your name, ZIP code and phone number to set up your trial.',
  'trial.review.title': 'Review your trial',
  'trial.review.noCard': 'No card needed',
  'trial.review.endsOn': 'Your trial ends on {date}. Nothing is charged and it doesn’t renew.',
  'trial.review.followOn': 'After the trial: {packageName}',
  'trial.review.start': 'Start My Trial',
  'trial.review.agreement':
    'I understand that my trial ends by itself and that nothing is charged. I accept the <agreement>Customer Agreement</agreement> and the <privacy>Privacy Policy</privacy>. Questions? Call {phone}.',
  'trial.thanks.title': 'Your streaming trial has started',
  'trial.thanks.endsOn': 'Your trial runs until {date}, then ends by itself.',
  'trial.thanks.followOn':
    'Your trial runs until {date}; then {packageName} begins and your card is charged.',
  'trial.tokenized.refused':
    'That trial link has expired or is not valid. You can still start a trial here.',
  'trial.own.title': 'Your Orbit account',
  'trial.own.lead':
    'You’re signed in: your trial goes on this account. No new account, no new password, no card.',
  'trial.own.informationLead': 'Your trial goes on this account, at its address.',
  'trial.own.holder': 'Account holder',
  'trial.own.account': 'Account number',
  'trial.own.signInQuestion': 'Already have an Orbit account?',
  'trial.own.signIn': 'Sign in to put the trial on it',
  'trial.refusal.title': 'This trial is for new subscribers',
  'trial.refusal.body':
    'Our records show you’ve already had Orbit Radio streaming, so this free trial isn’t available to you.',
  'trial.refusal.next': 'You can keep listening with a streaming plan. Questions? Call {phone}.',
  'trial.refusal.plans': 'See streaming plans',
} as const;
