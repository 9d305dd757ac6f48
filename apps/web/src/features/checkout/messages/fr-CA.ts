import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'checkout.continue': 'Continuer',
  'checkout.working': 'Un instant…',
  'checkout.newTab': '(s’ouvre dans un nouvel onglet)',
  'checkout.steps.stepTitle': 'Étape {number} : {title}',
  'checkout.steps.edit': 'Modifier',
  'checkout.steps.editNamed': 'Modifier : {title}',
  'checkout.error.system':
    'Un problème est survenu de notre côté. Veuillez réessayer dans un moment.',
  'checkout.error.unexpected':
    'Un problème inattendu est survenu et votre commande n’a pas été passée. Vérifiez vos renseignements, puis réessayez.',

  'checkout.offer.studentTitle': 'Votre forfait étudiant',
  'checkout.offer.studentVerified':
    'Votre statut d’étudiant est confirmé. Le prix étudiant est à vous.',
  'checkout.offer.title': 'Écoutez Orbit Radio en continu, où que vous soyez',
  'checkout.offer.usedCarRefused':
    'Cette radio n’est pas admissible à un essai pour véhicule d’occasion, mais vous pouvez quand même écouter sur l’application Orbit.',
  'checkout.offer.fallback.EXPIRED':
    'L’offre que vous cherchiez est terminée. Voici notre meilleure offre du moment.',
  'checkout.offer.fallback.INELIGIBLE':
    'Cette offre est réservée aux nouveaux abonnés. Voici une autre excellente option pour vous.',
  'checkout.offer.fallback.NOT_FOUND':
    'Nous n’avons pas trouvé l’offre que vous cherchiez. Voici notre meilleure offre du moment.',
  'checkout.offer.newSubscribersOnly':
    'Cette offre est réservée aux nouveaux abonnés. Nous cherchons un autre excellent forfait pour vous…',

  'checkout.recap.title': 'Votre forfait',

  'checkout.credsInt.title': 'Créons votre compte',
  'checkout.credsInt.body':
    'Vous utiliserez une adresse courriel et un mot de passe pour écouter Orbit Radio et gérer votre compte.',

  'checkout.creds.title': 'Créez votre compte',
  'checkout.creds.humanCheck.title': 'Une dernière étape',
  'checkout.creds.humanCheck.body':
    'Les forfaits de ce courriel ont fait l’objet de nombreuses demandes. Une brève vérification de sécurité s’effectue ci-dessous; une fois terminée, continuez de nouveau.',
  'checkout.creds.humanCheck.refused':
    'La vérification de sécurité n’a pas abouti. Une nouvelle s’effectue ci-dessous; une fois terminée, continuez de nouveau.',
  'checkout.creds.lead': 'Votre adresse courriel vous sert aussi de nom d’utilisateur.',
  'checkout.creds.email': 'Adresse courriel',
  'checkout.creds.password': 'Mot de passe',
  'checkout.creds.passwordRules':
    'Au moins 8 caractères, dont 3 de ces 4 types : un chiffre, une minuscule, une majuscule, un symbole ({specials}).',
  'checkout.creds.privacy':
    'Nous utilisons votre adresse courriel pour créer votre compte et vous envoyer votre reçu, comme l’explique notre politique de confidentialité.',
  'checkout.creds.emailInUse':
    'Cette adresse courriel est déjà utilisée comme nom d’utilisateur. Ouvrez une session ou utilisez une autre adresse.',

  'checkout.password.reservedWord': 'Votre mot de passe ne peut pas contenir le mot « {word} ».',
  'checkout.password.policy':
    'Votre mot de passe ne respecte pas les exigences indiquées sous le champ.',
  'checkout.password.personalData':
    'Votre mot de passe ne peut pas contenir votre prénom, votre nom ni votre adresse courriel.',

  'checkout.payment.title': 'Configurez votre paiement',
  'checkout.payment.lead': 'Annulez en ligne en tout temps.',
  'checkout.payment.leadTrial':
    'Après vos mois gratuits, votre forfait se renouvelle automatiquement au prix courant. Annulez en ligne en tout temps.',
  'checkout.payment.firstName': 'Prénom',
  'checkout.payment.lastName': 'Nom de famille',
  'checkout.payment.cardNumber': 'Numéro de carte',
  'checkout.payment.expiry': 'Date d’expiration',
  'checkout.payment.expiryHint': 'MM/AA, comme sur la carte.',
  'checkout.payment.expiryPlaceholder': 'MM/AA',
  'checkout.payment.cvv': 'Code de sécurité (CVV)',
  'checkout.payment.cvvHint': 'Les 3 chiffres au dos de la carte.',
  'checkout.payment.cvvHintAmex': 'Les 4 chiffres au recto de la carte.',
  'checkout.payment.zip': 'Code ZIP',
  'checkout.payment.postalCode': 'Code postal',
  'checkout.payment.phone': 'Numéro de téléphone',
  'checkout.payment.phoneHint': '10 chiffres, par exemple 514-555-0142.',
  'checkout.payment.state': 'État',
  'checkout.payment.province': 'Province ou territoire',
  'checkout.payment.choose': 'Choisir…',
  'checkout.payment.privacy':
    'Les renseignements de votre carte sont transmis directement à notre fournisseur de paiement; Orbit Radio ne conserve jamais votre numéro de carte.',
  'checkout.payment.payWith': 'Comment voulez-vous payer?',
  'checkout.payment.useCardOnFile':
    'Utiliser ma carte au dossier ({brand} se terminant par {last4})',
  'checkout.payment.useNewCard': 'Utiliser une autre carte',
  'checkout.payment.cardNotProcessed':
    'Votre carte n’a pas pu être traitée. Vérifiez les renseignements de la carte ou utilisez-en une autre.',
  'checkout.payment.cardProcessingError':
    'Un problème est survenu lors du traitement de votre carte; votre commande n’a donc pas été passée. Vérifiez les renseignements de la carte ou utilisez-en une autre, puis réessayez.',

  'checkout.card.accepted': 'Cartes acceptées',
  'checkout.card.detected': 'Carte {brand}',

  'checkout.giftCard.toggle': 'J’ai une carte-cadeau',
  'checkout.giftCard.legend': 'Carte-cadeau',
  'checkout.giftCard.number': 'Numéro de la carte-cadeau',
  'checkout.giftCard.expiry': 'Date d’expiration de la carte-cadeau',
  'checkout.giftCard.cvv': 'Code de sécurité de la carte-cadeau',

  'checkout.field.email.required': 'Inscrivez votre adresse courriel.',
  'checkout.field.email.invalid': 'Inscrivez une adresse courriel valide, comme nom@exemple.com.',
  'checkout.field.password.required': 'Inscrivez un mot de passe.',
  'checkout.field.password.invalid':
    'Votre mot de passe ne respecte pas les exigences indiquées sous le champ.',
  'checkout.field.firstName.required': 'Inscrivez votre prénom.',
  'checkout.field.firstName.invalid': 'Inscrivez votre prénom en lettres seulement.',
  'checkout.field.lastName.required': 'Inscrivez votre nom de famille.',
  'checkout.field.lastName.invalid': 'Inscrivez votre nom de famille en lettres seulement.',
  'checkout.field.cardNumber.required': 'Inscrivez votre numéro de carte.',
  'checkout.field.cardNumber.invalid': 'Inscrivez un numéro de carte valide.',
  'checkout.field.cardNumber.notAccepted':
    'Nous n’acceptons pas ce type de carte. Utilisez une carte Visa, Mastercard ou American Express.',
  'checkout.field.expiry.required': 'Inscrivez la date d’expiration.',
  'checkout.field.expiry.invalid': 'Inscrivez la date d’expiration au format MM/AA.',
  'checkout.field.expiry.expired': 'Cette carte est expirée. Utilisez-en une autre.',
  'checkout.field.cvv.required': 'Inscrivez le code de sécurité.',
  'checkout.field.cvv.invalid': 'Inscrivez le code de sécurité imprimé sur votre carte.',
  'checkout.field.zip.required': 'Inscrivez votre code postal.',
  'checkout.field.zip.invalid': 'Inscrivez un code postal valide, comme H2X 1Y4.',
  'checkout.field.phone.required': 'Inscrivez votre numéro de téléphone.',
  'checkout.field.phone.invalid': 'Inscrivez un numéro de téléphone à 10 chiffres.',
  'checkout.field.state.required': 'Choisissez votre province ou territoire.',
  'checkout.field.state.invalid': 'Choisissez votre province ou territoire.',
  'checkout.field.giftCardNumber.required': 'Inscrivez le numéro de la carte-cadeau.',
  'checkout.field.giftCardNumber.invalid':
    'Inscrivez les 10 à 19 chiffres du numéro de la carte-cadeau.',
  'checkout.field.giftCardExpiry.required': 'Inscrivez la date d’expiration de la carte-cadeau.',
  'checkout.field.giftCardExpiry.invalid':
    'Inscrivez la date d’expiration de la carte-cadeau au format MM/AA.',
  'checkout.field.giftCardCvv.required': 'Inscrivez le code de sécurité de la carte-cadeau.',
  'checkout.field.giftCardCvv.invalid':
    'Inscrivez les 3 chiffres du code de sécurité de la carte-cadeau.',
  'checkout.field.agreement.required':
    'Cochez la case pour accepter ces conditions avant de commander.',
  'checkout.field.agreement.invalid':
    'Cochez la case pour accepter ces conditions avant de commander.',
  'checkout.field.tooLong': 'C’est trop long. Raccourcissez le texte, puis réessayez.',
  'checkout.field.cardData': 'N’inscrivez pas de renseignements de carte ici.',

  'checkout.review.title': 'Vérifiez votre commande',
  'checkout.review.plan': 'Forfait',
  'checkout.review.email': 'Courriel et nom d’utilisateur',
  'checkout.review.card': 'Paiement',
  'checkout.review.cardEnding': '{brand} se terminant par {last4}',
  'checkout.review.changePayment': 'Modifier les renseignements de paiement',
  'checkout.review.etf':
    'Si vous annulez dans les {months, plural, one {# premier mois} other {# premiers mois}}, des frais de résiliation anticipée de {amount} s’appliquent.',
  'checkout.review.submit': 'Passer ma commande',
  'checkout.review.placing': 'Commande en cours…',
  'checkout.review.humanCheck.title': 'Une brève vérification de sécurité',
  'checkout.review.humanCheck.body':
    'Certaines commandes de cette session n’ont pas abouti; nous vérifions donc que vous êtes une personne. La vérification s’effectue ci-dessous; une fois terminée, finalisez votre commande.',
  'checkout.review.humanCheck.refused':
    'La vérification de sécurité n’a pas abouti. Une nouvelle s’effectue ci-dessous; une fois terminée, finalisez de nouveau votre commande.',
  'checkout.agreement.label':
    'J’accepte que mon abonnement se renouvelle automatiquement et que ma carte soit débitée au tarif alors en vigueur jusqu’à ce que j’annule. J’accepte le <agreement>Contrat d’abonnement</agreement> et la <privacy>Politique de confidentialité</privacy>. Je peux annuler en ligne ou en composant le {phone}.',

  'checkout.quote.title': 'Sommaire de la commande',
  'checkout.quote.plan': '{packageName} ({months, plural, one {# mois} other {# mois}})',
  'checkout.quote.giftCard': 'Carte-cadeau',
  'checkout.quote.mrdDiscount': 'Rabais multiradio',
  'checkout.quote.dueToday': 'À payer aujourd’hui',
  'checkout.quote.laterTitle': 'À compter du {date}',
  'checkout.quote.laterTotal': 'Vous paierez ensuite',
  'checkout.fee.musicRoyalty': 'Frais de redevances musicales',
  'checkout.fee.activation': 'Frais d’activation',
  'checkout.tax.gst': 'TPS ({rate})',
  'checkout.tax.hst': 'TVH ({rate})',
  'checkout.tax.pst': 'TVP ({rate})',
  'checkout.tax.rst': 'TVD ({rate})',
  'checkout.tax.qst': 'TVQ ({rate})',
  'checkout.tax.salesTax': 'Taxe de vente ({rate})',

  'checkout.thanks.title': 'C’est fait!',
  'checkout.thanks.username': 'Votre nom d’utilisateur',
  'checkout.thanks.listenNow': 'Écouter maintenant',
  'checkout.thanks.listenNowFailed':
    'Nous n’avons pas pu ouvrir le lecteur pour l’instant. Veuillez réessayer.',
  'checkout.thanks.dealTitle': 'Profitez de votre offre',
  'checkout.thanks.dealBody':
    'Nous vous avons envoyé par courriel les étapes pour profiter de l’offre incluse avec votre forfait et la lier à votre compte.',
};
