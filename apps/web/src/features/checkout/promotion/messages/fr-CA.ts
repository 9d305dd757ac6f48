import type { messages as enUS } from './en-US.ts';

/** Français canadien. */
export const messages: Record<keyof typeof enUS, string> = {
  'promotion.title': 'Activez votre radio avec votre code promotionnel',
  'promotion.lead':
    'Votre code vous donne {packageName} gratuitement pendant {months} mois. Aucune carte de crédit requise.',
  'promotion.stepOf': 'Étape {step} de 3',
  'promotion.working': 'Un instant…',
  'promotion.care': 'Des questions? Appelez-nous au {phone}.',
  'promotion.failed': 'Un problème est survenu de notre côté. Veuillez réessayer dans un moment.',
  'promotion.retry': 'Réessayer',

  'promotion.error.noCode.title': 'Un code promotionnel est nécessaire',
  'promotion.error.noCode.body':
    'Cette page active une radio avec un code promotionnel, et le lien suivi n’en contient pas. Utilisez le lien de votre carte ou de votre courriel promotionnel, ou choisissez plutôt un forfait.',
  'promotion.error.invalid.title': 'Ce code promotionnel n’est pas valide',
  'promotion.error.invalid.body':
    'Nous n’avons pas trouvé le code {code}. Vérifiez-le sur votre carte ou votre courriel promotionnel, ou choisissez plutôt un forfait.',
  'promotion.error.expired.title': 'Ce code promotionnel est expiré',
  'promotion.error.expired.body':
    'Le code {code} ne peut plus être utilisé. Vous pouvez tout de même choisir un forfait pour votre radio.',
  'promotion.error.redeemed.title': 'Ce code promotionnel a déjà été utilisé',
  'promotion.error.redeemed.body':
    'Chaque code promotionnel active une seule radio, et celui-ci a été utilisé. Pour continuer à écouter, choisissez un forfait pour votre radio.',
  'promotion.error.choosePlan': 'Voir nos forfaits',

  'promotion.device.title': 'Trouvez votre radio',
  'promotion.device.lead': 'La promotion s’adresse aux radios qui n’ont jamais été activées.',
  'promotion.device.notEligible.title': 'Cette radio ne peut pas profiter de la promotion',
  'promotion.device.notEligible.body':
    'La radio se terminant par {last4} a déjà été activée. La promotion s’adresse aux nouvelles radios seulement; vous pouvez plutôt lui choisir un forfait.',
  'promotion.device.searchAgain': 'Chercher une autre radio',

  'promotion.account.title': 'Vos renseignements',
  'promotion.account.lead': 'Votre nouveau compte est ouvert à ce nom, à cette adresse.',
  'promotion.account.aboutYou': 'À propos de vous',
  'promotion.account.email': 'Courriel',
  'promotion.account.emailHint':
    'Votre identifiant de connexion et l’adresse de votre confirmation.',
  'promotion.account.serviceAddress': 'Adresse de service',
  'promotion.field.addressLine1.required': 'Entrez votre adresse.',
  'promotion.field.addressLine1.invalid':
    'Entrez une adresse avec des lettres, des chiffres et la ponctuation usuelle.',
  'promotion.field.city.required': 'Entrez votre ville.',
  'promotion.field.city.invalid': 'Entrez une ville en lettres seulement.',
  'promotion.account.continue': 'Continuer',
  'promotion.account.addressNotValid':
    'Ce code postal ne correspond pas à la province ou à l’État. Vérifiez votre adresse.',

  'promotion.activation.title': 'Vérifier et activer',
  'promotion.activation.radio': 'Votre radio',
  'promotion.activation.radioEnding': 'se terminant par {last4}',
  'promotion.activation.package': 'Forfait',
  'promotion.activation.price': 'Prix',
  'promotion.activation.free': 'Gratuit pendant {months} mois',
  'promotion.activation.name': 'Nom',
  'promotion.activation.email': 'Courriel',
  'promotion.activation.address': 'Adresse de service',
  'promotion.activation.edit': 'Modifier vos renseignements',
  'promotion.activation.signIn': 'Créez votre connexion',
  'promotion.activation.signInBody':
    'Vous vous connecterez avec votre courriel et ce mot de passe pour gérer votre radio.',
  'promotion.activation.password': 'Mot de passe',
  'promotion.activation.passwordHint':
    'De 8 à 64 caractères, avec au moins trois de ces éléments : minuscule, majuscule, chiffre, symbole. Votre courriel est votre nom d’utilisateur.',
  'promotion.activation.agreement': 'J’accepte la',
  'promotion.activation.agreementLink': 'Convention client',
  'promotion.activation.submit': 'Activer ma radio',
  'promotion.activation.notEligible':
    'Cette radio a été activée entre-temps; la promotion ne peut donc pas s’y appliquer.',
  'promotion.activation.inProgress':
    'Une activation de cette radio est déjà en cours. Patientez un moment et réessayez.',
  'promotion.activation.codeUsed': 'Ce code promotionnel a été utilisé entre-temps.',
  'promotion.activation.lookupExpired':
    'Votre recherche de radio a expiré. Cherchez votre radio de nouveau.',

  'promotion.humanCheck.title': 'Une dernière vérification',
  'promotion.humanCheck.reason':
    'Tant d’activations viennent d’ici que nous devons nous assurer que vous êtes une personne. Répondez à la vérification, puis appuyez de nouveau sur Activer.',
  'promotion.humanCheck.refused':
    'Cette réponse n’a pas fonctionné. Essayez la nouvelle vérification.',

  'promotion.thanks.title': 'Votre radio est activée',
  'promotion.thanks.lead': 'Votre radio se terminant par {last4} joue maintenant {packageName}.',
  'promotion.thanks.freeUntil': 'Gratuit jusqu’au',
  'promotion.thanks.accountNumber': 'Numéro de compte',
  'promotion.thanks.email': 'Nous avons envoyé une confirmation à {email}.',
  'promotion.thanks.signIn':
    'Connectez-vous avec {email} et le mot de passe que vous venez de choisir.',
  'promotion.thanks.goToAccount': 'Vous connecter à votre compte',
  'promotion.thanks.streaming': 'Votre forfait comprend l’écoute dans l’appli Orbit.',
};
