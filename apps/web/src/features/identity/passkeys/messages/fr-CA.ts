import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'passkey.setup.lead':
    'Connectez-vous à Orbit Radio avec votre visage, votre empreinte digitale ou le verrouillage de votre écran plutôt qu’avec un mot de passe.',
  'passkey.setup.why1': 'Plus rapide : aucun mot de passe à saisir ni à retenir.',
  'passkey.setup.why2':
    'Plus sûr : une clé d’accès ne fonctionne que sur Orbit Radio; elle ne peut donc pas être hameçonnée.',
  'passkey.setup.why3':
    'Confidentiel : votre empreinte ou votre visage ne quittent jamais votre appareil.',
  'passkey.setup.create': 'Créer une clé d’accès',
  'passkey.setup.creating': 'Suivez les étapes sur votre appareil…',
  'passkey.setup.notNow': 'Pas maintenant',
  'passkey.setup.success.title': 'Votre clé d’accès est prête',
  'passkey.setup.success.body':
    'La prochaine fois, choisissez « Se connecter avec une clé d’accès » sur la page de connexion.',
  'passkey.setup.continue': 'Aller à mon compte',
  'passkey.setup.denied.title': 'Aucune clé d’accès n’a été créée',
  'passkey.setup.denied.body':
    'La demande a été annulée ou a expiré. Vous pouvez réessayer quand vous le voulez.',
  'passkey.setup.tryAgain': 'Réessayer',
  'passkey.setup.signedOut': 'Connectez-vous d’abord, puis revenez ici pour créer une clé d’accès.',
  'passkey.setup.signIn': 'Se connecter',
  'passkey.setup.loading': 'Chargement…',
  'passkey.error.previouslyRegistered':
    'Cet appareil a déjà une clé d’accès pour votre compte Orbit Radio. Vous pouvez l’utiliser pour vous connecter.',
  'passkey.error.notSupported':
    'Ce navigateur ne prend pas en charge les clés d’accès. Essayez un autre navigateur ou appareil.',
  'passkey.error.disabled':
    'Les clés d’accès ne sont pas offertes pour le moment. Connectez-vous d’une autre façon.',
  'passkey.error.invalidDomain':
    'Les clés d’accès ne peuvent pas être utilisées à cette adresse Web.',
  'passkey.error.noAlgorithm':
    'Votre appareil ne prend pas en charge le type de clé d’accès que nous utilisons.',
  'passkey.error.notFound':
    'Nous ne reconnaissons pas cette clé d’accès. Connectez-vous d’une autre façon, puis créez-en une nouvelle.',
  'passkey.error.generic': 'Un problème est survenu avec la clé d’accès. Veuillez réessayer.',
  'passkey.signIn.button': 'Se connecter avec une clé d’accès',
  'passkey.signIn.working': 'En attente de votre clé d’accès…',
  'passkey.signIn.denied':
    'La connexion avec une clé d’accès a été annulée. Réessayez ou connectez-vous d’une autre façon.',
};
