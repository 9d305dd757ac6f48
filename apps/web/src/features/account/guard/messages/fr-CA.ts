import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'account.title': 'Votre compte',
  'account.noAccount.title': 'Aucun compte radio n’est encore lié à cet identifiant',
  'account.noAccount.body':
    'Vous êtes connecté, mais aucun compte avec des radios ou des factures n’est associé à cet identifiant. Trouvez votre compte à l’aide de vos renseignements, ou abonnez-vous.',
  'account.noAccount.lookup': 'Trouver votre compte',
  'account.noAccount.subscribe': 'S’abonner à la diffusion en continu',
  'account.noAccount.credentials': 'Gérer votre identifiant',
  'account.unavailable.title': 'Nous n’avons pas trouvé votre compte',
  'account.unavailable.body':
    'Réessayez dans un instant. S’il ne s’affiche toujours pas, retrouvez votre compte avec votre nom, votre courriel, votre numéro de téléphone et votre code postal.',
  'account.unavailable.retry': 'Réessayer',
  'account.unavailable.lookup': 'Retrouver mon compte',
};
