import type { messages as enUS } from './en-US.ts';

/** Le français du Canada (espace insécable avant « : ; ? ! » et après « «). */
export const messages: Record<keyof typeof enUS, string> = {
  'signIns.lead':
    'Tout ce qui peut utiliser votre connexion Orbit Radio\u00a0: les appareils que vous avez connectés, les services associés, vos clés d’accès et les navigateurs connectés. Retirez ce que vous ne reconnaissez pas\u00a0; cela cesse de fonctionner aussitôt.',
  'signIns.loading': 'Chargement…',
  'signIns.error':
    'Nous ne pouvons pas afficher cette partie pour le moment. Veuillez réessayer dans un instant.',
  'signIns.retry': 'Réessayer',
  'signIns.signedOut':
    'Connectez-vous pour voir les appareils et les services qui utilisent votre compte.',
  'signIns.signIn': 'Se connecter',
  'signIns.toAccount': 'Retour à mon compte',
  'signIns.unknownDate': 'inconnue',

  'signIns.devices.title': 'Appareils connectés',
  'signIns.devices.empty':
    'Aucun téléviseur, haut-parleur ni véhicule n’est connecté à votre compte.',
  'signIns.devices.connect': 'Connecter un appareil avec son code',
  'signIns.kind.tv': 'Téléviseur',
  'signIns.kind.speaker': 'Haut-parleur',
  'signIns.kind.car': 'Véhicule',
  'signIns.devices.linked': 'Connecté le {date}',
  'signIns.devices.lastUsed': 'Dernière utilisation le {date}',
  'signIns.devices.notUsed': 'Pas utilisé depuis sa connexion',

  'signIns.services.title': 'Services associés',
  'signIns.services.empty': 'Aucun service, comme Google ou Alexa, n’est associé à votre compte.',
  'signIns.services.link': 'Associer un service',
  'signIns.services.since': 'Associé le {date}',
  'signIns.services.can': 'Peut {scopes}',
  'signIns.scope.listening': 'faire jouer ce que comprend votre abonnement',
  'signIns.scope.account_status': 'voir si votre abonnement est actif',

  'signIns.passkeys.title': 'Clés d’accès',
  'signIns.passkeys.empty':
    'Vous n’avez aucune clé d’accès. Vous pourrez en ajouter une la prochaine fois que vous vous connecterez sur ce navigateur.',
  'signIns.passkeys.unnamed': 'Clé d’accès',
  'signIns.passkeys.created': 'Créée le {date}',
  'signIns.passkeys.lastUsed': 'Dernière connexion le {date}',
  'signIns.passkeys.neverUsed': 'Pas encore utilisée pour se connecter',
  'signIns.passkeys.synced': 'Synchronisée entre vos appareils',
  'signIns.passkeys.single': 'Gardée sur un seul appareil',

  'signIns.browsers.title': 'Navigateurs et applications',
  'signIns.browsers.unknown': 'Navigateur ou application',
  'signIns.browsers.current': 'Ce navigateur',
  'signIns.browsers.signedIn': 'Connecté le {date}',
  'signIns.browsers.lastUsed': 'Dernière activité le {date}',
  'signIns.browsers.place': 'Près de {place}',
  'signIns.browsers.onlyThis': 'Aucun autre navigateur ni application n’est connecté.',
  'signIns.elsewhere.action': 'Déconnecter partout ailleurs',
  'signIns.elsewhere.hint':
    'Tous les autres navigateurs, applications, téléviseurs, haut-parleurs et véhicules sont déconnectés. Les services associés et les clés d’accès restent.',
  'signIns.elsewhere.title': 'Déconnecter partout ailleurs\u00a0?',
  'signIns.elsewhere.body':
    'Tous les autres navigateurs et applications, et chaque téléviseur, haut-parleur et véhicule que vous avez connecté, sont déconnectés aussitôt. Vous restez connecté ici. Les services associés et les clés d’accès ne changent pas.',
  'signIns.elsewhere.confirm': 'Déconnecter partout ailleurs',
  'signIns.elsewhere.done':
    '{count, plural, =0 {Rien d’autre n’était connecté.} one {# autre connexion a pris fin.} other {# autres connexions ont pris fin.}}',

  'signIns.rename': 'Renommer',
  'signIns.rename.label': 'Nouveau nom pour {name}',
  'signIns.rename.hint': 'Jusqu’à {max} caractères.',
  'signIns.rename.save': 'Enregistrer le nom',
  'signIns.rename.cancel': 'Annuler',
  'signIns.rename.required': 'Entrez un nom.',
  'signIns.rename.tooLong': 'Utilisez {max} caractères ou moins.',
  'signIns.rename.saved': 'Renommé\u00a0: {name}.',

  'signIns.keep': 'Le garder',
  'signIns.working': 'En cours…',
  'signIns.gone': '{name} était déjà retiré.',
  'signIns.failed': 'Cela n’a pas fonctionné. Veuillez réessayer dans un instant.',
  'signIns.device.action': 'Retirer',
  'signIns.device.title': 'Retirer {name}\u00a0?',
  'signIns.device.body':
    '{name} est déconnecté aussitôt et ne peut plus faire jouer votre compte. Pour l’utiliser de nouveau, connectez-le avec un nouveau code.',
  'signIns.device.carBody':
    'Votre profil d’écoute dans {name} est retiré aussitôt. Le véhicule ne peut plus faire jouer votre compte tant que vous ne vous y connectez pas de nouveau.',
  'signIns.device.done': '{name} a été retiré.',
  'signIns.service.action': 'Dissocier',
  'signIns.service.title': 'Dissocier {name}\u00a0?',
  'signIns.service.body':
    '{name} ne peut plus {scopes}, dès maintenant. Pour l’utiliser de nouveau, associez-le de nouveau à partir de {name}.',
  'signIns.service.done': '{name} a été dissocié.',
  'signIns.passkey.action': 'Supprimer',
  'signIns.passkey.title': 'Supprimer {name}\u00a0?',
  'signIns.passkey.body':
    'Vous ne pouvez plus vous connecter avec {name}. Vous pouvez aussi la retirer du gestionnaire de mots de passe de votre appareil.',
  'signIns.passkey.done': '{name} a été supprimée.',
  'signIns.browser.action': 'Déconnecter',
  'signIns.browser.title': 'Déconnecter {name}\u00a0?',
  'signIns.browser.body':
    '{name} est déconnecté aussitôt. Toute personne qui l’utilise devra se connecter de nouveau.',
  'signIns.browser.done': '{name} a été déconnecté.',
};
