export const messages = {
  'checkout.continue': 'Continue',
  'checkout.working': 'Please wait…',
  'checkout.newTab': '(opens in a new tab)',
  'checkout.steps.stepTitle': 'Step {number}: {title}',
  'checkout.steps.edit': 'Edit',
  'checkout.steps.editNamed': 'Edit {title}',
  'checkout.error.system': 'Something went wrong on our side. Please try again in a moment.',
  'checkout.error.unexpected':
    'Something unexpected happened and your order wasn’t placed. Check your details and try again.',

  'checkout.offer.studentTitle': 'Your student plan',
  'checkout.offer.studentVerified': 'You’re verified as a student. The student price is yours.',
  'checkout.offer.title': 'Stream Orbit Radio anywhere',
  'checkout.offer.usedCarRefused':
    'That radio isn’t eligible for a used-car trial, but you can still listen on the Orbit app.',
  'checkout.offer.fallback.EXPIRED':
    'The offer you were looking for has ended, so here is our best current offer.',
  'checkout.offer.fallback.INELIGIBLE':
    'That offer is for new subscribers only, so here is another great option for you.',
  'checkout.offer.fallback.NOT_FOUND':
    'We couldn’t find the offer you were looking for, so here is our best current offer.',
  'checkout.offer.newSubscribersOnly':
    'That offer is for new subscribers. Finding another great plan for you…',

  'checkout.recap.title': 'Your plan',

  'checkout.credsInt.title': 'Let’s create your account',
  'checkout.credsInt.body':
    'You’ll use an email address and a password to stream Orbit Radio and manage your account.',

  'checkout.creds.title': 'Create your account',
  'checkout.creds.humanCheck.title': 'One more step',
  'checkout.creds.humanCheck.body':
    'There have been many requests for the plans of this email. A quick security check runs below; once it’s done, continue again.',
  'checkout.creds.humanCheck.refused':
    'The security check didn’t go through. A new one runs below; once it’s done, continue again.',
  'checkout.creds.lead': 'Your email address is also your username.',
  'checkout.creds.email': 'Email address',
  'checkout.creds.password': 'Password',
  'checkout.creds.passwordRules':
    'At least 8 characters, using 3 of these 4: a number, a lowercase letter, an uppercase letter, a symbol ({specials}).',
  'checkout.creds.privacy':
    'We use your email to set up your account and send your receipt, as our privacy policy explains.',
  'checkout.creds.emailInUse':
    'This email address is already used as a username. Sign in, or use another email address.',

  'checkout.password.reservedWord': 'Your password cannot include the word “{word}”.',
  'checkout.password.policy': 'Your password doesn’t meet the requirements listed below it.',
  'checkout.password.personalData':
    'Your password cannot contain your first name, last name or email address.',

  'checkout.payment.title': 'Set up your payment',
  'checkout.payment.lead': 'Cancel online anytime.',
  'checkout.payment.leadTrial':
    'After your free months, your plan renews automatically at the regular price. Cancel online anytime.',
  'checkout.payment.firstName': 'First name',
  'checkout.payment.lastName': 'Last name',
  'checkout.payment.cardNumber': 'Card number',
  'checkout.payment.expiry': 'Expiration date',
  'checkout.payment.expiryHint': 'MM/YY, as printed on the card.',
  'checkout.payment.expiryPlaceholder': 'MM/YY',
  'checkout.payment.cvv': 'Security code (CVV)',
  'checkout.payment.cvvHint': 'The 3 digits on the back of the card.',
  'checkout.payment.cvvHintAmex': 'The 4 digits on the front of the card.',
  'checkout.payment.zip': 'ZIP code',
  'checkout.payment.postalCode': 'Postal code',
  'checkout.payment.phone': 'Phone number',
  'checkout.payment.phoneHint': '10 digits, for example 212-555-0142.',
  'checkout.payment.state': 'State',
  'checkout.payment.province': 'Province or territory',
  'checkout.payment.choose': 'Choose…',
  'checkout.payment.privacy':
    'Your card details go straight to our payment processor; Orbit Radio never stores your card number.',
  'checkout.payment.payWith': 'How do you want to pay?',
  'checkout.payment.useCardOnFile': 'Use my card on file ({brand} ending in {last4})',
  'checkout.payment.useNewCard': 'Use a different card',
  'checkout.payment.cardNotProcessed':
    'Your card could not be processed. Check the card details, or use another card.',
  'checkout.payment.cardProcessingError':
    'There was a problem processing your card, so your order wasn’t placed. Check the card details or use another card, then try again.',

  'checkout.card.accepted': 'We accept',
  'checkout.card.detected': '{brand} card',

  'checkout.giftCard.toggle': 'I have a gift card',
  'checkout.giftCard.legend': 'Gift card',
  'checkout.giftCard.number': 'Gift card number',
  'checkout.giftCard.expiry': 'Gift card expiration date',
  'checkout.giftCard.cvv': 'Gift card security code',

  'checkout.field.email.required': 'Enter your email address.',
  'checkout.field.email.invalid': 'Enter a valid email address, like name@example.com.',
  'checkout.field.password.required': 'Enter a password.',
  'checkout.field.password.invalid': 'Your password doesn’t meet the requirements listed below it.',
  'checkout.field.firstName.required': 'Enter your first name.',
  'checkout.field.firstName.invalid': 'Enter your first name using letters only.',
  'checkout.field.lastName.required': 'Enter your last name.',
  'checkout.field.lastName.invalid': 'Enter your last name using letters only.',
  'checkout.field.cardNumber.required': 'Enter your card number.',
  'checkout.field.cardNumber.invalid': 'Enter a valid card number.',
  'checkout.field.cardNumber.notAccepted':
    'We don’t accept this type of card. Use Visa, Mastercard, American Express or Discover.',
  'checkout.field.expiry.required': 'Enter the expiration date.',
  'checkout.field.expiry.invalid': 'Enter the expiration date as MM/YY.',
  'checkout.field.expiry.expired': 'This card has expired. Use another card.',
  'checkout.field.cvv.required': 'Enter the security code.',
  'checkout.field.cvv.invalid': 'Enter the security code printed on your card.',
  'checkout.field.zip.required': 'Enter your ZIP code.',
  'checkout.field.zip.invalid': 'Enter a valid ZIP code.',
  'checkout.field.phone.required': 'Enter your phone number.',
  'checkout.field.phone.invalid': 'Enter a 10-digit phone number.',
  'checkout.field.state.required': 'Choose your state.',
  'checkout.field.state.invalid': 'Choose your state.',
  'checkout.field.giftCardNumber.required': 'Enter the gift card number.',
  'checkout.field.giftCardNumber.invalid': 'Enter the 10 to 19 digits of the gift card number.',
  'checkout.field.giftCardExpiry.required': 'Enter the gift card’s expiration date.',
  'checkout.field.giftCardExpiry.invalid': 'Enter the gift card’s expiration date as MM/YY.',
  'checkout.field.giftCardCvv.required': 'Enter the gift card’s security code.',
  'checkout.field.giftCardCvv.invalid': 'Enter the 3 digits of the gift card’s security code.',
  'checkout.field.agreement.required': 'Check the box to agree to these terms before you order.',
  'checkout.field.agreement.invalid': 'Check the box to agree to these terms before you order.',
  'checkout.field.tooLong': 'This is too long. Shorten it and try again.',
  'checkout.field.cardData': 'Don’t enter card details here.',

  'checkout.review.title': 'Review your order',
  'checkout.review.plan': 'Plan',
  'checkout.review.email': 'Email and username',
  'checkout.review.card': 'Payment',
  'checkout.review.cardEnding': '{brand} ending in {last4}',
  'checkout.review.changePayment': 'Change payment details',
  'checkout.review.etf':
    'If you cancel within {months, plural, one {# month} other {# months}}, an early termination fee of {amount} applies.',
  'checkout.review.submit': 'Complete My Order',
  'checkout.review.placing': 'Placing your order…',
  'checkout.review.humanCheck.title': 'A quick security check',
  'checkout.review.humanCheck.body':
    'Some orders from this session didn’t go through, so we check that you’re a person. It runs below; once it’s done, complete your order.',
  'checkout.review.humanCheck.refused':
    'The security check didn’t go through. A new one runs below; once it’s done, complete your order again.',
  'checkout.agreement.label':
    'I agree that my subscription renews automatically and that my card is charged at the then-current rate until I cancel. I accept the <agreement>Customer Agreement</agreement> and the <privacy>Privacy Policy</privacy>. I can cancel online, or by calling {phone}.',

  'checkout.quote.title': 'Order summary',
  'checkout.quote.plan': '{packageName} ({months, plural, one {# month} other {# months}})',
  'checkout.quote.giftCard': 'Gift card',
  'checkout.quote.mrdDiscount': 'Multi-radio discount',
  'checkout.quote.dueToday': 'Due today',
  'checkout.quote.laterTitle': 'Starting {date}',
  'checkout.quote.laterTotal': 'Then you pay',
  'checkout.fee.musicRoyalty': 'Music royalty fee',
  'checkout.fee.activation': 'Activation fee',
  'checkout.tax.gst': 'GST ({rate})',
  'checkout.tax.hst': 'HST ({rate})',
  'checkout.tax.pst': 'PST ({rate})',
  'checkout.tax.rst': 'RST ({rate})',
  'checkout.tax.qst': 'QST ({rate})',
  'checkout.tax.salesTax': 'State sales tax ({rate})',

  'checkout.thanks.title': 'You’re all set!',
  'checkout.thanks.username': 'Your username',
  'checkout.thanks.listenNow': 'Listen now',
  'checkout.thanks.listenNowFailed': 'We couldn’t open the player just now. Please try again.',
  'checkout.thanks.dealTitle': 'Redeem your deal',
  'checkout.thanks.dealBody':
    'We emailed you how to redeem the deal that comes with your plan and link it to your account.',
} as const;
