import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'deviceCode.tv.lead':
    'Entrez le code affiché sur votre téléviseur ou dans votre voiture pour le connecter à Orbit Radio avec votre compte.',
  'deviceCode.speaker.lead':
    'Entrez le code d’association affiché dans l’application de votre haut-parleur pour l’ajouter à votre compte Orbit Radio.',
  'deviceCode.label': 'Code affiché',
  'deviceCode.hint': '8 lettres, par exemple BCDF-GHJK. Vous pouvez le coller.',
  'deviceCode.tv.submit': 'Connecter',
  'deviceCode.speaker.submit': 'Associer le haut-parleur',
  'deviceCode.working': 'Connexion en cours…',
  'deviceCode.incomplete': 'Entrez les 8 lettres du code.',
  'deviceCode.invalid':
    'Ce code n’est pas valide. Vérifiez le code affiché à l’écran et réessayez.',
  'deviceCode.expired.title': 'Ce code a expiré',
  'deviceCode.expired.body': 'Obtenez un nouveau code sur votre appareil, puis entrez-le ici.',
  'deviceCode.tooMany': 'Trop de tentatives. Attendez une minute, puis réessayez.',
  'deviceCode.error': 'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',
  'deviceCode.tv.success.title': 'Vous êtes connecté',
  'deviceCode.tv.success.body': 'Votre appareil se connectera d’ici quelques secondes.',
  'deviceCode.speaker.success.title': 'Haut-parleur associé',
  'deviceCode.speaker.success.body':
    'Votre haut-parleur fait maintenant partie de votre compte Orbit Radio.',
  'deviceCode.another': 'Connecter un autre appareil',
  'deviceCode.signedOut': 'Connectez-vous d’abord à Orbit Radio, puis entrez le code.',
  'deviceCode.signIn': 'Se connecter',
  'deviceCode.toAccount': 'Aller à mon compte',
  'deviceCode.retry': 'Réessayer',
  'deviceCode.loading': 'Chargement…',
};
