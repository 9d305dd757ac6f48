import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'checkout.existing.title':
    '{count, plural, one {Nous avons trouvé votre abonnement} other {Nous avons trouvé vos abonnements}}',
  'checkout.existing.streamingLead': 'Cette adresse courriel comprend déjà l’écoute en continu :',
  'checkout.existing.trialLead':
    'Cette adresse courriel a un essai en cours. Abonnez-vous pour continuer d’écouter à la fin de l’essai :',
  'checkout.existing.listen': 'Écouter',
  'checkout.existing.listenTo': 'Écouter avec {plan}',
  'checkout.existing.subscribe': 'M’abonner',
  'checkout.existing.subscribeTo': 'M’abonner pour prolonger {plan}',
  'checkout.existing.radio': 'radio se terminant par {last4}',
  'checkout.existing.otherEmail': 'Utiliser une autre adresse courriel',
  'checkout.existing.trialVerify':
    'Pour vous abonner, nous confirmerons qu’il s’agit de votre compte avec votre nom de famille, votre numéro de téléphone et votre code postal.',
  'checkout.existing.verifyFor':
    'Confirmez qu’il s’agit de votre compte pour conserver {plan} avec un forfait payant.',
  'checkout.existing.verifyUnavailable':
    'Nous ne pouvons pas confirmer ce compte pour le moment. Utilisez une autre adresse courriel ou appelez-nous au {phone}.',
  'checkout.existing.backToList': 'Retour à vos abonnements',
};
