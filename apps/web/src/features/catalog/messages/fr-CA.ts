import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'catalog.offer.free': '{months, plural, one {# mois gratuit} other {# mois gratuits}}',
  'catalog.offer.intro':
    '{period, select, year {{price}/an} other {{price}/mois}} pendant {months, plural, one {# mois} other {# mois}}',
  'catalog.offer.price': '{period, select, year {{price}/an} other {{price}/mois}}',
  'catalog.offer.then':
    'Ensuite {period, select, year {{price}/an} other {{price}/mois}}. Annulez en ligne en tout temps.',
  'catalog.offer.activationFee': 'Des frais d’activation uniques de {fee} s’appliquent.',
  'catalog.offer.royaltyFee': 'Plus les frais de redevances musicales et les taxes.',
  'catalog.offer.taxes': 'Plus les taxes applicables.',
  'catalog.offer.newSubscribersOnly': 'Réservé aux nouveaux abonnés.',
  'catalog.offer.yourPlan': 'Votre forfait',
  'catalog.offer.highlights': 'Ce que vous obtenez',
  'catalog.offer.explore': 'Découvrir les détails du forfait',
  'catalog.offer.hide': 'Masquer',
  'catalog.offer.listening': 'Écoutez à votre façon',
  'catalog.offer.deals': 'Inclus avec votre forfait',
  'catalog.offer.legal': 'Modalités de l’offre',
  'catalog.listening.car': 'Dans votre voiture',
  'catalog.listening.phone': 'Sur votre téléphone',
  'catalog.listening.web': 'Sur le Web',
  'catalog.listening.smart-speaker': 'Sur les haut-parleurs intelligents',
  'catalog.listening.tv': 'Sur votre téléviseur',
  'catalog.listening.home': 'À la maison',
  'catalog.hotTrending.title': 'Populaire en ce moment',
  'catalog.hotTrending.newTab': '(s’ouvre dans un nouvel onglet)',
};
