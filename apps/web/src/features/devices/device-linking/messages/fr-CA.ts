import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'deviceLinking.loading': 'Ouverture du lien de votre véhicule…',
  'deviceLinking.vehicle.title': 'Votre véhicule',
  'deviceLinking.vehicle.unnamed': 'La radio de votre véhicule',
  'deviceLinking.vehicle.vin': 'NIV {vin}',
  'deviceLinking.vehicle.radioId': 'Code de la radio {radioId}',
  'deviceLinking.trial.TrialNotStarted':
    'Votre essai de {totalDays} jours n’a pas encore commencé. Il commence la première fois que la radio fait jouer Orbit Radio.',
  'deviceLinking.trial.TrialNotStartedNoLength':
    'Votre essai n’a pas encore commencé. Il commence la première fois que la radio fait jouer Orbit Radio.',
  'deviceLinking.trial.TrialNotClaimed':
    'Votre essai est en cours : {daysLeft, plural, =0 {il se termine aujourd’hui} one {# jour restant} other {# jours restants}}{endsOn, select, none {} other {, jusqu’au {endsOn}}}. Réclamez-le pour le garder dans votre compte Orbit Radio et écouter aussi dans l’application.',
  'deviceLinking.trial.TrialClaimed':
    'Votre essai est dans un compte Orbit Radio : {daysLeft, plural, =0 {il se termine aujourd’hui} one {# jour restant} other {# jours restants}}{endsOn, select, none {} other {, jusqu’au {endsOn}}}.',
  'deviceLinking.trial.TrialWithFollowOn':
    'Votre essai a {daysLeft, plural, =0 {son dernier jour aujourd’hui} one {# jour restant} other {# jours restants}}, et un forfait payant le suivra{endsOn, select, none {} other { le {endsOn}}}.',
  'deviceLinking.trial.SelfPay': 'Ce véhicule a un abonnement Orbit Radio payant.',
  'deviceLinking.trial.inactive': 'Le service Orbit Radio de ce véhicule n’est pas actif.',
  'deviceLinking.notClaimable.title': 'Il n’y a pas d’essai à réclamer avec ce lien',
  'deviceLinking.notClaimable.body':
    'L’essai de ce véhicule ne peut pas être réclamé pour l’instant. Vous pouvez voir ses abonnements dans votre compte, ou vous abonner pour continuer d’écouter.',
  'deviceLinking.toAccount': 'Aller à mon compte',
  'deviceLinking.subscribe': 'Voir les forfaits',
  'deviceLinking.next.title': 'Réclamez votre essai',
  'deviceLinking.next.available':
    'Le lien a été envoyé à {email}. Créez un identifiant Orbit Radio avec cette adresse pour réclamer l’essai.',
  'deviceLinking.next.reuse':
    '{email} a déjà un identifiant Orbit Radio. Connectez-vous avec celui-ci pour réclamer l’essai.',
  'deviceLinking.next.noEmail':
    'Connectez-vous à Orbit Radio, ou créez un identifiant avec n’importe quelle adresse courriel, pour réclamer l’essai.',
  'deviceLinking.next.taken':
    '{email} est utilisée par un identifiant Orbit Radio d’un autre pays. Créez un identifiant avec une autre adresse courriel, ou connectez-vous avec un identifiant d’ici.',
  'deviceLinking.createSignIn': 'Créer un identifiant',
  'deviceLinking.createWithEmail': 'Créer un identifiant avec {email}',
  'deviceLinking.createWithAnother': 'Créer un identifiant avec une autre adresse',
  'deviceLinking.signIn': 'Se connecter',
  'deviceLinking.signInAs': 'Se connecter en tant que {email}',
  'deviceLinking.signInOther': 'J’ai déjà un identifiant',
  'deviceLinking.claim.signedInAs': 'Vous êtes connecté en tant que {handle}.',
  'deviceLinking.claim.terms.US':
    'J’accepte les Conditions de l’offre et du renouvellement de cet essai, la <agreement>Convention client</agreement> et la <privacy>Politique de confidentialité</privacy>.',
  'deviceLinking.claim.terms.CA':
    'J’accepte les Conditions de l’offre et du renouvellement de cet essai et la <agreement>Convention client</agreement>, et j’ai lu la <privacy>Politique de confidentialité</privacy>.',
  'deviceLinking.signInAnother': 'Me connecter avec un autre identifiant',
  'deviceLinking.claim.termsRequired':
    'Cochez la case pour accepter les conditions avant de réclamer l’essai.',
  'deviceLinking.claim.marketing':
    'Envoyez-moi les offres et nouvelles d’Orbit Radio (facultatif).',
  'deviceLinking.claim.submit': 'Réclamer mon essai',
  'deviceLinking.claim.working': 'Réclamation en cours…',
  'deviceLinking.claimed.title': 'Votre essai est dans votre compte',
  'deviceLinking.claimed.body':
    'L’essai est maintenant dans le compte {accountNumber}{endsOn, select, none {} other {, jusqu’au {endsOn}}}. Écoutez dans votre véhicule et dans l’application Orbit Radio.',
  'deviceLinking.claimed.already':
    'L’essai de ce véhicule a été réclamé avec ce lien. Vous êtes maintenant connecté en tant que {handle}.',
  'deviceLinking.signingIn': 'Connexion en cours…',
  'deviceLinking.signInFailed':
    'Nous n’avons pas pu vous connecter avec ce lien. Connectez-vous plutôt avec votre adresse courriel et votre mot de passe.',
  'deviceLinking.refusal.CLAIMING_WITH_UNAUTHORIZED_USER.title':
    'Cet essai appartient à un autre identifiant',
  'deviceLinking.refusal.CLAIMING_WITH_UNAUTHORIZED_USER.body':
    'L’adresse courriel à laquelle ce lien a été envoyé a son propre identifiant Orbit Radio, ou l’essai a déjà été réclamé avec un autre identifiant. Déconnectez-vous, puis connectez-vous avec l’adresse à laquelle le lien a été envoyé.',
  'deviceLinking.refusal.SUB_ALREADY_EXISTS_FOR_IDENTITY.title':
    'Cet essai est déjà dans votre compte',
  'deviceLinking.refusal.SUB_ALREADY_EXISTS_FOR_IDENTITY.body':
    'Vous n’avez rien d’autre à faire : vous le trouverez dans votre compte.',
  'deviceLinking.refusal.EXISTING_SELF_PAY_SUBSCRIPTION_ERROR.title':
    'Ce véhicule a déjà un abonnement payant',
  'deviceLinking.refusal.EXISTING_SELF_PAY_SUBSCRIPTION_ERROR.body':
    'Un essai ne peut pas s’y ajouter. Gérez l’abonnement dans votre compte.',
  'deviceLinking.refusal.IDENTITY_NOT_ELIGIBLE_ERROR.title':
    'Cet identifiant ne peut pas réclamer l’essai',
  'deviceLinking.refusal.IDENTITY_NOT_ELIGIBLE_ERROR.body':
    'Connectez-vous avec une autre adresse courriel, ou créez un nouvel identifiant, puis ouvrez le lien de nouveau.',
  'deviceLinking.refusal.TRIAL_PENDING_ACTIVATION_ERROR.title':
    'Votre essai n’a pas encore commencé',
  'deviceLinking.refusal.TRIAL_PENDING_ACTIVATION_ERROR.body':
    'Allumez la radio de votre véhicule et syntonisez Orbit Radio pour le démarrer, puis réessayez dans quelques minutes.',
  'deviceLinking.refusal.IDENTITY_NOT_RELATED_TO_VEHICLE_ERROR.title':
    'L’essai de ce véhicule est dans un autre compte',
  'deviceLinking.refusal.IDENTITY_NOT_RELATED_TO_VEHICLE_ERROR.body':
    'Connectez-vous avec l’adresse courriel du compte qui le détient, ou appelez-nous si vous avez acheté le véhicule.',
  'deviceLinking.refusal.ELIGIBILITY_SUBSCRIPTION_REQUIRED.title':
    'Il ne reste pas d’essai à réclamer',
  'deviceLinking.refusal.ELIGIBILITY_SUBSCRIPTION_REQUIRED.body':
    'Ce véhicule a besoin d’un abonnement pour faire jouer Orbit Radio. Consultez les forfaits pour en choisir un.',
  'deviceLinking.refusal.INVALID_EMAIL_ADDRESS.title':
    'Votre identifiant n’a pas d’adresse courriel',
  'deviceLinking.refusal.INVALID_EMAIL_ADDRESS.body':
    'Ajoutez une adresse courriel à votre identifiant dans votre compte, puis ouvrez le lien de nouveau.',
  'deviceLinking.refusal.INVALID_ACTIVATION_CODE.title':
    'Cette radio ne peut pas faire jouer Orbit Radio',
  'deviceLinking.refusal.INVALID_ACTIVATION_CODE.body':
    'Il s’agit peut-être d’une radio de démonstration. Appelez-nous et nous vérifierons.',
  'deviceLinking.refusal.VEHICLE_NOT_FOUND.title': 'Nous ne trouvons pas ce véhicule',
  'deviceLinking.refusal.VEHICLE_NOT_FOUND.body':
    'Demandez un nouveau lien à l’écran de votre véhicule, ou appelez-nous.',
  'deviceLinking.refusal.TERMS_VERSION_OUT_OF_DATE.title':
    'Les conditions viennent d’être mises à jour',
  'deviceLinking.refusal.TERMS_VERSION_OUT_OF_DATE.body':
    'Lisez les documents mis à jour au moyen des liens, puis cochez de nouveau la case pour réclamer l’essai.',
  'deviceLinking.refusal.other':
    'Nous n’avons pas pu réclamer l’essai. Veuillez réessayer dans un moment.',
  'deviceLinking.problem.MAGIC_LINK_NOT_FOUND.title': 'Nous ne reconnaissons pas ce lien',
  'deviceLinking.problem.MAGIC_LINK_NOT_FOUND.body':
    'Vérifiez que vous avez ouvert le lien complet du courriel, ou demandez-en un nouveau à l’écran de votre véhicule.',
  'deviceLinking.problem.MAGIC_LINK_EXPIRED.title': 'Ce lien est expiré',
  'deviceLinking.problem.MAGIC_LINK_EXPIRED.body':
    'Les liens fonctionnent pendant 72 heures. Nous pouvons en envoyer un nouveau à l’adresse courriel que nous avons pour ce véhicule.',
  'deviceLinking.problem.MAGIC_LINK_ALREADY_USED.title': 'Ce lien a déjà été utilisé',
  'deviceLinking.problem.MAGIC_LINK_ALREADY_USED.body':
    'Chaque lien s’ouvre une seule fois. Nous pouvons en envoyer un nouveau à l’adresse courriel que nous avons pour ce véhicule.',
  'deviceLinking.problem.INVALID_MAGIC_LINK_GRANT.title': 'Cette page a expiré',
  'deviceLinking.problem.INVALID_MAGIC_LINK_GRANT.body':
    'Un lien reste ouvert pendant une heure. Nous pouvons en envoyer un nouveau à l’adresse courriel que nous avons pour ce véhicule.',
  'deviceLinking.problem.unavailable':
    'Un problème est survenu de notre côté. Veuillez réessayer dans un moment.',
  'deviceLinking.askAgain': 'Envoyez-moi un nouveau lien',
  'deviceLinking.askAgain.working': 'Envoi en cours…',
  'deviceLinking.askAgain.sent':
    'Si nous avons une adresse courriel pour ce véhicule, un nouveau lien est en route. Il fonctionne pendant 72 heures.',
  'deviceLinking.askAgain.failed':
    'Nous n’avons pas pu demander un nouveau lien. Veuillez réessayer dans un moment.',
  'deviceLinking.retry': 'Réessayer',
  'deviceLinking.newIdentity.title': 'Créez votre identifiant',
  'deviceLinking.newIdentity.codeTitle': 'Entrez votre code',
  'deviceLinking.newIdentity.lead':
    'Créez un identifiant Orbit Radio, puis réclamez avec celui-ci l’essai de votre véhicule.',
  'deviceLinking.newIdentity.fixedEmail':
    'L’adresse courriel à laquelle le lien de votre véhicule a été envoyé.',
  'deviceLinking.newIdentity.otherEmail': 'Utilisez une adresse courriel autre que {email}.',
  'deviceLinking.newIdentity.signedInNotice':
    'Vous êtes connecté en tant que {handle}. Créer un nouvel identifiant vous déconnecte d’abord de celui-ci.',
  'deviceLinking.newIdentity.reuse':
    '{email} a déjà un identifiant Orbit Radio : connectez-vous avec celui-ci pour réclamer l’essai.',
  'deviceLinking.newIdentity.haveSignIn': 'Vous avez déjà un identifiant?',
  'deviceLinking.badLink.title': 'Ce lien n’est pas complet',
  'deviceLinking.badLink.body':
    'Ouvrez de nouveau le lien de votre courriel, ou balayez le code à l’écran de votre véhicule.',
};
