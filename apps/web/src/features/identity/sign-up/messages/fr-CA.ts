import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'identity.signUp.lead': 'Créez un identifiant pour écouter et gérer votre abonnement.',
  'identity.signUp.submit': 'Créer mon identifiant',
  'identity.signUp.haveAccount': 'Vous avez déjà un identifiant?',
  'identity.signUp.signIn': 'Ouvrir une session',
  'identity.signUp.rulesTitle': 'Votre mot de passe doit contenir :',
  'identity.signUp.ruleLength': 'de 8 à 64 caractères',
  'identity.signUp.ruleGroups':
    'au moins 3 de ces types : minuscules, majuscules, chiffres, symboles',
  'identity.signUp.ruleCharacters':
    'seulement des lettres, des chiffres et ces symboles : {specials}',
  'identity.signUp.ruleWords': 'aucun mot courant comme « password » ou « orbit »',
  'identity.signUp.ruleMet': 'respecté',
  'identity.signUp.ruleNotMet': 'pas encore',
  'identity.signUp.codeSent':
    'Nous avons envoyé un code à 6 chiffres à {destination}. Entrez-le pour terminer la création de votre identifiant. Si ce courriel a déjà un identifiant, notre message le précise et le code vous connecte.',
  'identity.signUp.changeEmail': 'Utiliser une autre adresse courriel',
};
