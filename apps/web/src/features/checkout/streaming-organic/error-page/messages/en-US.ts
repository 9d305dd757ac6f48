export const messages = {
  'checkout.errorPage.seePlans': 'See our plans',
  'checkout.errorPage.generic-error.title': 'This offer isn’t available',
  'checkout.errorPage.generic-error.body':
    'The link or promo code you used isn’t valid. Check it and try again, or choose one of our current plans.',
  'checkout.errorPage.generic-error.cta': 'See our plans',
  'checkout.errorPage.expired-offer-error.title': 'This offer has ended',
  'checkout.errorPage.expired-offer-error.body':
    'The offer you’re looking for is no longer available, but you can still subscribe to one of our current plans.',
  'checkout.errorPage.expired-offer-error.cta': 'See our plans',
  'checkout.errorPage.promo-code-redeemed-error.title': 'This promo code has already been used',
  'checkout.errorPage.promo-code-redeemed-error.body':
    'Each promo code can be redeemed once. You can still subscribe without it.',
  'checkout.errorPage.promo-code-redeemed-error.cta': 'Back to the offer',
  'checkout.errorPage.technical-issues.title': 'We’re having technical issues',
  'checkout.errorPage.technical-issues.body':
    'We couldn’t load this offer. Please try again in a few minutes, or call us at {phone}.',
  'checkout.errorPage.technical-issues.cta': 'Try again',
  'checkout.errorPage.you-already-have-a-subscription-error.title':
    'You already have a subscription',
  'checkout.errorPage.you-already-have-a-subscription-error.body':
    'Your account already includes streaming. Sign in to the app to start listening.',
  'checkout.errorPage.you-already-have-a-subscription-error.cta': 'Listen now',
  'checkout.errorPage.ineligible-redirect.title': 'This offer is for new subscribers',
  'checkout.errorPage.ineligible-redirect.body':
    'It looks like you’ve subscribed before, so this offer isn’t available to you. Have a look at our other plans.',
  'checkout.errorPage.ineligible-redirect.cta': 'See our plans',
};
