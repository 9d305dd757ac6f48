import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'identity.signIn.lead': 'Ouvrez une session pour gérer votre abonnement Orbit Radio.',
  'identity.signIn.handleHint':
    'L’adresse courriel ou le nom d’utilisateur que vous utilisez avec Orbit Radio.',
  'identity.signIn.signingInAs': 'Ouverture de session pour {handle}',
  'identity.signIn.changeHandle': 'Utiliser un autre courriel ou nom d’utilisateur',
  'identity.signIn.passwordSubmit': 'Ouvrir une session',
  'identity.signIn.forgotPassword': 'Mot de passe oublié?',
  'identity.signIn.noAccount': 'Nouveau chez Orbit Radio?',
  'identity.signIn.createAccount': 'Créer un identifiant',
  'identity.signIn.otherWays': 'Autres façons d’ouvrir une session',
  'identity.signIn.sendCodeEmail': 'M’envoyer un code par courriel à {destination}',
  'identity.signIn.sendCodePhone': 'M’envoyer un code par texto au {destination}',
  'identity.signIn.sendLink': 'M’envoyer un lien de connexion par courriel',
  'identity.signIn.alreadySignedIn': 'Vous avez ouvert une session en tant que {handle}.',
  'identity.signIn.goToAccount': 'Aller à mon compte',

  'identity.magicLink.sentTitle': 'Consultez vos courriels',
  'identity.magicLink.sent':
    'Si cette adresse courriel est associée à un identifiant Orbit Radio, nous lui avons envoyé un lien. Il est valide pendant 15 minutes et une seule fois.',
  'identity.magicLink.landingWorking': 'Ouverture de votre session…',
  'identity.magicLink.missing':
    'Ce lien de connexion est incomplet. Ouvrez-le de nouveau à partir de votre courriel.',
  'identity.magicLink.tryAgain': 'Aller à l’ouverture de session',
};
