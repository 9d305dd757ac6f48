/** Transfer and swap's messages (flows §8.1): moving a plan to a new radio, replacing a radio. */
export const messages = {
  'transfer.title': 'Move your subscription to your new radio',
  'transfer.port.title': 'Bring your subscription to your new radio',
  'transfer.found':
    'Your new radio — {radio} — is in its {trialPlan} trial until {date}. Choose what happens next.',
  'transfer.continue': 'Continue',
  'transfer.pricing': 'Getting your summary…',
  'transfer.toAccount': 'Go to my account',

  'transfer.radio.inVehicle': '{vehicle}, radio ID ending in {lastFour}',
  'transfer.radio.plain': 'radio ID ending in {lastFour}',

  'transfer.waysIn.lead':
    'To move a subscription, we first need to know it’s yours. Sign in, or find your account with your radio ID or your details.',
  'transfer.waysIn.signIn': 'Sign in',
  'transfer.waysIn.findAccount': 'Find my account',
  'transfer.invalidLink.title': 'This link can’t be used',
  'transfer.invalidLink.body':
    'It may have expired or been used already. You can still move your subscription below.',
  'transfer.login.why':
    'Sign in to the account that pays for your current radio. You’ll come right back to move your subscription.',

  'transfer.lookup.title': 'Find your new radio',
  'transfer.lookup.findLead': 'First, let’s find the account that pays for your current radio.',
  'transfer.lookup.signIn': 'Sign in instead',
  'transfer.lookup.radioLead':
    'Enter the radio ID of the radio in your new car. Tune it to channel 0 to see it, or look for it on your vehicle’s paperwork.',
  'transfer.lookup.radioId': 'New radio ID',
  'transfer.lookup.find': 'Find my radio',
  'transfer.lookup.finding': 'Finding your radio…',

  'transfer.radioId.hint': '8 or 12 letters and numbers, shown on channel 0',
  'transfer.radioId.REQUIRED': 'Enter the radio ID.',
  'transfer.radioId.INVALID': 'Enter the radio ID as the radio shows it: letters and numbers only.',
  'transfer.radioId.TOO_SHORT': 'A radio ID has at least 8 letters and numbers.',
  'transfer.radioId.TOO_LONG': 'A radio ID has at most 12 letters and numbers.',
  'transfer.radioId.NO_TRIAL':
    'We couldn’t find a trial of yours on this radio. Check the radio ID on channel 0 and try again.',
  'transfer.radioId.NOT_FOUND': 'We couldn’t find a radio with this ID. Check it on channel 0.',
  'transfer.radioId.IN_USE':
    'This radio already has service. Choose a radio without a subscription.',
  'transfer.radioId.NOT_ELIGIBLE': 'This radio can’t take your subscription.',

  'transfer.step.move': 'Choose what moves',
  'transfer.step.payment': 'Choose how to pay',
  'transfer.step.review': 'Review and confirm',

  'transfer.move.legend': 'Which subscription moves to your new radio?',
  'transfer.move.plan': '{plan} from {radio}',
  'transfer.move.detail':
    'Your remaining {days, plural, one {# paid day moves} other {# paid days move}} with it, and your old radio is closed. Paid through {date}.',
  'transfer.move.detailPort':
    'Your remaining {days, plural, one {# paid day moves} other {# paid days move}} with it, and your old radio stays on your account, inactive. Paid through {date}.',
  'transfer.move.cannot': 'This subscription can’t be moved online.',
  'transfer.move.consolidate': 'Keep my subscriptions as they are',
  'transfer.move.consolidateDetail':
    'Your new radio joins your account and its trial continues until {date}.',
  'transfer.move.consolidateChosen': 'Add the new radio to my account',
  'transfer.move.chosen': '{plan} from {radio}',
  'transfer.move.missing': 'Choose what moves to your new radio.',

  'transfer.step.plan': 'Choose the plan after your trial',
  'transfer.plan.loading': 'Getting the plans…',
  'transfer.plan.failed':
    'We couldn’t load the plans. You can still add your radio and choose a plan later.',
  'transfer.plan.legend': 'Which plan follows your trial?',
  'transfer.plan.price':
    '{price} every {months, plural, one {month} other {# months}} after your trial',
  'transfer.plan.none': 'No plan for now',
  'transfer.plan.noneDetail':
    'Your trial ends by itself. You can choose a plan any time before it does.',
  'transfer.plan.noneChosen': 'None for now',
  'transfer.review.followOn': 'After your trial',
  'transfer.payment.lead': 'Nothing is charged today.',
  'transfer.payment.legend': 'How do you want to pay for the plan after your trial?',
  'transfer.payment.creditCard': 'With the card on my account',
  'transfer.payment.invoice': 'Send me an invoice',

  'transfer.review.pending': 'Complete the steps above to see your summary.',
  'transfer.review.plan': 'Plan',
  'transfer.review.from': 'From',
  'transfer.review.fromClosed': '{radio}, which is then closed',
  'transfer.review.fromKept': '{radio}, which stays on your account, inactive',
  'transfer.review.to': 'To',
  'transfer.review.joins': 'Joins your account',
  'transfer.review.remaining': 'Paid time that moves',
  'transfer.review.remainingValue': '{days, plural, one {# day} other {# days}} (worth {value})',
  'transfer.review.trial': 'Trial',
  'transfer.review.trialEnds': 'Your {plan} trial ends today',
  'transfer.review.trialRuns': 'Your {plan} trial continues until {date}',
  'transfer.review.nextBill': 'Next bill',
  'transfer.review.nextBillValue': '{amount} on {date}',
  'transfer.review.paymentType': 'Payment',
  'transfer.review.agreement':
    'I agree that my subscription moves to my new radio with its paid time and renews automatically at the then-current rate until I cancel. I accept the <agreement>Customer Agreement</agreement> and the <privacy>Privacy Policy</privacy>. I can cancel online, or by calling {phone}.',
  'transfer.review.agreementConsolidate':
    'I agree to add my new radio to my account. I accept the <agreement>Customer Agreement</agreement> and the <privacy>Privacy Policy</privacy>. I can cancel online, or by calling {phone}.',
  'transfer.review.submit': 'Move My Subscription',
  'transfer.review.submitConsolidate': 'Add My New Radio',

  'transfer.thanks.moved.title': 'Your subscription has moved',
  'transfer.thanks.moved.lead':
    '{plan} now plays on your radio ending in {lastFour}. We sent the details to your email.',
  'transfer.thanks.consolidated.title': 'Your new radio is on your account',
  'transfer.thanks.consolidated.lead':
    'Your radio ending in {lastFour} is now on your account ending in {account}.',
  'transfer.thanks.orderNumber': 'Order number',
  'transfer.thanks.charged': 'Charged today',
  'transfer.followOn.choose': 'Choose the plan that follows your trial',

  'transfer.consolidated.title': 'Your new radio is already on your account',
  'transfer.consolidated.lead':
    '{radio} is on your account. Its {plan} trial runs until {date}, and your paid plan follows it: there’s nothing more to do.',
  'transfer.offer.title': 'Keep listening after your trial',
  'transfer.offer.lead':
    '{radio} is on your account. Its {plan} trial ends on {date}, and no plan follows it yet. Choose one to keep listening.',

  'transfer.swap.title': 'Replace a lost or broken radio',
  'transfer.swap.lead':
    'Your subscription and its paid time move to the new radio. The old radio is closed. Nothing is charged.',
  'transfer.swap.signInFirst': 'Sign in to the account of the radio you’re replacing.',
  'transfer.swap.oldLegend': 'Which radio are you replacing?',
  'transfer.swap.oldDetail': '{plan}, next bill {date}',
  'transfer.swap.newRadioId': 'New radio ID',
  'transfer.swap.chooseOld': 'Choose the radio you’re replacing.',
  'transfer.swap.none':
    'None of your radios can be replaced online. Call us at {phone} and we’ll help.',
  'transfer.swap.newRadioRefused':
    'The new radio can no longer take your subscription. Check its radio ID, or choose another radio.',
  'transfer.swap.checkout.title': 'Review your radio replacement',
  'transfer.swap.agreement':
    'I agree that my subscription moves to my new radio with its paid time, that my old radio is closed, and that my subscription renews automatically at the then-current rate until I cancel. I accept the <agreement>Customer Agreement</agreement> and the <privacy>Privacy Policy</privacy>. I can cancel online, or by calling {phone}.',
  'transfer.swap.submit': 'Replace My Radio',
  'transfer.swap.thanks.title': 'Your new radio is ready',
  'transfer.swap.thanks.lead':
    '{plan} now plays on your radio ending in {lastFour}. Your radio ending in {oldLastFour} is closed.',

  'transfer.error.title': 'We couldn’t finish moving your subscription',
  'transfer.error.body': 'Nothing was changed or charged. Please try again in a moment.',
  'transfer.error.call': 'Or call us and we’ll do it with you:',
  'transfer.error.again': 'Try again',
  'transfer.error.unexpected':
    'Something went wrong and nothing was changed. Please try again, or call us at {phone}.',
  'transfer.error.noCard':
    'There’s no card on your account. Choose an invoice, or add a card to your account first.',
  'transfer.error.notTransferable':
    'This subscription can’t be moved online anymore. Choose another, or call us at {phone}.',
  'transfer.error.changed':
    'Your subscription changed since we showed you the summary. Please check it again.',

  'transfer.oac.title': 'Taking you to your account…',
  'transfer.oac.body': 'You’re being sent to the Orbit Radio account centre to manage your radios.',
  'transfer.oac.link': 'Continue to my account',
} as const;
