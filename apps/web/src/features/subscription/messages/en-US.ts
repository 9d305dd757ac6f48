/** The subscription pages' messages: change plan and change term (flows §5.1). */
export const messages = {
  'subscription.change.current':
    'Today you have {packageName}, {months, plural, one {# month} other {# months}} for {price}. Your current term ends on {date}.',
  'subscription.change.pendingCancellation':
    'Your subscription is set to end on {date}. Changing your plan keeps it: the cancellation is taken back.',
  'subscription.change.continue': 'Continue',
  'subscription.change.working': 'Please wait…',

  'subscription.change.plan.title': 'Pick your plan',
  'subscription.change.plan.legend': 'Plans you can have',
  'subscription.change.plan.current': 'Your current plan',
  'subscription.change.plan.best': 'Our best plan',
  'subscription.change.plan.KEEP': 'Keep this plan and choose another billing term.',
  'subscription.change.plan.ADD': 'Everything you have now, and more.',
  'subscription.change.plan.SWITCH': 'A different plan: some of what you have now is not included.',
  'subscription.change.plan.missing': 'Pick a plan, or continue with your current plan.',
  'subscription.change.confirm.title': 'Switch to {plan}?',
  'subscription.change.confirm.body':
    '{plan} does not include everything {current} has. Channels and features that are only in {current} will no longer be available once the change takes effect.',
  'subscription.change.confirm.keep': 'Keep my plan',
  'subscription.change.confirm.switch': 'Switch plans',

  'subscription.change.term.title': 'Pick your billing term',
  'subscription.change.term.legend': 'Billing terms',
  'subscription.change.term.months':
    '{months, plural, one {Monthly} =12 {Yearly} other {Every # months}}',
  'subscription.change.term.per': '{months, plural, one {/month} other {/# months}}',
  'subscription.change.term.chosen':
    '{months, plural, one {Monthly} =12 {Yearly} other {Every # months}}, {price}',
  'subscription.change.term.none': 'There is no other billing term for this plan.',
  'subscription.change.term.missing': 'Pick a billing term.',
  'subscription.change.timing.NOW':
    'Starts today. You get credit for the unused part of your current term.',
  'subscription.change.timing.NEXT_RENEWAL':
    'Starts at your next renewal. Nothing is charged today.',
  'subscription.change.timing.TRIAL_END': 'Starts when your trial ends. Nothing is charged today.',

  'subscription.change.vehicle.title': 'Add vehicle data services',
  'subscription.change.vehicle.legend': 'Vehicle data plans for your car',
  'subscription.change.vehicle.none': 'No thanks',

  'subscription.change.payment.title': 'Enter your payment information',
  'subscription.change.payment.cardOnFile': 'My card on file ({brand} ending in {last4})',
  'subscription.change.payment.newCardChosen': 'Card ending in {last4}',
  'subscription.change.payment.withGiftCard': '{card}, and the gift card ending in {last4}',

  'subscription.change.review.title': 'Review and complete',
  'subscription.change.review.pending': 'Your price is on its way.',
  'subscription.change.review.repriced':
    'Your subscription changed since we priced this. Here is the new price: review it before you complete the change.',

  'subscription.change.preview.title': 'Your change',
  'subscription.change.preview.newPlan': 'New plan',
  'subscription.change.preview.plan':
    '{packageName}, {months, plural, one {# month} other {# months}} for {price}',
  'subscription.change.preview.starts': 'Starts on',
  'subscription.change.preview.credit':
    'Credit for the unused {days, plural, one {# day} other {# days}} of your current plan',
  'subscription.change.preview.nextBill': 'Your next bill, on {date}',
  'subscription.change.preview.timing.NOW':
    'The change happens today, {date}. The charge below already takes off the credit for your current plan.',
  'subscription.change.preview.timing.NEXT_RENEWAL':
    'The change happens at your next renewal, on {date}. Nothing is charged today.',
  'subscription.change.preview.timing.TRIAL_END':
    'Your trial continues until {date}; your new plan starts then. Nothing is charged today.',

  'subscription.change.error.samePlan':
    'You already have this plan: your subscription has already been upgraded.',
  'subscription.change.error.unexpected':
    'We couldn’t update your subscription. Nothing was charged. Please try again.',
  'subscription.change.error.cardRefused':
    'Your card could not be processed. Use another card or check the details and try again.',
  'subscription.change.error.notEligible.title': 'Your radio no longer qualifies',
  'subscription.change.error.notEligible.body':
    'This plan change can’t be made online for your radio. You can manage your subscription from your account.',
  'subscription.change.error.manageAccount': 'Manage Account',

  'subscription.change.thanks.title': 'Your subscription has been updated',
  'subscription.change.thanks.lead': 'Thanks! Here is a summary of your change.',
  'subscription.change.thanks.orderNumber': 'Order number',
  'subscription.change.thanks.newPlan': 'New plan',
  'subscription.change.thanks.charged': 'Charged today',
  'subscription.change.thanks.giftCard': 'Paid by gift card',
  'subscription.change.thanks.email': 'We sent a confirmation to {email}.',
  'subscription.change.thanks.backToAccount': 'Back to my account',

  'subscription.upgrade.redeemed-error.title': 'This upgrade has already been ordered',
  'subscription.upgrade.redeemed-error.body':
    'The upgrade in this email was ordered already, so there is nothing more to do. Your account shows the plan you have now.',
  'subscription.upgrade.expired-error.title': 'This upgrade offer has ended',
  'subscription.upgrade.expired-error.body':
    'The offer in this email is no longer available. You can still change your plan from your account.',
  'subscription.upgrade.already-upgraded-error.title': 'You already have our top plan',
  'subscription.upgrade.already-upgraded-error.body':
    'Your subscription already includes everything this upgrade offers, so there is nothing to add.',
  'subscription.upgrade.default-error.title': 'We can’t open this upgrade',
  'subscription.upgrade.default-error.body':
    'Something is wrong with this link. Sign in to your account to see the plans you can have.',
  'subscription.upgrade.toAccount': 'Go to my account',
};
