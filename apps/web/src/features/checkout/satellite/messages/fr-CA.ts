import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'satellite.offer.title': 'Orbit Radio dans votre véhicule',
  'satellite.offer.streamingTitle': 'Ajoutez l’écoute en continu d’Orbit Radio à votre compte',

  'satellite.promo.invalid.title': 'Ce code promotionnel n’est pas valide',
  'satellite.promo.invalid.body':
    'Vérifiez le code et le lien que vous avez suivi. En attendant, voici notre meilleure offre du moment.',

  'satellite.radio.label': 'Votre radio',
  'satellite.radio.vehicle': 'Véhicule',
  'satellite.radio.radioId': 'Identifiant de la radio',
  'satellite.radio.ending': 'se terminant par {last4}',
  'satellite.radio.endingFull': 'Identifiant de radio se terminant par {last4}',

  'satellite.payment.offerForNewSubscribers':
    'L’offre affichée est réservée aux radios nouvelles chez Orbit Radio; voici donc le meilleur forfait pour celle-ci.',
  'satellite.deviceSelect.title': 'Choisissez votre radio',
  'satellite.deviceSelect.lead': 'Choisissez une radio de votre compte ou ajoutez-en une autre.',
  'satellite.deviceSelect.listLabel': 'Radios de votre compte',
  'satellite.deviceSelect.type.car': 'Radio de véhicule',
  'satellite.deviceSelect.type.radio': 'Radio satellite',
  'satellite.deviceSelect.type.aviation': 'Radio d’aviation',
  'satellite.deviceSelect.type.marine': 'Radio marine',
  'satellite.deviceSelect.radioId': 'Identifiant de radio ****{last4}',
  'satellite.deviceSelect.trial': 'En essai de {plan}',
  'satellite.deviceSelect.active': '{plan}, actif',
  'satellite.deviceSelect.noPlan': 'Aucun forfait actif',
  'satellite.deviceSelect.choose': 'Choisir',
  'satellite.deviceSelect.chooseNamed':
    'Choisir {name}, identifiant de radio se terminant par {last4}',
  'satellite.deviceSelect.other': 'Ajouter une autre radio',
  'satellite.deviceSelect.failed':
    'Nous ne pouvons pas ouvrir cette radio pour le moment. Réessayez ou ajoutez-la avec son identifiant de radio.',
  'satellite.deviceSelect.changePlan': 'Changer son forfait',
  'satellite.deviceSelect.changePlanNamed':
    'Changer le forfait de {name}, identifiant de radio se terminant par {last4}',
  'satellite.changeTo.title': 'Changer le forfait d’une radio',
  'satellite.changeTo.lead': 'Choisissez la radio dont vous voulez changer le forfait.',
  'satellite.changeTo.other': 'Trouver une autre radio',
  'satellite.lookup.leadChangeTo': 'Indiquez-nous la radio dont vous voulez changer le forfait.',

  'satellite.lookup.title': 'Trouvez votre radio',
  'satellite.lookup.lead': 'Nous vous montrerons les forfaits offerts pour votre radio.',
  'satellite.lookup.leadAddRadio': 'Indiquez-nous la radio à ajouter à votre compte.',
  'satellite.lookup.offersFailed':
    'Nous avons trouvé votre radio, mais pas ses forfaits. Veuillez réessayer dans un instant.',
  'satellite.lookup.humanCheck.title': 'Une dernière étape',
  'satellite.lookup.humanCheck.body':
    'Les forfaits de cette radio ont fait l’objet de nombreuses demandes. Une brève vérification de sécurité s’effectue ci-dessous; une fois terminée, continuez de nouveau.',
  'satellite.lookup.humanCheck.refused':
    'La vérification de sécurité n’a pas abouti. Une nouvelle s’effectue ci-dessous; une fois terminée, continuez de nouveau.',

  'satellite.pickAPlan.title': 'Choisissez un forfait pour votre radio',
  'satellite.pickAPlan.choose': 'Choisir ce forfait',
  'satellite.pickAPlan.chooseNamed': 'Choisir {plan}',

  'satellite.payment.aboutYou': 'Vos coordonnées',
  'satellite.payment.email': 'Adresse courriel',
  'satellite.payment.serviceAddress': 'Adresse de service',
  'satellite.payment.serviceAddressHint':
    'L’endroit où vous utilisez surtout votre radio. Elle détermine les taxes et les frais de votre forfait.',
  'satellite.payment.addressLine1': 'Adresse municipale',
  'satellite.payment.city': 'Ville',
  'satellite.payment.card': 'Paiement',

  'satellite.field.addressLine1.required': 'Inscrivez votre adresse municipale.',
  'satellite.field.addressLine1.invalid':
    'Inscrivez une adresse avec des lettres, des chiffres et les signes , # - . ’ seulement.',
  'satellite.field.city.required': 'Inscrivez votre ville.',
  'satellite.field.city.invalid':
    'Inscrivez votre ville avec des lettres et des chiffres seulement.',

  'satellite.review.radio': 'Radio',
  'satellite.review.serviceAddress': 'Adresse de service',
  'satellite.review.email': 'Adresse courriel',
  'satellite.review.cardOnFile': 'Carte au dossier : {brand} se terminant par {last4}',
  'satellite.followsTrial':
    'Votre forfait payant commence à la fin de votre période d’essai, le {date}.',

  'satellite.thanks.title': 'Votre radio est abonnée!',
  'satellite.thanks.streamingTitle': 'L’écoute en continu est ajoutée à votre compte!',
  'satellite.thanks.streamingReady':
    'Connectez-vous à l’application ou au site Web d’Orbit Radio pour commencer l’écoute. Nous vous avons envoyé votre reçu par courriel.',
  'satellite.thanks.accountNumber': 'Numéro de compte',
  'satellite.thanks.radioReady':
    'Allumez votre radio et laissez-la au canal 1 quelques minutes : vos chaînes arriveront sous peu. Nous vous avons envoyé votre reçu par courriel.',
  'satellite.thanks.signInTitle': 'Créez votre identifiant de connexion',
  'satellite.thanks.signInBody':
    'Gérez votre abonnement, consultez vos factures et écoutez Orbit Radio en continu avec votre propre identifiant.',
  'satellite.thanks.signInLink': 'Créer mon identifiant',

  'satellite.token.title': 'Entrez le code reçu par courriel',
  'satellite.token.lead':
    'Le code indique votre radio et l’offre que nous vous avons envoyée. Il se trouve dans le lien du courriel ou de la lettre.',
  'satellite.token.code': 'Votre code',
  'satellite.token.codeHint': 'Copiez-le du courriel, ou tapez-le tel qu’il est imprimé.',
  'satellite.token.required': 'Entrez le code reçu par courriel.',
  'satellite.token.orFindRadio': 'Pas de code? Trouvez plutôt votre radio',
  'satellite.token.problem.missing':
    'Nous ne savons pas à quelle radio votre lien correspond. Entrez le code reçu par courriel ou trouvez votre radio ci-dessous.',
  'satellite.token.problem.invalid':
    'Ce lien ou ce code n’est plus valide. Entrez le code de votre dernier courriel ou trouvez votre radio ci-dessous.',
  'satellite.token.problem.refused':
    'Ce code n’est pas valide ou est expiré. Vérifiez-le et réessayez, ou trouvez votre radio ci-dessous.',
  'satellite.token.problem.failed':
    'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',

  'satellite.active.title': 'Vous avez déjà un abonnement',
  'satellite.active.body':
    'Cette radio a déjà un abonnement actif. Connectez-vous pour le modifier ou le gérer.',
  'satellite.active.bodyRadio':
    'La radio se terminant par {last4} a déjà un abonnement actif. Connectez-vous pour le modifier ou le gérer.',
  'satellite.active.signIn': 'Se connecter',
  'satellite.active.manage': 'Gérer mon compte',
  'satellite.active.lookUpAnother': 'Chercher une autre radio',

  'satellite.errorPage.seePlans': 'Voir nos forfaits',
  'satellite.errorPage.promo-code-redeemed-error.title': 'Ce code promotionnel a déjà été utilisé',
  'satellite.errorPage.promo-code-redeemed-error.body':
    'Chaque code promotionnel ne peut être utilisé qu’une fois. Vous pouvez tout de même vous abonner sans lui.',
  'satellite.errorPage.promo-code-redeemed-error.cta': 'Retour à l’offre',
  'satellite.errorPage.expired-offer-error.title': 'Cette offre est terminée',
  'satellite.errorPage.expired-offer-error.body':
    'L’offre que vous cherchez n’est plus offerte, mais vous pouvez vous abonner à l’un de nos forfaits actuels.',
  'satellite.errorPage.expired-offer-error.cta': 'Voir nos forfaits',
  'satellite.errorPage.offer-unavailable.title': 'Cette offre n’est pas disponible',
  'satellite.errorPage.offer-unavailable.body':
    'Nous n’avons pas d’offre pour ce lien en ce moment. Consultez nos forfaits actuels ou appelez-nous au {phone}.',
  'satellite.errorPage.offer-unavailable.cta': 'Voir nos forfaits',
  'satellite.errorPage.technical-issues.title': 'Nous éprouvons des difficultés techniques',
  'satellite.errorPage.technical-issues.body':
    'Nous n’avons pas pu charger cette offre. Veuillez réessayer dans quelques minutes ou appelez-nous au {phone}.',
  'satellite.errorPage.technical-issues.cta': 'Réessayer',
};
