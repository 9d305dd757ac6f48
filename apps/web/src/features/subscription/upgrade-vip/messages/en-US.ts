/** Platinum VIP's messages (flows §4.5). */
export const messages = {
  'vip.hero.title': 'Platinum VIP on two devices',
  'vip.hero.lead':
    'One Platinum VIP price covers two of your devices: two radios, or a radio and a streaming subscription.',
  'vip.hero.greeting': 'Hi {firstName}.',
  'vip.hero.first': 'This offer starts from {first} ({plan}).',
  'vip.second.title': 'Add your second device to Platinum VIP',
  'vip.second.lead':
    '{first} is already on Platinum VIP. Your plan covers one more device: choose it, and it joins at no extra monthly price.',

  'vip.find.title': 'First, let’s find your account',

  'vip.device.radio': 'Radio ending in {lastFour}',
  'vip.device.streaming': 'Streaming for {username}',
  'vip.device.noService': 'No active service',

  'vip.step.second': 'Choose your second device',
  'vip.step.payment': 'Payment',
  'vip.step.review': 'Review and complete',

  'vip.second.legend': 'Your other devices',
  'vip.second.continue': 'Continue',
  'vip.second.none':
    'None of your other devices can join Platinum VIP right now. Call us to add a device to your account.',
  'vip.refusal.SUBSCRIPTION_HAS_VIP_PLATINUM_PACKAGE_ON_2_RADIOS':
    'Already one of the two devices of a Platinum VIP plan.',
  'vip.refusal.SUBSCRIPTION_NOT_ELIGIBLE_FOR_SECOND_RADIO':
    'This device can’t be the second device of Platinum VIP.',
  'vip.refusal.first.SUBSCRIPTION_HAS_VIP_PLATINUM_PACKAGE_ON_2_RADIOS':
    'This radio is already on a Platinum VIP plan with another device.',
  'vip.refusal.first.SUBSCRIPTION_NOT_ELIGIBLE_FOR_SECOND_RADIO':
    'This radio can’t be upgraded to Platinum VIP online. Call us and we’ll help.',

  'vip.payment.lead': 'Choose how to pay for Platinum VIP.',
  'vip.payment.chosen': 'Card ending in {last4}',
  'vip.continue': 'Continue',

  'vip.review.swapped':
    'Your first radio is in a trial: Platinum VIP starts on your other device first, and on the radio in trial when its trial ends.',
  'vip.review.device': '{plan}: {today} today, then {monthly}/mo, from {starts}',
  'vip.review.total': 'Due today',

  'vip.error.cardRefused':
    'Your card was declined and nothing was charged. Check its details or use another card.',
  'vip.error.device':
    'That device can no longer join Platinum VIP. Choose another one, or call {phone}.',
  'vip.error.unexpected': 'We couldn’t complete your order. Try again, or call {phone}.',

  'vip.upgrading.title': 'Upgrading your devices',
  'vip.upgrading.body': 'We’re upgrading both devices to Platinum VIP. This takes a moment.',

  'vip.thanks.title': 'Both devices are on Platinum VIP',
  'vip.thanks.secondTitle': 'Your second device is on Platinum VIP',
  'vip.thanks.partialTitle': 'One device is on Platinum VIP',
  'vip.thanks.partialBody':
    'We couldn’t upgrade your second device. Your first device keeps Platinum VIP. Try the second one again; you won’t be charged twice.',
  'vip.thanks.retry': 'Try the second device again',
  'vip.thanks.order': '(order {orderId})',
  'vip.outcome.upgraded':
    'Radio ending in {lastFour}: upgraded to Platinum VIP{charged, select, other { — {charged} charged today} none {}}.',
  'vip.outcome.alreadyVip': 'Radio ending in {lastFour}: already on Platinum VIP.',
  'vip.outcome.failed': 'Radio ending in {lastFour}: not upgraded.',
  'vip.outcome.notAttempted': 'Radio ending in {lastFour}: not upgraded yet.',

  'vip.problem.title': 'This link can’t be used',
  'vip.problem.body':
    'Your Platinum VIP link has expired or isn’t complete. You can still see our plans, or call us.',
  'vip.problem.plans': 'See our plans',
  'vip.refusal.first.update': 'Change your Platinum VIP plan',

  'vip.update.title': 'Change your Platinum VIP plan',
  'vip.update.lead':
    'Your Platinum VIP covers two devices for one price. Choose another plan: it takes over on both devices when what you’ve paid for ends.',
  'vip.update.devices': 'Your two devices',
  'vip.update.radio': 'Radio ending in {lastFour}',
  'vip.update.streaming': 'Streaming',
  'vip.update.role.primary': 'Pays the plan',
  'vip.update.role.secondary': 'Included',
  'vip.update.paidThrough': 'paid through {day}',
  'vip.update.current': 'Current plan',
  'vip.update.price.monthly': '{price}/mo',
  'vip.update.price.annual': '{price}/yr (works out to {perMonth}/mo)',
  'vip.update.price.term': '{price} every {months} months',
  'vip.update.choose': 'Choose your new plan',
  'vip.update.none': 'There’s no other Platinum VIP plan to move to right now.',
  'vip.update.payment': 'Payment',
  'vip.update.cardOnFile': 'Your card on file pays: {brand} ending in {last4}.',
  'vip.update.noCard':
    'There’s no usable card on your account. Add one in your account, then come back to change your plan.',
  'vip.update.review': 'Review and complete',
  'vip.update.review.plan': 'New plan',
  'vip.update.review.starts': 'Starts',
  'vip.update.review.startsValue': '{day}, on both devices',
  'vip.update.review.today': 'Due today',
  'vip.update.review.note':
    'Your current plan runs until {day}; nothing you’ve paid for is lost. Then {price} plus tax is charged to your card on file.',
  'vip.update.error.card':
    'Your card on file was declined and nothing was charged. Update it in your account, or call {phone}.',
  'vip.update.error.noCard':
    'There’s no usable card on your account. Add one in your account, or call {phone}.',
  'vip.update.error.plan':
    'That plan can’t be chosen for your Platinum VIP any more. Choose another one, or call {phone}.',
  'vip.update.error.unexpected': 'We couldn’t change your plan. Try again, or call {phone}.',
  'vip.update.noBundle.title': 'You don’t have Platinum VIP on two devices',
  'vip.update.noBundle.body':
    'Only a Platinum VIP plan that covers two devices can be changed here. Your account shows what you have.',
  'vip.update.noBundle.account': 'Go to your account',
  'vip.update.thanks.title': 'Your Platinum VIP plan is changing',
  'vip.update.thanks.body': 'Your new plan takes over on both devices on {day}.',
  'vip.update.thanks.charged': '{amount} charged today.',
  'vip.update.thanks.nothingToday': 'Nothing is charged today.',
} as const;
