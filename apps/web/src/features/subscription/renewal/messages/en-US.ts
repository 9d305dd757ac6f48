/** Roll-to-choice renewal's messages (flows §4.1). */
export const messages = {
  'renewal.hero.eyebrow': 'Your renewal offer',
  'renewal.hero.title':
    'Get {months, plural, one {# more month} other {# more months}} for {price}/mo',
  'renewal.hero.lead':
    'Your trial or promotion is ending soon. Keep listening without a break: choose the plan that follows your offer, then find your account.',
  'renewal.hero.radio': 'For your radio ending in {lastFour}, the offer starts on {date}.',

  'renewal.choices.title': 'Choose what follows your offer',
  'renewal.choices.legend': 'Plans after your offer',
  'renewal.choices.price': '{price}/mo after your offer',
  'renewal.choices.popular': 'Most popular',
  'renewal.choices.genre': 'You pick a genre',
  'renewal.choices.unavailable': 'Not available for your radio. {reason}',

  'renewal.reason.RADIO_NOT_CAPABLE': 'Your radio can’t play this plan.',
  'renewal.reason.RADIO_CLOSED': 'This radio has no service to renew.',
  'renewal.reason.OTHER_MARKET': 'This radio is on our service in the other country.',
  'renewal.reason.ALREADY_ON_PLAN': 'Your radio already has this plan.',
  'renewal.reason.ALREADY_RENEWED': 'This radio has already been renewed.',
  'renewal.reason.NOTHING_ENDING': 'Nothing is ending on this radio: its plan renews by itself.',
  'renewal.reason.OTHER': 'We can’t offer it for this radio.',

  'renewal.grid.caption': 'Compare the plans',
  'renewal.grid.price': 'Retail price per month',
  'renewal.grid.genre': 'Pick a genre',
  'renewal.grid.forYourRadio': 'For your radio',
  'renewal.grid.yes': 'Yes',
  'renewal.grid.no': 'No',
  'renewal.grid.available': 'Available',
  'renewal.grid.notAvailable': 'Not available',

  'renewal.details.title': 'Offer details',
  'renewal.details.body':
    '{packageName}: {months, plural, one {# month} other {# months}} for {price}/mo, starting the day your current trial or promotion ends. After that, the plan you choose renews every month at its retail price until you cancel. Taxes and fees are extra. You can cancel at any time.',
  'renewal.questions': 'Questions? Call {phone}.',

  'renewal.problem.unknownCode.title': 'We can’t find this renewal offer',
  'renewal.problem.unknownCode.body':
    'The link may be incomplete. Check the link in your email, or see the plans you can subscribe to today.',
  'renewal.problem.expiredCode.title': 'This renewal offer has ended',
  'renewal.problem.expiredCode.body':
    'The offer in this link is no longer available. See the plans you can subscribe to today.',
  'renewal.problem.plans': 'See our plans',

  'renewal.find.title': 'First, let’s find your account',
  'renewal.find.lead':
    'Find the account of the radio you are renewing: your Radio ID with your account number or last name, or your name and contact details.',
  'renewal.radio.title': 'Choose the radio to renew',
  'renewal.radio.lead':
    '{count, plural, one {We found # radio on your account.} other {We found # radios on your account.}}',
  'renewal.radio.id': 'Radio ID: ****{lastFour}',
  'renewal.radio.noService': 'No active service',
  'renewal.radio.device':
    '{type, select, car {Car radio} marine {Marine radio} aviation {Aviation radio} other {Radio}}',
  'renewal.radio.choose': 'Renew this radio',
  'renewal.radio.chooseNamed': 'Renew this radio, ending in {lastFour}',
  'renewal.radio.none':
    'There is no radio on this account to renew. Call {phone} and we will help you.',
  'renewal.radio.searchAgain': 'Search again',
  'renewal.account.radioLost': 'We couldn’t confirm that radio. Please find your account again.',
  'renewal.account.tooMany':
    'There have been too many searches for this radio. Wait a few minutes, or call {phone}.',
  'renewal.account.failed':
    'We couldn’t check the plans for this radio. Try again, or call {phone}.',

  'renewal.step.choice': 'Your plan after the offer',
  'renewal.step.payment': 'Payment',
  'renewal.step.review': 'Review and complete',
  'renewal.continue': 'Continue',

  'renewal.choice.legend': 'Plans for your radio',
  'renewal.choice.chooseAgain':
    'The plan you chose is no longer available for your radio. Choose another plan.',
  'renewal.choice.notAvailable.title': 'This choice is not available',
  'renewal.choice.notAvailable.body':
    '{packageName} is not available for your radio. {reason} Choose another plan.',
  'renewal.choice.noneAvailable':
    'None of these plans is available for this radio. Call {phone} and we will help you.',
  'renewal.genre.label': 'Genre',
  'renewal.genre.hint': '{packageName} plays the channels of the genre you choose.',
  'renewal.genre.placeholder': 'Choose a genre',
  'renewal.genre.required': 'Choose a genre to continue.',

  'renewal.payment.lead':
    'Tell us who the radio belongs to and where it is (taxes follow the service address), then the card for your renewal.',
  'renewal.payment.chosen': 'Card ending in {last4}',

  'renewal.review.pending': 'Complete the steps above first.',
  'renewal.review.radio': 'Radio',
  'renewal.review.radioValue': '{radio}, Radio ID ****{lastFour}',
  'renewal.review.offer': 'Your offer',
  'renewal.review.offerValue':
    '{packageName}: {months, plural, one {# month} other {# months}} for {price}/mo',
  'renewal.review.starts': 'Starts on',
  'renewal.review.then': 'Then',
  'renewal.review.thenValue': '{packageName} at {price}/mo',
  'renewal.review.genre': 'Genre',

  'renewal.error.cardRefused': 'Your card was declined. Check its details or use another card.',
  'renewal.error.alreadyRenewed':
    'This radio has already been renewed: there is nothing more to do. Questions? Call {phone}.',
  'renewal.error.unexpected': 'We couldn’t complete your renewal. Try again, or call {phone}.',

  'renewal.thanks.title': 'Thank you! Your renewal is set',
  'renewal.thanks.lead':
    'Your radio keeps playing: your offer starts when your current plan ends, and the plan you chose follows it.',
  'renewal.thanks.orderNumber': 'Order number',
  'renewal.thanks.charged': 'Charged today',
  'renewal.thanks.email': 'We sent a confirmation to {email}.',
} as const;
