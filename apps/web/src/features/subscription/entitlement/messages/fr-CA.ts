import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'entitlement.error.title': 'Impossible d’ouvrir cette offre',
  'entitlement.error.notFound':
    'Ce lien ne correspond à aucun abonnement connu. Vérifiez le lien reçu, ou ouvrez-le de nouveau depuis l’application où vous l’avez acheté.',
  'entitlement.error.failed':
    'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',
  'entitlement.help':
    'Des questions\u00a0? Notre équipe du service à la clientèle peut vous aider.',
  'entitlement.ended.title': 'Cet abonnement a pris fin',
  'entitlement.ended.body':
    '{partnerName} nous indique que cet abonnement n’est plus actif\u00a0: il n’y a rien à activer. Gérez-le dans votre compte {partnerName}.',
  'entitlement.active.title': 'Votre abonnement est déjà actif',
  'entitlement.active.body':
    '{packageName}, facturé par {partnerName}, est déjà associé à un compte Orbit Radio.',
  'entitlement.active.toAccount': 'Aller à mon compte',
  'entitlement.active.signIn': 'Me connecter pour écouter',
  'entitlement.setUp.title': 'Activez votre abonnement de {partnerName}',
  'entitlement.setUp.lead':
    'Vous avez acheté {packageName} par l’intermédiaire de {partnerName}. Créez votre compte Orbit Radio pour commencer à écouter — {partnerName} continue de vous facturer, nous ne demandons aucune carte.',
  'entitlement.form.firstName': 'Prénom (facultatif)',
  'entitlement.form.lastName': 'Nom de famille (facultatif)',
  'entitlement.form.email': 'Courriel',
  'entitlement.form.password': 'Créez un mot de passe',
  'entitlement.form.submit': 'Activer mon abonnement',
  'entitlement.form.working': 'Activation en cours…',
  'entitlement.form.signInInstead': 'J’ai déjà un compte\u00a0: me connecter',
  'entitlement.form.email.required': 'Entrez votre courriel.',
  'entitlement.form.email.invalid': 'Entrez un courriel valide, comme nom@exemple.com.',
  'entitlement.form.firstName.required': 'Entrez votre prénom.',
  'entitlement.form.firstName.invalid': 'Utilisez au plus 50 caractères.',
  'entitlement.form.lastName.required': 'Entrez votre nom de famille.',
  'entitlement.form.lastName.invalid': 'Utilisez au plus 50 caractères.',
  'entitlement.form.emailInUse':
    'Ce courriel a déjà un accès Orbit Radio. Connectez-vous plutôt pour ajouter l’abonnement à votre compte.',
  'entitlement.signIn.why':
    'Connectez-vous et nous ajouterons votre abonnement {partnerName} à votre compte.',
  'entitlement.signedIn.body':
    'Vous êtes connecté\u00a0: nous l’ajouterons à votre compte Orbit Radio.',
  'entitlement.signedIn.activate': 'L’ajouter à mon compte',
  'entitlement.refused.ENTITLEMENT_ALREADY_ACTIVATED':
    'Cet abonnement vient d’être activé sur un autre compte.',
  'entitlement.refused.ENTITLEMENT_NOT_ACTIVATABLE': 'Cet abonnement n’est plus actif.',
  'entitlement.done.title': 'C’est prêt',
  'entitlement.done.body': '{packageName} est actif sur votre compte, facturé par {partnerName}.',
  'entitlement.done.listen':
    'Écoutez dès maintenant dans l’application Orbit Radio ou sur le Web\u00a0: connectez-vous avec {email} et le mot de passe choisi.',
  'entitlement.done.billing':
    'Pour le modifier ou l’annuler, passez par votre compte {partnerName}\u00a0: {partnerName} facture cet abonnement.',
  'entitlement.done.toAccount': 'Aller à mon compte',
};
