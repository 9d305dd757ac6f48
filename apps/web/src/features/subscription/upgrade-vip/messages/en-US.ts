/** Platinum VIP's messages (flows §4.5). */
export const messages = {
  'vip.hero.title': 'Platinum VIP on two devices',
  'vip.hero.lead':
    'One Platinum VIP price covers two of your devices: two radios, or a radio and a streaming subscription.',
  'vip.hero.greeting': 'Hi {firstName}.',
  'vip.hero.first': 'This offer starts from {first} ({plan}).',

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
} as const;
