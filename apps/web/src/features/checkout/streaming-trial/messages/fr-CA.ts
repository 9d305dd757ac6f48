import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'trial.offer.title': 'Essayez gratuitement la diffusion en continu Orbit Radio',
  'trial.offer.lead':
    'Votre essai prend fin de lui-même : aucune carte requise, rien n’est facturé. Continuez d’écouter ensuite seulement si vous choisissez un forfait.',
  'trial.accordion.label': 'Votre essai de diffusion en continu',
  'trial.accordion.account': 'Votre compte',
  'trial.accordion.information': 'Vos renseignements',
  'trial.accordion.review': 'Révision',
  'trial.accordion.done': 'Terminé',
  'trial.accordion.edit': 'Modifier : {section}',
  'trial.information.title': 'Entrez vos renseignements',
  'trial.information.choice': 'Après votre essai',
  'trial.information.trialOnly':
    'L’essai seulement : il prend fin de lui-même, aucune carte requise',
  'trial.information.followOn': 'Continuer d’écouter : {packageName} à {price}/mois après l’essai',
  'trial.information.lead':
    'Nous avons besoin de votre nom, de votre code postal et de votre numéro de téléphone pour créer votre essai.',
  'trial.review.title': 'Vérifiez votre essai',
  'trial.review.noCard': 'Aucune carte requise',
  'trial.review.endsOn':
    'Votre essai se termine le {date}. Rien n’est facturé et il ne se renouvelle pas.',
  'trial.review.followOn': 'Après l’essai : {packageName}',
  'trial.review.start': 'Commencer mon essai',
  'trial.review.agreement':
    'Je comprends que mon essai prend fin de lui-même et que rien n’est facturé. J’accepte le <agreement>Contrat d’abonnement</agreement> et la <privacy>Politique de confidentialité</privacy>. Des questions? Composez le {phone}.',
  'trial.thanks.title': 'Votre essai de diffusion en continu a commencé',
  'trial.thanks.endsOn': 'Votre essai se poursuit jusqu’au {date}, puis prend fin de lui-même.',
  'trial.thanks.followOn':
    'Votre essai se poursuit jusqu’au {date}; ensuite, {packageName} commence et votre carte est débitée.',
  'trial.tokenized.refused':
    'Ce lien d’essai est expiré ou n’est pas valide. Vous pouvez tout de même commencer un essai ici.',
  'trial.own.title': 'Votre compte Orbit',
  'trial.own.lead':
    'Vous êtes connecté : votre essai sera ajouté à ce compte. Aucun nouveau compte, aucun nouveau mot de passe, aucune carte.',
  'trial.own.informationLead': 'Votre essai sera ajouté à ce compte, à son adresse.',
  'trial.own.holder': 'Titulaire du compte',
  'trial.own.account': 'Numéro de compte',
  'trial.own.signInQuestion': 'Vous avez déjà un compte Orbit?',
  'trial.own.signIn': 'Connectez-vous pour y ajouter l’essai',
  'trial.refusal.title': 'Cet essai est réservé aux nouveaux abonnés',
  'trial.refusal.body':
    'Selon nos dossiers, vous avez déjà été abonné à la diffusion en continu d’Orbit Radio : cet essai gratuit ne vous est donc pas offert.',
  'trial.refusal.next':
    'Vous pouvez continuer d’écouter avec un forfait de diffusion en continu. Des questions? Composez le {phone}.',
  'trial.refusal.plans': 'Voir les forfaits de diffusion en continu',
};
