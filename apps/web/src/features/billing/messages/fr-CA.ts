import type { messages as enUS } from './en-US.ts';

/** Français canadien. */
export const messages: Record<keyof typeof enUS, string> = {
  'billing.loading': 'Chargement…',
  'billing.working': 'Veuillez patienter…',
  'billing.tryAgain': 'Réessayer',
  'billing.close': 'Fermer',
  'billing.cancel': 'Annuler',
  'billing.backToAccount': 'Retour à mon compte',
  'billing.signInToManage':
    'Connectez-vous pour voir votre historique de facturation et gérer vos cartes enregistrées et la facture électronique.',
  'billing.error.load':
    'Nous n’avons pas pu charger vos renseignements de facturation. Veuillez réessayer.',

  'billing.pay.greeting': 'Bonjour {name}',
  'billing.pay.accountNumber': 'Compte : {number}',
  'billing.pay.title': 'Effectuer votre paiement',
  'billing.pay.switchToUpdate': 'Mettre à jour mes renseignements de paiement',
  'billing.pay.switchToPay': 'Effectuer plutôt un paiement',
  'billing.pay.noBalance.title': 'Vous n’avez aucun solde à payer',
  'billing.pay.noBalance.body': 'Votre compte est à jour. Merci de payer vos factures à temps!',
  'billing.pay.suspended.title':
    '{count, plural, one {Votre abonnement est suspendu} other {# de vos abonnements sont suspendus}}',
  'billing.pay.suspended.body':
    'Votre compte est en souffrance; {count, plural, one {cet abonnement a donc été suspendu} other {ces abonnements ont donc été suspendus}}. Le paiement de votre solde total de {amount} {count, plural, one {le réactive} other {les réactive}} :',
  'billing.pay.amount.legend': 'Quel montant voulez-vous payer?',
  'billing.pay.amount.full': 'Solde total',
  'billing.pay.amount.other': 'Un autre montant',
  'billing.pay.amount.otherLabel': 'Montant à payer',
  'billing.pay.amount.otherHint':
    'En dollars, par exemple 25,00. Seul le paiement du solde total réactive les abonnements suspendus.',
  'billing.pay.source.legend': 'Comment voulez-vous payer?',
  'billing.pay.source.cardOnFile': 'Ma carte {brand} se terminant par {last4}',
  'billing.pay.source.cardOnFileExpires': 'Votre carte au dossier expire le {date}.',
  'billing.pay.source.expiredNote':
    'Cette carte a expiré le {date} et ne peut donc pas être débitée. Payez avec une nouvelle carte ou une carte-cadeau.',
  'billing.pay.source.newCard': 'Une nouvelle carte de crédit ou de débit',
  'billing.pay.source.giftCard': 'Une carte-cadeau ou une carte prépayée',
  'billing.pay.newCard.legend': 'Renseignements sur la carte',
  'billing.pay.newCard.save': 'Enregistrer cette carte comme carte au dossier',
  'billing.pay.newCard.saveHint':
    'Nous l’utiliserons pour vos prochaines factures. Vous pouvez la changer en tout temps.',
  'billing.pay.giftCard.legend': 'Renseignements sur la carte-cadeau',
  'billing.pay.agreement.label':
    'J’autorise Orbit Radio à porter {amount} au débit de {source} aujourd’hui.',
  'billing.pay.agreement.cardOnFile': 'ma carte {brand} se terminant par {last4}',
  'billing.pay.agreement.newCard': 'ma nouvelle carte se terminant par {last4}',
  'billing.pay.agreement.newCardUntyped': 'la nouvelle carte que j’inscris ci-dessus',
  'billing.pay.agreement.giftCard': 'ma carte-cadeau se terminant par {last4}',
  'billing.pay.agreement.giftCardUntyped': 'la carte-cadeau que j’inscris ci-dessus',
  'billing.pay.agreement.amountUntyped': 'le montant que j’inscris ci-dessus',
  'billing.pay.submit': 'Soumettre le paiement',
  'billing.pay.working': 'Traitement de votre paiement…',
  'billing.pay.error.card':
    'Votre carte n’a pas pu être traitée. Vérifiez les renseignements de la carte ou utilisez-en une autre.',
  'billing.pay.error.unexpected':
    'Un problème inattendu est survenu et votre paiement n’a pas été effectué. Veuillez réessayer.',
  'billing.pay.error.amount':
    'Votre solde a changé depuis l’ouverture de cette page. Vérifiez le montant et réessayez.',
  'billing.pay.error.noBalance': 'Votre solde est déjà payé : il n’y a rien à payer.',

  'billing.thanks.title': 'Merci de votre paiement',
  'billing.thanks.lead': 'Nous avons reçu votre paiement de {amount}.',
  'billing.thanks.amountPaid': 'Montant payé',
  'billing.thanks.paidWith': 'Payé avec',
  'billing.thanks.card': 'Carte {brand} se terminant par {last4}',
  'billing.thanks.cardNoBrand': 'Carte se terminant par {last4}',
  'billing.thanks.giftCard': 'Carte-cadeau se terminant par {last4}',
  'billing.thanks.date': 'Date',
  'billing.thanks.confirmation': 'Numéro de confirmation',
  'billing.thanks.newBalance': 'Solde maintenant dû',
  'billing.thanks.reactivatedTitle':
    '{count, plural, one {Cet abonnement est de nouveau actif} other {Ces abonnements sont de nouveau actifs}}',

  'billing.update.title': 'Mettre à jour mes renseignements de paiement',
  'billing.update.lead':
    'Enregistrez une nouvelle carte pour votre compte. Aucun montant n’est débité aujourd’hui.',
  'billing.update.current': 'Votre carte au dossier : carte {brand} se terminant par {last4}',
  'billing.update.signIn': 'Connectez-vous pour changer la carte de votre compte.',
  'billing.update.submit': 'Enregistrer la carte',
  'billing.update.saved':
    'Votre carte {brand} se terminant par {last4} est maintenant votre carte au dossier.',

  'billing.card.nameOnCard': 'Nom sur la carte',
  'billing.card.nameOnCardHint': 'Prénom et nom, tels qu’ils figurent sur la carte.',
  'billing.card.billingAddress': 'Adresse de facturation',
  'billing.card.addressLine1': 'Adresse municipale',
  'billing.card.city': 'Ville',
  'billing.card.notProcessed':
    'Nous ne pouvons pas vérifier cette carte pour le moment. Veuillez réessayer ou utiliser une autre carte.',

  'billing.cardStatus.active': 'Active',
  'billing.cardStatus.aboutToExpire': 'Expire bientôt',
  'billing.cardStatus.expired': 'Expirée',

  'billing.subscription.withRadio': '{plan} (radio se terminant par {last4})',

  'billing.balance.title': 'Solde',
  'billing.balance.due': 'Solde dû',
  'billing.balance.pastDue': 'En souffrance',
  'billing.balance.dueDate': 'Date d’échéance',
  'billing.balance.pastDueSince': 'Était dû le',
  'billing.balance.credit': 'Crédit à votre compte',
  'billing.balance.creditLine': 'Vous avez un crédit de {amount} pour vos prochaines factures.',
  'billing.balance.lastPayment': 'Dernier paiement',
  'billing.balance.nextPayment': 'Prochain paiement',
  'billing.balance.amountOn': '{amount} le {date}',
  'billing.balance.paymentType': 'Mode de paiement',
  'billing.balance.paymentType.creditCard': 'Automatiquement par carte',
  'billing.balance.paymentType.invoice': 'Sur facture',
  'billing.balance.payNow': 'Payer maintenant',

  'billing.history.title': 'Historique de facturation et de paiements',
  'billing.history.filter': 'Filtrer l’historique de facturation',
  'billing.history.from': 'Du',
  'billing.history.to': 'Au',
  'billing.history.kind': 'Afficher',
  'billing.history.kind.all': 'Tout',
  'billing.history.kind.subscription': 'Frais',
  'billing.history.kind.payment': 'Paiements',
  'billing.history.apply': 'Afficher l’activité',
  'billing.history.listLabel': 'Activité de facturation',
  'billing.history.empty': 'Aucune activité de facturation pour ces dates.',
  'billing.history.error': 'Nous n’avons pas pu charger votre historique de facturation.',
  'billing.history.period': 'du {start} au {end}',
  'billing.history.viewInvoice': 'Voir la facture {number}',
  'billing.history.event.charge': 'Frais',
  'billing.history.event.payment': 'Paiement',
  'billing.history.event.credit': 'Crédit',
  'billing.history.event.refund': 'Remboursement',
  'billing.history.serviceFor.radio': 'Radio se terminant par {last4}',
  'billing.history.serviceFor.streaming': 'Diffusion en continu',

  'billing.invoice.title': 'Facture {number}',
  'billing.invoice.titleLoading': 'Facture',
  'billing.invoice.error': 'Nous n’avons pas pu charger cette facture. Fermez-la et réessayez.',
  'billing.invoice.dates': 'Émise le {issued} · Échéance le {due}',
  'billing.invoice.linesLabel': 'Lignes de la facture',
  'billing.invoice.proration': 'Ajustement pour une période partielle',
  'billing.invoice.taxWithRate': '{tax} ({rate})',
  'billing.invoice.total': 'Total',
  'billing.invoice.creditApplied': 'Crédit appliqué',
  'billing.invoice.paid': 'Payé',
  'billing.invoice.due': 'Montant dû',

  'billing.tax.GST': 'TPS',
  'billing.tax.HST': 'TVH',
  'billing.tax.PST': 'TVP',
  'billing.tax.RST': 'TVD',
  'billing.tax.QST': 'TVQ',
  'billing.tax.SALES': 'Taxe de vente',
  'billing.fee.MRF': 'Frais de redevances musicales',
  'billing.fee.ACTIVATION': 'Frais d’activation',

  'billing.cards.title': 'Modes de paiement',
  'billing.cards.listLabel': 'Cartes enregistrées',
  'billing.cards.none': 'Vous n’avez aucune carte enregistrée.',
  'billing.cards.card': '{brand} se terminant par {last4}',
  'billing.cards.expires': 'Expire en {month}/{year}',
  'billing.cards.default': 'Par défaut',
  'billing.cards.makeDefault': 'Définir par défaut',
  'billing.cards.makeDefaultFor': 'Définir par défaut : {brand} se terminant par {last4}',
  'billing.cards.remove': 'Retirer',
  'billing.cards.removeFor': 'Retirer la carte {brand} se terminant par {last4}',
  'billing.cards.removeTitle': 'Retirer votre carte {brand} se terminant par {last4}?',
  'billing.cards.removeBody':
    'Vous ne pourrez plus payer avec cette carte à moins de l’ajouter de nouveau.',
  'billing.cards.confirmRemove': 'Retirer la carte',
  'billing.cards.keep': 'Garder la carte',
  'billing.cards.removed': 'Votre carte {brand} se terminant par {last4} a été retirée.',
  'billing.cards.defaultSet':
    'Votre carte {brand} se terminant par {last4} est maintenant votre carte par défaut.',
  'billing.cards.add': 'Ajouter une carte',
  'billing.cards.addTitle': 'Ajouter une carte',
  'billing.cards.addDefault': 'En faire ma carte par défaut',
  'billing.cards.addSubmit': 'Ajouter la carte',
  'billing.cards.added': 'Votre carte {brand} se terminant par {last4} a été ajoutée.',
  'billing.cards.signIn': 'Connectez-vous pour voir et gérer vos cartes enregistrées.',
  'billing.cards.signInLink': 'Se connecter',
  'billing.cards.error.load': 'Nous n’avons pas pu charger vos cartes enregistrées.',
  'billing.cards.error.lastCard':
    'Vous ne pouvez pas retirer cette carte : c’est la seule carte de votre compte et vous avez un abonnement actif. Ajoutez d’abord une autre carte, puis retirez celle-ci.',
  'billing.cards.error.notFound': 'Cette carte a déjà été retirée de votre compte.',
  'billing.cards.error.expiredDefault':
    'Une carte expirée ne peut pas être votre carte par défaut.',
  'billing.cards.error.unexpected':
    'Un problème est survenu et vos cartes n’ont pas été modifiées. Veuillez réessayer.',

  'billing.ebill.title': 'Facture électronique',
  'billing.ebill.statusOn': 'Vous recevez vos factures par courriel à {email}.',
  'billing.ebill.statusOff': 'Vous recevez vos factures par la poste.',
  'billing.ebill.toggle': 'Recevoir mes factures par courriel (facture électronique)',
  'billing.ebill.toggleHint':
    'Nous vous enverrons votre facture par courriel plutôt que par la poste.',
  'billing.ebill.email': 'Adresse courriel pour les factures',
  'billing.ebill.save': 'Enregistrer les paramètres de facture électronique',
  'billing.ebill.enrolled':
    'Vous êtes inscrit à la facture électronique. Vos factures seront envoyées à {email}.',
  'billing.ebill.optedOut':
    'Vous n’êtes plus inscrit à la facture électronique. Vos factures arriveront par la poste.',
  'billing.ebill.error':
    'Nous n’avons pas pu mettre à jour vos paramètres de facture électronique. Veuillez réessayer.',

  'billing.giftCard.title': 'Cartes-cadeaux',
  'billing.giftCard.lead':
    'Vérifiez le solde d’une carte-cadeau ou portez-la à votre compte : elle paie d’abord votre solde, et le reste devient un crédit pour vos prochaines factures.',
  'billing.giftCard.numberHint': 'Les 10 à 19 chiffres au dos de la carte.',
  'billing.giftCard.cvvHint': 'Les 3 chiffres imprimés sur la carte.',
  'billing.giftCard.check': 'Vérifier le solde',
  'billing.giftCard.redeem': 'Porter à mon compte',
  'billing.giftCard.balance': 'Votre carte-cadeau se terminant par {last4} a un solde de {amount}.',
  'billing.giftCard.redeemed': 'Nous avons ajouté {amount} de votre carte-cadeau à votre compte.',
  'billing.giftCard.applied': '{amount} a servi à payer votre solde dû.',
  'billing.giftCard.nothingApplied':
    'Vous n’aviez aucun solde à payer : tout le montant devient un crédit.',
  'billing.giftCard.credit': 'Crédit maintenant à votre compte : {amount}.',
  'billing.giftCard.balanceDue': 'Solde maintenant dû : {amount}.',
  'billing.giftCard.error.numberRequired': 'Entrez le numéro de la carte-cadeau.',
  'billing.giftCard.error.numberInvalid':
    'Nous ne reconnaissons pas ce numéro de carte-cadeau. Vérifiez-le et réessayez.',
  'billing.giftCard.error.noBalance': 'Il ne reste aucun solde sur cette carte-cadeau.',
  'billing.giftCard.error.notRedeemable':
    'Cette carte-cadeau ne peut pas être utilisée pour Orbit Radio. Utilisez une autre carte.',
  'billing.giftCard.error.alreadyRedeemed': 'Cette carte-cadeau a déjà été utilisée.',
  'billing.giftCard.error.country':
    'Cette carte-cadeau est destinée à un autre pays. Utilisez une carte achetée dans le pays de votre compte.',
  'billing.giftCard.error.badData':
    'Nous n’avons pas pu lire les renseignements de cette carte-cadeau auprès de son émetteur. Veuillez réessayer plus tard.',
  'billing.giftCard.error.invalidData':
    'Certains renseignements de la carte-cadeau sont inexacts. Vérifiez le numéro, la date d’expiration et le code de sécurité.',
  'billing.giftCard.error.tokenNotFound':
    'Cette vérification de carte-cadeau a expiré. Entrez la carte de nouveau.',
  'billing.giftCard.error.tooManyTries':
    'Trop de tentatives. Attendez quelques minutes avant d’essayer une autre carte-cadeau.',
  'billing.giftCard.error.system':
    'Nous ne pouvons pas vérifier cette carte-cadeau pour le moment. Veuillez réessayer dans un instant.',

  'billing.field.tooLong': 'Ce texte est trop long. Raccourcissez-le et réessayez.',
  'billing.field.cardData': 'N’entrez pas de renseignements de carte ici.',
  'billing.field.nameOnCard.required': 'Entrez le nom figurant sur la carte.',
  'billing.field.nameOnCard.invalid':
    'Entrez le prénom et le nom tels qu’ils figurent sur la carte, en lettres seulement.',
  'billing.field.addressLine1.required': 'Entrez votre adresse municipale.',
  'billing.field.addressLine1.invalid':
    'Entrez une adresse valide, avec seulement des lettres, des chiffres et les signes , # - . \u2019',
  'billing.field.city.required': 'Entrez votre ville.',
  'billing.field.city.invalid': 'Entrez une ville valide.',
  'billing.field.state.required': 'Choisissez votre province ou territoire.',
  'billing.field.state.invalid': 'Choisissez votre province ou territoire.',
  'billing.field.zip.required': 'Entrez votre code postal.',
  'billing.field.zip.invalid': 'Entrez un code postal valide, comme K1A 0B1.',
  'billing.field.otherAmount.required': 'Entrez le montant que vous voulez payer.',
  'billing.field.otherAmount.invalid': 'Entrez un montant en dollars et en cents, comme 25,00.',
  'billing.field.otherAmount.notPositive': 'Entrez un montant supérieur à zéro.',
  'billing.field.otherAmount.aboveBalance': 'Entrez un montant qui ne dépasse pas votre solde dû.',
  'billing.field.agreement.required': 'Cochez la case pour autoriser ce paiement.',
  'billing.field.agreement.invalid': 'Cochez la case pour autoriser ce paiement.',
  'billing.field.email.required': 'Entrez votre adresse courriel.',
  'billing.field.email.invalid': 'Entrez une adresse courriel valide, comme nom@exemple.com.',
  'billing.field.startDate.required': 'Entrez une date de début.',
  'billing.field.startDate.invalid': 'Entrez une date de début valide.',
  'billing.field.endDate.required': 'Entrez une date de fin.',
  'billing.field.endDate.invalid': 'Entrez une date de fin valide.',
  'billing.field.endDate.beforeStart':
    'La date de fin doit être le même jour que la date de début ou après.',
};
