import type { messages as enUS } from './en-US.ts';

/** Achat pour plusieurs radios, en français canadien. */
export const messages: Record<keyof typeof enUS, string> = {
  'multiRadio.title': 'Abonnez plusieurs radios à la fois',
  'multiRadio.lead':
    'Choisissez au moins deux de vos radios, un forfait pour chacune, et payez une seule fois. Les forfaits admissibles profitent du rabais multiradio.',

  'multiRadio.step.radios': 'Choisissez vos radios',
  'multiRadio.step.plans': 'Choisissez un forfait pour chaque radio',
  'multiRadio.step.payment': 'Entrez vos renseignements de paiement',
  'multiRadio.step.review': 'Vérifiez et terminez',
  'multiRadio.continue': 'Continuer',

  'multiRadio.radios.legend': 'Vos radios',
  'multiRadio.radios.radioId': 'Identifiant radio se terminant par {lastFour}',
  'multiRadio.radios.noPlan': 'Aucun service actif',
  'multiRadio.radios.paid': 'Actif : {plan}',
  'multiRadio.radios.suspended': 'Suspendu : {plan}',
  'multiRadio.radios.notSold': 'A déjà un forfait : modifiez-le depuis votre compte',
  'multiRadio.radios.trial': 'Essai : {plan}',
  'multiRadio.radios.type.car': 'Radio de voiture',
  'multiRadio.radios.type.radio': 'Radio',
  'multiRadio.radios.type.aviation': 'Radio d’aviation',
  'multiRadio.radios.type.marine': 'Radio marine',
  'multiRadio.radios.pickTwo': 'Choisissez au moins deux radios.',
  'multiRadio.radios.tooFew':
    'Votre compte doit compter au moins deux radios pour acheter des forfaits pour plusieurs à la fois.',

  'multiRadio.plans.legend': 'Forfaits pour {radio}',
  'multiRadio.plans.price': '{price}/mois',
  'multiRadio.plans.saving': 'Rabais multiradio : économisez {saving}/mois',
  'multiRadio.plans.pickEach': 'Choisissez un forfait pour chaque radio.',
  'multiRadio.plans.none': 'Aucun forfait ne peut être vendu en ligne pour cette radio.',
  'multiRadio.plans.failed': 'Nous n’avons pas pu charger les forfaits. Veuillez réessayer.',

  'multiRadio.payment.chosen': 'Carte se terminant par {last4}',

  'multiRadio.review.radio': '{radio} (se terminant par {lastFour})',
  'multiRadio.review.pending': 'Terminez les étapes ci-dessus pour voir votre commande.',

  'multiRadio.refused.title': 'Une de vos radios ne peut pas prendre son forfait',
  'multiRadio.refused.body':
    '{radio} ne peut pas être abonnée à ce forfait : {reason} Rien n’a été facturé. Choisissez un autre forfait ou retirez cette radio.',
  'multiRadio.refused.reason.INELIGIBLE_FOR_OFFER':
    'cette radio n’est pas admissible à ce forfait.',
  'multiRadio.refused.reason.OFFER_NOT_FOUND': 'ce forfait n’est plus offert pour elle.',
  'multiRadio.refused.reason.OTHER': 'nous ne pouvons pas le vendre en ligne.',

  'multiRadio.error.cardRefused':
    'Votre carte a été refusée. Vérifiez ses renseignements ou utilisez une autre carte. Rien n’a été facturé.',
  'multiRadio.error.unexpected':
    'Un problème est survenu de notre côté et rien n’a été facturé. Veuillez réessayer ou composer le {phone}.',

  'multiRadio.thanks.title': 'Vos radios sont abonnées',
  'multiRadio.thanks.lead': 'Merci. Voici votre commande.',
  'multiRadio.thanks.orderNumber': 'Numéro de commande',
  'multiRadio.thanks.charged': 'Facturé aujourd’hui',
  'multiRadio.thanks.discount': 'Rabais multiradio compris',
  'multiRadio.thanks.email': 'Nous avons envoyé la confirmation à {email}.',
  'multiRadio.thanks.account': 'Aller à mon compte',
};
