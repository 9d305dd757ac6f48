import type { messages as enUS } from './en-US.ts';

/** Français canadien. */
export const messages: Record<keyof typeof enUS, string> = {
  'subscription.change.current':
    'Vous avez actuellement {packageName}, {months, plural, one {# mois} other {# mois}} pour {price}. Votre période en cours se termine le {date}.',
  'subscription.change.pendingCancellation':
    'Votre abonnement doit prendre fin le {date}. Changer de forfait le conserve : l’annulation est retirée.',
  'subscription.change.continue': 'Continuer',
  'subscription.change.working': 'Veuillez patienter…',

  'subscription.change.plan.title': 'Choisissez votre forfait',
  'subscription.change.plan.legend': 'Forfaits offerts',
  'subscription.change.plan.current': 'Votre forfait actuel',
  'subscription.change.plan.best': 'Notre meilleur forfait',
  'subscription.change.plan.KEEP':
    'Gardez ce forfait et choisissez une autre période de facturation.',
  'subscription.change.plan.ADD': 'Tout ce que vous avez maintenant, et plus encore.',
  'subscription.change.plan.SWITCH':
    'Un autre forfait : une partie de ce que vous avez maintenant n’y est pas incluse.',
  'subscription.change.plan.missing':
    'Choisissez un forfait ou continuez avec votre forfait actuel.',
  'subscription.change.confirm.title': 'Passer à {plan}?',
  'subscription.change.confirm.body':
    '{plan} ne comprend pas tout ce qu’offre {current}. Les chaînes et fonctions offertes seulement dans {current} ne seront plus disponibles une fois le changement en vigueur.',
  'subscription.change.confirm.keep': 'Garder mon forfait',
  'subscription.change.confirm.switch': 'Changer de forfait',

  'subscription.change.term.title': 'Choisissez votre période de facturation',
  'subscription.change.term.legend': 'Périodes de facturation',
  'subscription.change.term.months':
    '{months, plural, one {Mensuel} =12 {Annuel} other {Aux # mois}}',
  'subscription.change.term.per': '{months, plural, one {/mois} other {/# mois}}',
  'subscription.change.term.chosen':
    '{months, plural, one {Mensuel} =12 {Annuel} other {Aux # mois}}, {price}',
  'subscription.change.term.none':
    'Aucune autre période de facturation n’est offerte pour ce forfait.',
  'subscription.change.term.missing': 'Choisissez une période de facturation.',
  'subscription.change.timing.NOW':
    'Commence aujourd’hui. Vous obtenez un crédit pour la partie inutilisée de votre période en cours.',
  'subscription.change.timing.NEXT_RENEWAL':
    'Commence à votre prochain renouvellement. Rien n’est facturé aujourd’hui.',
  'subscription.change.timing.TRIAL_END':
    'Commence à la fin de votre essai. Rien n’est facturé aujourd’hui.',

  'subscription.change.vehicle.title': 'Ajouter les services de données du véhicule',
  'subscription.change.vehicle.legend': 'Forfaits de données pour votre véhicule',
  'subscription.change.vehicle.none': 'Non merci',

  'subscription.change.payment.title': 'Entrez vos renseignements de paiement',
  'subscription.change.payment.cardOnFile':
    'Ma carte au dossier ({brand} se terminant par {last4})',
  'subscription.change.payment.newCardChosen': 'Carte se terminant par {last4}',
  'subscription.change.payment.withGiftCard': '{card}, et la carte-cadeau se terminant par {last4}',

  'subscription.change.review.title': 'Vérifier et terminer',
  'subscription.change.review.pending': 'Votre prix s’en vient.',
  'subscription.change.review.repriced':
    'Votre abonnement a changé depuis que nous avons établi ce prix. Voici le nouveau prix : vérifiez-le avant de terminer le changement.',

  'subscription.change.preview.title': 'Votre changement',
  'subscription.change.preview.newPlan': 'Nouveau forfait',
  'subscription.change.preview.plan':
    '{packageName}, {months, plural, one {# mois} other {# mois}} pour {price}',
  'subscription.change.preview.starts': 'En vigueur le',
  'subscription.change.preview.credit':
    'Crédit pour {days, plural, one {le # jour inutilisé} other {les # jours inutilisés}} de votre forfait actuel',
  'subscription.change.preview.nextBill': 'Votre prochaine facture, le {date}',
  'subscription.change.preview.timing.NOW':
    'Le changement a lieu aujourd’hui, le {date}. Le montant ci-dessous tient déjà compte du crédit pour votre forfait actuel.',
  'subscription.change.preview.timing.NEXT_RENEWAL':
    'Le changement aura lieu à votre prochain renouvellement, le {date}. Rien n’est facturé aujourd’hui.',
  'subscription.change.preview.timing.TRIAL_END':
    'Votre essai se poursuit jusqu’au {date}; votre nouveau forfait commence à ce moment-là. Rien n’est facturé aujourd’hui.',

  'subscription.change.error.samePlan':
    'Vous avez déjà ce forfait : votre abonnement a déjà été mis à niveau.',
  'subscription.change.error.unexpected':
    'Nous n’avons pas pu mettre à jour votre abonnement. Rien n’a été facturé. Veuillez réessayer.',
  'subscription.change.error.cardRefused':
    'Votre carte n’a pas pu être traitée. Utilisez une autre carte ou vérifiez les renseignements, puis réessayez.',
  'subscription.change.error.notEligible.title': 'Votre radio n’est plus admissible',
  'subscription.change.error.notEligible.body':
    'Ce changement de forfait ne peut pas être fait en ligne pour votre radio. Vous pouvez gérer votre abonnement à partir de votre compte.',
  'subscription.change.error.manageAccount': 'Gérer mon compte',

  'subscription.change.thanks.title': 'Votre abonnement a été mis à jour',
  'subscription.change.thanks.lead': 'Merci! Voici le résumé de votre changement.',
  'subscription.change.thanks.orderNumber': 'Numéro de commande',
  'subscription.change.thanks.newPlan': 'Nouveau forfait',
  'subscription.change.thanks.charged': 'Facturé aujourd’hui',
  'subscription.change.thanks.giftCard': 'Payé par carte-cadeau',
  'subscription.change.thanks.email': 'Nous avons envoyé une confirmation par courriel à {email}.',
  'subscription.change.thanks.backToAccount': 'Retour à mon compte',

  'subscription.upgrade.redeemed-error.title': 'Cette mise à niveau a déjà été commandée',
  'subscription.upgrade.redeemed-error.body':
    'La mise à niveau proposée dans ce courriel a déjà été commandée : vous n’avez rien d’autre à faire. Votre compte indique le forfait que vous avez maintenant.',
  'subscription.upgrade.expired-error.title': 'Cette offre de mise à niveau a pris fin',
  'subscription.upgrade.expired-error.body':
    'L’offre de ce courriel n’est plus offerte. Vous pouvez toujours changer de forfait à partir de votre compte.',
  'subscription.upgrade.already-upgraded-error.title': 'Vous avez déjà notre meilleur forfait',
  'subscription.upgrade.already-upgraded-error.body':
    'Votre abonnement comprend déjà tout ce que cette mise à niveau offre : il n’y a rien à ajouter.',
  'subscription.upgrade.default-error.title': 'Impossible d’ouvrir cette mise à niveau',
  'subscription.upgrade.default-error.body':
    'Ce lien ne fonctionne pas. Connectez-vous à votre compte pour voir les forfaits offerts.',
  'subscription.upgrade.toAccount': 'Aller à mon compte',
};
