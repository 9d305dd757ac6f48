import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'infoCollection.lead':
    'Remplissez les champs demandés par notre assistant, puis renvoyez-les à votre clavardage.',
  'infoCollection.notAsked': 'Pas nécessaire pour le moment',
  'infoCollection.send': 'Envoyer mes renseignements',
  'infoCollection.sending': 'Envoi en cours…',
  'infoCollection.choose': 'Choisir…',
  'infoCollection.loading': 'Chargement de votre formulaire…',
  'infoCollection.tooMany.title': 'Trop de tentatives',
  'infoCollection.tooMany.body':
    'Pour votre sécurité, attendez quelques minutes avant de réessayer.',

  'infoCollection.field.firstName': 'Prénom',
  'infoCollection.field.lastName': 'Nom de famille',
  'infoCollection.field.phone': 'Numéro de téléphone',
  'infoCollection.field.streetAddress': 'Adresse municipale',
  'infoCollection.field.city': 'Ville',
  'infoCollection.field.state': 'Province ou territoire',
  'infoCollection.field.zip': 'Code postal',
  'infoCollection.field.email': 'Courriel',
  'infoCollection.field.esn': 'Identifiant de radio ou NIV',
  'infoCollection.field.accountNumber': 'Numéro de compte',
  'infoCollection.field.dateOfBirth': 'Date de naissance (jour et mois)',

  'infoCollection.hint.phone': '10 chiffres, en commençant par l’indicatif régional.',
  'infoCollection.hint.esn':
    'Syntonisez le canal 0 pour voir l’identifiant de votre radio, ou utilisez le NIV de 17 caractères de votre véhicule.',
  'infoCollection.hint.accountNumber': 'Tel qu’il figure sur votre facture.',
  'infoCollection.hint.dateOfBirth': 'JJ/MM, par exemple 07/03 pour le 7 mars.',

  'infoCollection.error.firstName.required': 'Entrez votre prénom.',
  'infoCollection.error.firstName.invalid':
    'Utilisez seulement des lettres, des traits d’union et des espaces (50 au maximum).',
  'infoCollection.error.lastName.required': 'Entrez votre nom de famille.',
  'infoCollection.error.lastName.invalid':
    'Utilisez seulement des lettres, des traits d’union et des espaces (50 au maximum).',
  'infoCollection.error.phone.required': 'Entrez votre numéro de téléphone.',
  'infoCollection.error.phone.invalid': 'Entrez un numéro de téléphone à 10 chiffres.',
  'infoCollection.error.streetAddress.required': 'Entrez votre adresse municipale.',
  'infoCollection.error.streetAddress.invalid':
    'Utilisez de 2 à 100 lettres, chiffres, espaces et , # - . ’ seulement.',
  'infoCollection.error.city.required': 'Entrez votre ville.',
  'infoCollection.error.city.invalid':
    'Utilisez de 2 à 50 lettres, chiffres, espaces et ’ - . seulement.',
  'infoCollection.error.state.required': 'Choisissez votre province ou territoire.',
  'infoCollection.error.state.invalid': 'Choisissez votre province ou territoire.',
  'infoCollection.error.zip.required': 'Entrez votre code postal.',
  'infoCollection.error.zip.invalid': 'Entrez un code postal comme K1A 0B1.',
  'infoCollection.error.email.required': 'Entrez votre courriel.',
  'infoCollection.error.email.invalid': 'Entrez un courriel comme nom@exemple.com.',
  'infoCollection.error.esn.required': 'Entrez l’identifiant de votre radio ou votre NIV.',
  'infoCollection.error.esn.invalid':
    'Entrez les 8 ou 12 caractères de l’identifiant de votre radio, ou les 17 caractères de votre NIV.',
  'infoCollection.error.esn.checkDigit':
    'Ce NIV n’est pas valide. Vérifiez chaque caractère sur votre certificat d’immatriculation.',
  'infoCollection.error.accountNumber.required': 'Entrez votre numéro de compte.',
  'infoCollection.error.accountNumber.invalid':
    'Entrez votre numéro de compte tel qu’il figure sur votre facture.',
  'infoCollection.error.dateOfBirth.required': 'Entrez le jour et le mois de votre naissance.',
  'infoCollection.error.dateOfBirth.invalid':
    'Entrez un jour et un mois réels au format JJ/MM, par exemple 07/03.',
  'infoCollection.error.cardData': 'N’entrez pas de renseignements de carte ici.',

  'infoCollection.sent.heading': 'Merci',
  'infoCollection.sent.body':
    'Nous avons envoyé vos renseignements à votre clavardage. Vous pouvez fermer cette page et retourner à votre conversation.',
  'infoCollection.answered.heading': 'Vous avez déjà envoyé vos renseignements',
  'infoCollection.answered.body':
    'Ce formulaire ne peut être envoyé qu’une fois. Retournez à votre clavardage pour poursuivre la conversation.',
  'infoCollection.invalid.heading': 'Ce lien n’est pas valide',
  'infoCollection.invalid.body':
    'Il a peut-être expiré ou été modifié. Retournez à votre clavardage et demandez un nouveau lien.',
};
