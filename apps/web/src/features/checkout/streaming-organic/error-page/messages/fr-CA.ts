import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'checkout.errorPage.seePlans': 'Voir nos forfaits',
  'checkout.errorPage.generic-error.title': 'Cette offre n’est pas offerte',
  'checkout.errorPage.generic-error.body':
    'Le lien ou le code promotionnel utilisé n’est pas valide. Vérifiez-le et réessayez, ou choisissez l’un de nos forfaits actuels.',
  'checkout.errorPage.generic-error.cta': 'Voir nos forfaits',
  'checkout.errorPage.expired-offer-error.title': 'Cette offre est terminée',
  'checkout.errorPage.expired-offer-error.body':
    'L’offre que vous cherchez n’est plus offerte, mais vous pouvez toujours vous abonner à l’un de nos forfaits actuels.',
  'checkout.errorPage.expired-offer-error.cta': 'Voir nos forfaits',
  'checkout.errorPage.promo-code-redeemed-error.title': 'Ce code promotionnel a déjà été utilisé',
  'checkout.errorPage.promo-code-redeemed-error.body':
    'Chaque code promotionnel ne peut être utilisé qu’une fois. Vous pouvez tout de même vous abonner sans ce code.',
  'checkout.errorPage.promo-code-redeemed-error.cta': 'Retour à l’offre',
  'checkout.errorPage.technical-issues.title': 'Nous éprouvons des difficultés techniques',
  'checkout.errorPage.technical-issues.body':
    'Nous n’avons pas pu charger cette offre. Veuillez réessayer dans quelques minutes ou nous appeler au {phone}.',
  'checkout.errorPage.technical-issues.cta': 'Réessayer',
  'checkout.errorPage.you-already-have-a-subscription-error.title': 'Vous avez déjà un abonnement',
  'checkout.errorPage.you-already-have-a-subscription-error.body':
    'Votre compte comprend déjà l’écoute en continu. Ouvrez une session dans l’application pour commencer à écouter.',
  'checkout.errorPage.you-already-have-a-subscription-error.cta': 'Écouter maintenant',
  'checkout.errorPage.ineligible-redirect.title': 'Cette offre est réservée aux nouveaux abonnés',
  'checkout.errorPage.ineligible-redirect.body':
    'Il semble que vous ayez déjà été abonné; cette offre ne vous est donc pas offerte. Découvrez nos autres forfaits.',
  'checkout.errorPage.ineligible-redirect.cta': 'Voir nos forfaits',
};
