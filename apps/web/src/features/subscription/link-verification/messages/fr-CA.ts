import type { messages as enUS } from './en-US.ts';

/** Français canadien. */
export const messages: Record<keyof typeof enUS, string> = {
  'subscription.verify.title': 'D’abord, confirmez que c’est vous',
  'subscription.verify.lead':
    'Ce lien a trouvé votre compte. Entrez les renseignements du compte pour continuer, ou connectez-vous plutôt.',
  'subscription.verify.unavailable':
    'Nous ne pouvons pas confirmer votre compte pour le moment. Connectez-vous plutôt, ou appelez-nous au {phone}.',
  'subscription.verify.signIn': 'Me connecter plutôt',
  'subscription.verify.humanCheck.title': 'Une vérification de plus',
  'subscription.verify.humanCheck.body':
    'Il y a eu de nombreux essais pour confirmer ce compte. Votre navigateur résout une courte vérification avant Vérifier.',
  'subscription.verify.humanCheck.refused':
    'La vérification n’a pas abouti. Appuyez sur Vérifier pour réessayer.',
};
