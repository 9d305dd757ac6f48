import type { messages as enUS } from './en-US.ts';

/** Transfert et remplacement de radio, en français canadien. */
export const messages: Record<keyof typeof enUS, string> = {
  'transfer.title': 'Transférez votre abonnement à votre nouvelle radio',
  'transfer.port.title': 'Apportez votre abonnement à votre nouvelle radio',
  'transfer.found':
    'Votre nouvelle radio — {radio} — profite de son essai {trialPlan} jusqu’au {date}. Choisissez la suite.',
  'transfer.continue': 'Continuer',
  'transfer.pricing': 'Préparation de votre sommaire…',
  'transfer.toAccount': 'Aller à mon compte',

  'transfer.radio.inVehicle': '{vehicle}, identifiant radio se terminant par {lastFour}',
  'transfer.radio.plain': 'identifiant radio se terminant par {lastFour}',

  'transfer.waysIn.lead':
    'Pour transférer un abonnement, nous devons d’abord savoir qu’il est à vous. Connectez-vous, ou trouvez votre compte avec votre identifiant radio ou vos renseignements.',
  'transfer.waysIn.signIn': 'Me connecter',
  'transfer.waysIn.findAccount': 'Trouver mon compte',
  'transfer.invalidLink.title': 'Ce lien ne peut pas être utilisé',
  'transfer.invalidLink.body':
    'Il est peut-être expiré ou a déjà servi. Vous pouvez quand même transférer votre abonnement ci-dessous.',
  'transfer.login.why':
    'Connectez-vous au compte qui paie votre radio actuelle. Vous reviendrez ici pour transférer votre abonnement.',

  'transfer.lookup.title': 'Trouvez votre nouvelle radio',
  'transfer.lookup.findLead': 'D’abord, trouvons le compte qui paie votre radio actuelle.',
  'transfer.lookup.signIn': 'Me connecter plutôt',
  'transfer.lookup.radioLead':
    'Entrez l’identifiant de la radio de votre nouveau véhicule. Syntonisez le canal 0 pour le voir, ou cherchez-le dans les documents de votre véhicule.',
  'transfer.lookup.radioId': 'Identifiant de la nouvelle radio',
  'transfer.lookup.find': 'Trouver ma radio',
  'transfer.lookup.finding': 'Recherche de votre radio…',

  'transfer.radioId.hint': '8 ou 12 lettres et chiffres, affichés au canal 0',
  'transfer.radioId.REQUIRED': 'Entrez l’identifiant radio.',
  'transfer.radioId.INVALID':
    'Entrez l’identifiant radio tel que la radio l’affiche : des lettres et des chiffres seulement.',
  'transfer.radioId.TOO_SHORT': 'Un identifiant radio compte au moins 8 lettres et chiffres.',
  'transfer.radioId.TOO_LONG': 'Un identifiant radio compte au plus 12 lettres et chiffres.',
  'transfer.radioId.NO_TRIAL':
    'Nous n’avons trouvé aucun essai à votre nom sur cette radio. Vérifiez l’identifiant au canal 0 et réessayez.',
  'transfer.radioId.NOT_FOUND':
    'Nous n’avons trouvé aucune radio avec cet identifiant. Vérifiez-le au canal 0.',
  'transfer.radioId.IN_USE': 'Cette radio a déjà un service. Choisissez une radio sans abonnement.',
  'transfer.radioId.NOT_ELIGIBLE': 'Cette radio ne peut pas recevoir votre abonnement.',

  'transfer.step.move': 'Choisissez ce qui est transféré',
  'transfer.step.payment': 'Choisissez comment payer',
  'transfer.step.review': 'Vérifiez et confirmez',

  'transfer.move.legend': 'Quel abonnement passe à votre nouvelle radio?',
  'transfer.move.plan': '{plan} de {radio}',
  'transfer.move.detail':
    '{days, plural, one {Votre # jour payé restant suit} other {Vos # jours payés restants suivent}}, et votre ancienne radio est fermée. Payé jusqu’au {date}.',
  'transfer.move.detailPort':
    '{days, plural, one {Votre # jour payé restant suit} other {Vos # jours payés restants suivent}}, et votre ancienne radio reste à votre compte, inactive. Payé jusqu’au {date}.',
  'transfer.move.cannot': 'Cet abonnement ne peut pas être transféré en ligne.',
  'transfer.move.consolidate': 'Garder mes abonnements tels quels',
  'transfer.move.consolidateDetail':
    'Votre nouvelle radio s’ajoute à votre compte et son essai continue jusqu’au {date}.',
  'transfer.move.consolidateChosen': 'Ajouter la nouvelle radio à mon compte',
  'transfer.move.chosen': '{plan} de {radio}',
  'transfer.move.missing': 'Choisissez ce qui passe à votre nouvelle radio.',

  'transfer.step.plan': 'Choisissez le forfait après votre essai',
  'transfer.plan.loading': 'Chargement des forfaits…',
  'transfer.plan.failed':
    'Nous n’avons pas pu charger les forfaits. Vous pouvez quand même ajouter votre radio et choisir un forfait plus tard.',
  'transfer.plan.legend': 'Quel forfait suit votre essai?',
  'transfer.plan.price':
    '{price} {months, plural, one {par mois} other {tous les # mois}} après votre essai',
  'transfer.plan.none': 'Aucun forfait pour l’instant',
  'transfer.plan.noneDetail':
    'Votre essai se termine de lui-même. Vous pouvez choisir un forfait en tout temps avant la fin.',
  'transfer.plan.noneChosen': 'Aucun pour l’instant',
  'transfer.review.followOn': 'Après votre essai',
  'transfer.payment.lead': 'Rien n’est facturé aujourd’hui.',
  'transfer.payment.legend': 'Comment voulez-vous payer le forfait après votre essai?',
  'transfer.payment.creditCard': 'Avec la carte de mon compte',
  'transfer.payment.invoice': 'M’envoyer une facture',

  'transfer.review.pending': 'Terminez les étapes ci-dessus pour voir votre sommaire.',
  'transfer.review.plan': 'Forfait',
  'transfer.review.from': 'De',
  'transfer.review.fromClosed': '{radio}, qui est ensuite fermée',
  'transfer.review.fromKept': '{radio}, qui reste à votre compte, inactive',
  'transfer.review.to': 'Vers',
  'transfer.review.joins': 'S’ajoute à votre compte',
  'transfer.review.remaining': 'Période payée transférée',
  'transfer.review.remainingValue':
    '{days, plural, one {# jour} other {# jours}} (valeur de {value})',
  'transfer.review.trial': 'Essai',
  'transfer.review.trialEnds': 'Votre essai {plan} se termine aujourd’hui',
  'transfer.review.trialRuns': 'Votre essai {plan} continue jusqu’au {date}',
  'transfer.review.nextBill': 'Prochaine facture',
  'transfer.review.nextBillValue': '{amount} le {date}',
  'transfer.review.paymentType': 'Paiement',
  'transfer.review.agreement':
    'J’accepte que mon abonnement passe à ma nouvelle radio avec sa période payée et se renouvelle automatiquement au tarif alors en vigueur jusqu’à ce que je l’annule. J’accepte la <agreement>Convention client</agreement> et la <privacy>Politique de confidentialité</privacy>. Je peux annuler en ligne, ou en appelant le {phone}.',
  'transfer.review.agreementConsolidate':
    'J’accepte d’ajouter ma nouvelle radio à mon compte. J’accepte la <agreement>Convention client</agreement> et la <privacy>Politique de confidentialité</privacy>. Je peux annuler en ligne, ou en appelant le {phone}.',
  'transfer.review.submit': 'Transférer mon abonnement',
  'transfer.review.submitConsolidate': 'Ajouter ma nouvelle radio',

  'transfer.thanks.moved.title': 'Votre abonnement a été transféré',
  'transfer.thanks.moved.lead':
    '{plan} joue maintenant sur votre radio se terminant par {lastFour}. Nous vous avons envoyé les détails par courriel.',
  'transfer.thanks.consolidated.title': 'Votre nouvelle radio est à votre compte',
  'transfer.thanks.consolidated.lead':
    'Votre radio se terminant par {lastFour} est maintenant à votre compte se terminant par {account}.',
  'transfer.thanks.orderNumber': 'Numéro de commande',
  'transfer.thanks.charged': 'Facturé aujourd’hui',
  'transfer.followOn.choose': 'Choisir le forfait qui suit votre essai',

  'transfer.consolidated.title': 'Votre nouvelle radio est déjà à votre compte',
  'transfer.consolidated.lead':
    '{radio} est à votre compte. Son essai {plan} dure jusqu’au {date}, et votre forfait payant le suit : vous n’avez rien d’autre à faire.',
  'transfer.offer.title': 'Continuez d’écouter après votre essai',
  'transfer.offer.lead':
    '{radio} est à votre compte. Son essai {plan} se termine le {date}, et aucun forfait ne le suit encore. Choisissez-en un pour continuer d’écouter.',

  'transfer.swap.title': 'Remplacez une radio perdue ou brisée',
  'transfer.swap.lead':
    'Votre abonnement et sa période payée passent à la nouvelle radio. L’ancienne radio est fermée. Rien n’est facturé.',
  'transfer.swap.signInFirst': 'Connectez-vous au compte de la radio que vous remplacez.',
  'transfer.swap.oldLegend': 'Quelle radio remplacez-vous?',
  'transfer.swap.oldDetail': '{plan}, prochaine facture le {date}',
  'transfer.swap.newRadioId': 'Identifiant de la nouvelle radio',
  'transfer.swap.chooseOld': 'Choisissez la radio que vous remplacez.',
  'transfer.swap.none':
    'Aucune de vos radios ne peut être remplacée en ligne. Appelez-nous au {phone} et nous vous aiderons.',
  'transfer.swap.newRadioRefused':
    'La nouvelle radio ne peut plus recevoir votre abonnement. Vérifiez son identifiant, ou choisissez une autre radio.',
  'transfer.swap.checkout.title': 'Vérifiez le remplacement de votre radio',
  'transfer.swap.agreement':
    'J’accepte que mon abonnement passe à ma nouvelle radio avec sa période payée, que mon ancienne radio soit fermée, et que mon abonnement se renouvelle automatiquement au tarif alors en vigueur jusqu’à ce que je l’annule. J’accepte la <agreement>Convention client</agreement> et la <privacy>Politique de confidentialité</privacy>. Je peux annuler en ligne, ou en appelant le {phone}.',
  'transfer.swap.submit': 'Remplacer ma radio',
  'transfer.swap.thanks.title': 'Votre nouvelle radio est prête',
  'transfer.swap.thanks.lead':
    '{plan} joue maintenant sur votre radio se terminant par {lastFour}. Votre radio se terminant par {oldLastFour} est fermée.',

  'transfer.error.title': 'Nous n’avons pas pu terminer le transfert de votre abonnement',
  'transfer.error.body': 'Rien n’a été modifié ni facturé. Veuillez réessayer dans un moment.',
  'transfer.error.call': 'Ou appelez-nous et nous le ferons avec vous :',
  'transfer.error.again': 'Réessayer',
  'transfer.error.unexpected':
    'Un problème est survenu et rien n’a été modifié. Veuillez réessayer, ou appelez-nous au {phone}.',
  'transfer.error.noCard':
    'Aucune carte n’est associée à votre compte. Choisissez une facture, ou ajoutez d’abord une carte à votre compte.',
  'transfer.error.notTransferable':
    'Cet abonnement ne peut plus être transféré en ligne. Choisissez-en un autre, ou appelez-nous au {phone}.',
  'transfer.error.changed':
    'Votre abonnement a changé depuis l’affichage du sommaire. Veuillez le vérifier de nouveau.',

  'transfer.oac.title': 'Redirection vers votre compte…',
  'transfer.oac.body':
    'Vous êtes redirigé vers le centre de compte Orbit Radio pour gérer vos radios.',
  'transfer.oac.link': 'Continuer vers mon compte',
};
