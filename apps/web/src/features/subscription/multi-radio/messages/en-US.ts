/** Multi-radio purchase's messages (one order for several of the account's radios). */
export const messages = {
  'multiRadio.title': 'Subscribe several radios at once',
  'multiRadio.lead':
    'Choose two or more of your radios, a plan for each, and pay once. Eligible plans get the multi-radio discount.',

  'multiRadio.step.radios': 'Choose your radios',
  'multiRadio.step.plans': 'Choose a plan for each radio',
  'multiRadio.step.payment': 'Enter your payment information',
  'multiRadio.step.review': 'Review and complete',
  'multiRadio.continue': 'Continue',

  'multiRadio.radios.legend': 'Your radios',
  'multiRadio.radios.radioId': 'Radio ID ending in {lastFour}',
  'multiRadio.radios.noPlan': 'No active service',
  'multiRadio.radios.paid': 'Active: {plan}',
  'multiRadio.radios.suspended': 'Suspended: {plan}',
  'multiRadio.radios.notSold': 'Already has a plan: change it from your account',
  'multiRadio.radios.trial': 'Trial: {plan}',
  'multiRadio.radios.type.car': 'Car radio',
  'multiRadio.radios.type.radio': 'Radio',
  'multiRadio.radios.type.aviation': 'Aviation radio',
  'multiRadio.radios.type.marine': 'Marine radio',
  'multiRadio.radios.pickTwo': 'Choose at least two radios.',
  'multiRadio.radios.tooFew':
    'Your account needs at least two radios to buy plans for several at once.',

  'multiRadio.plans.legend': 'Plans for {radio}',
  'multiRadio.plans.price': '{price}/mo',
  'multiRadio.plans.saving': 'Multi-radio discount: save {saving}/mo',
  'multiRadio.plans.pickEach': 'Choose a plan for each radio.',
  'multiRadio.plans.none': 'There is no plan we can sell for this radio online.',
  'multiRadio.plans.failed': 'We couldn’t load the plans. Please try again.',

  'multiRadio.payment.chosen': 'Card ending in {last4}',

  'multiRadio.review.radio': '{radio} (ending in {lastFour})',
  'multiRadio.review.pending': 'Complete the steps above to see your order.',

  'multiRadio.refused.title': 'One of your radios can’t take its plan',
  'multiRadio.refused.body':
    '{radio} can’t be subscribed to this plan: {reason} Nothing was charged. Choose another plan or leave the radio out.',
  'multiRadio.refused.reason.INELIGIBLE_FOR_OFFER': 'this radio can’t get this plan.',
  'multiRadio.refused.reason.OFFER_NOT_FOUND': 'the plan is no longer on sale for it.',
  'multiRadio.refused.reason.OTHER': 'we can’t sell it online.',

  'multiRadio.error.cardRefused':
    'Your card was declined. Check its details or use another card. Nothing was charged.',
  'multiRadio.error.unexpected':
    'Something went wrong on our side and nothing was charged. Please try again, or call {phone}.',

  'multiRadio.thanks.title': 'Your radios are subscribed',
  'multiRadio.thanks.lead': 'Thank you. Here is your order.',
  'multiRadio.thanks.orderNumber': 'Order number',
  'multiRadio.thanks.charged': 'Charged today',
  'multiRadio.thanks.discount': 'Multi-radio discount included',
  'multiRadio.thanks.email': 'We sent the confirmation to {email}.',
  'multiRadio.thanks.account': 'Go to my account',
} as const;
