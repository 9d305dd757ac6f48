import type { messages as enUS } from './en-US.ts';

/** Français canadien. */
export const messages: Record<keyof typeof enUS, string> = {
  'onboarding.care.call': 'Des questions? Appelez-nous au',
  'onboarding.working': 'Un instant…',
  'onboarding.retry': 'Réessayer',

  'onboarding.find.title': 'Configurez la diffusion en continu de votre abonnement',
  'onboarding.find.lead':
    'Trouvez votre compte et créez l’identifiant qui vous servira à écouter dans l’appli et en ligne.',
  'onboarding.find.linkUnreadable.title': 'Nous n’avons pas pu lire votre lien',
  'onboarding.find.linkUnreadable.body':
    'Il est peut-être incomplet. Entrez vos renseignements ci-dessous pour trouver votre compte.',
  'onboarding.find.tabs.label': 'Comment voulez-vous trouver votre compte?',
  'onboarding.find.tabs.info': 'Vos renseignements',
  'onboarding.find.tabs.radio': 'ID de radio',
  'onboarding.find.tabs.vin': 'NIV',
  'onboarding.find.tabs.plate': 'Plaque',
  'onboarding.find.info.lead':
    'Utilisez le nom, le courriel, le téléphone et le code postal de votre compte.',
  'onboarding.find.radio.lead':
    'L’identifiant de votre radio s’affiche au canal 0, ou figure sur l’étiquette de la radio.',
  'onboarding.find.vin.lead':
    'Le numéro d’identification de votre véhicule figure sur votre certificat d’immatriculation, ou au bas du pare-brise.',
  'onboarding.find.plate.lead': 'Nous chercherons le véhicule immatriculé avec cette plaque.',

  'onboarding.match.vehicle': 'Véhicule',
  'onboarding.match.radio': 'Radio',
  'onboarding.match.radioEnding': 'se terminant par {last4}',
  'onboarding.match.radioTitle': 'Radio se terminant par {last4}',
  'onboarding.match.streamingOnly': 'Diffusion en continu seulement',
  'onboarding.match.plan': 'Forfait',
  'onboarding.match.noPlan': 'Aucun forfait actif',
  'onboarding.match.email': 'Courriel du compte',
  'onboarding.match.username': 'Identifiant de diffusion',

  'onboarding.reason.noAudio.title': 'Cet abonnement ne comprend pas la diffusion en continu',
  'onboarding.reason.noAudio.body':
    'Il n’a aucun service audio auquel ajouter la diffusion en continu : il n’y a donc pas d’identifiant à configurer. Vous pouvez écouter dans l’appli et en ligne avec votre propre forfait de diffusion en continu.',
  'onboarding.reason.inactive.title': 'Cet abonnement n’est pas actif',
  'onboarding.reason.inactive.body':
    'Il a pris fin ou a été fermé : il n’y a donc rien à configurer. Choisissez un forfait pour votre radio afin d’écouter de nouveau dans votre voiture, dans l’appli et en ligne.',
  'onboarding.reason.nonPay.title': 'Votre compte a un solde à régler d’abord',
  'onboarding.reason.nonPay.body':
    'Votre compte est en souffrance : la diffusion en continu ne peut pas être configurée avant qu’il soit réglé. Connectez-vous pour payer votre facture, puis revenez configurer la diffusion en continu.',
  'onboarding.reason.nonConsumer.title': 'Ce compte ne peut pas être configuré en ligne',
  'onboarding.reason.nonConsumer.body':
    'Les comptes d’entreprise, de parc de véhicules et de location configurent la diffusion en continu avec notre service à la clientèle. Appelez-nous, nous vous aiderons.',
  'onboarding.reason.recentTrial.title': 'Vous avez eu un essai de diffusion en continu récemment',
  'onboarding.reason.recentTrial.body':
    'Un nouvel essai ne peut commencer qu’un certain temps après la fin du précédent. Vous pouvez continuer d’écouter dès maintenant avec un forfait de diffusion en continu.',
  'onboarding.reason.maxTrials.title':
    'Vous avez eu tous les essais de diffusion en continu offerts',
  'onboarding.reason.maxTrials.body':
    'Ce compte a utilisé tous les essais auxquels il avait droit. Choisissez un forfait pour continuer d’écouter.',
  'onboarding.reason.insufficientPackage.title':
    'Votre forfait ne comprend pas la diffusion en continu',
  'onboarding.reason.insufficientPackage.body':
    'Passez à un forfait qui comprend la diffusion en continu pour écouter aussi dans l’appli et en ligne. Connectez-vous pour voir les forfaits offerts pour votre radio.',
  'onboarding.reason.expiredTrial.title': 'L’essai inclus avec votre voiture a pris fin',
  'onboarding.reason.expiredTrial.body':
    'La diffusion en continu a pris fin avec lui. Choisissez un forfait pour continuer d’écouter dans votre voiture, dans l’appli et en ligne.',
  'onboarding.reason.existing.title': 'Vous avez déjà un identifiant de diffusion en continu',
  'onboarding.reason.existing.body':
    'La diffusion en continu est déjà configurée pour cet abonnement. Connectez-vous avec cet identifiant pour écouter dans l’appli et en ligne, ou réinitialisez votre mot de passe si vous l’avez oublié.',
  'onboarding.reason.noMatch.title': 'Nous n’avons pas trouvé votre compte',
  'onboarding.reason.noMatch.body':
    'Vérifiez que vos renseignements correspondent à ceux de votre compte, ou cherchez-le plutôt avec l’identifiant de votre radio. Nouveau chez Orbit? Choisissez un forfait pour commencer à écouter.',

  'onboarding.next.streamingPlans': 'Voir les forfaits de diffusion en continu',
  'onboarding.next.choosePlan': 'Choisir un forfait pour ma radio',
  'onboarding.next.pay': 'Me connecter pour payer ma facture',
  'onboarding.next.plans': 'Voir les forfaits',
  'onboarding.next.changePlan': 'Me connecter pour changer de forfait',
  'onboarding.next.signIn': 'Me connecter',
  'onboarding.next.forgotPassword': 'Mot de passe oublié?',
  'onboarding.next.radioIdLookup': 'Chercher avec l’identifiant de ma radio',
  'onboarding.next.newCustomer': 'Nouveau chez Orbit? Voir les forfaits',
  'onboarding.next.lookUpAgain': 'Chercher un autre compte',

  'onboarding.multiple.title': 'Quel abonnement voulez-vous configurer?',
  'onboarding.multiple.lead':
    '{count, plural, one {Nous avons trouvé # abonnement.} other {Nous avons trouvé # abonnements avec vos renseignements.}} Choisissez celui pour lequel configurer la diffusion en continu.',
  'onboarding.multiple.legend': 'Vos abonnements',
  'onboarding.multiple.pickOne': 'Choisissez un abonnement pour continuer.',
  'onboarding.multiple.continue': 'Continuer',

  'onboarding.credentials.title': 'Créez votre identifiant de diffusion en continu',
  'onboarding.credentials.lead':
    'Il vous servira à écouter dans l’appli et en ligne. Votre abonnement comprend déjà la diffusion en continu.',
  'onboarding.credentials.email': 'Courriel',
  'onboarding.credentials.emailHint': 'Nous y enverrons votre confirmation.',
  'onboarding.credentials.syncEmail': 'Utiliser aussi ce courriel pour mon compte',
  'onboarding.credentials.username': 'Nom d’utilisateur (facultatif)',
  'onboarding.credentials.usernameHint':
    'Laissez-le vide pour vous connecter avec votre courriel, ou choisissez de 6 à 20 lettres et chiffres.',
  'onboarding.credentials.password': 'Créez un mot de passe',
  'onboarding.credentials.submit': 'Créer mon identifiant',
  'onboarding.credentials.matchLost':
    'Nous devons retrouver votre compte avant de configurer la diffusion en continu.',
  'onboarding.credentials.notEligible':
    'La diffusion en continu ne peut pas être configurée en ligne pour cet abonnement. Appelez-nous, nous vous aiderons.',
  'onboarding.credentials.inUse': 'Ce nom d’utilisateur est déjà pris. Choisissez-en un autre.',
  'onboarding.credentials.tooMany':
    'Trop de tentatives. Attendez quelques minutes, puis réessayez.',
  'onboarding.credentials.failed':
    'Nous n’avons pas pu créer votre identifiant pour le moment. Réessayez dans un instant.',
  'onboarding.field.email.required': 'Entrez votre courriel.',
  'onboarding.field.email.invalid': 'Entrez un courriel valide, comme nom@exemple.com.',
  'onboarding.field.username.required': 'Entrez un nom d’utilisateur.',
  'onboarding.field.username.invalid':
    'Utilisez une adresse courriel, ou de 6 à 20 lettres et chiffres.',
  'onboarding.verify.unavailable':
    'Nous ne pouvons pas vérifier ces renseignements pour le moment. Retrouvez votre compte, ou appelez-nous.',

  'onboarding.confirmation.title': 'Votre identifiant de diffusion en continu est prêt',
  'onboarding.confirmation.body':
    'Connectez-vous avec {username} pour écouter dans l’appli et en ligne.',
  'onboarding.confirmation.emailUpdated': 'Ce courriel est maintenant aussi celui de votre compte.',
  'onboarding.confirmation.apps':
    'Téléchargez l’appli Orbit Radio sur votre téléphone, ou écoutez en ligne dès maintenant.',
  'onboarding.confirmation.registration': 'Gérer mon compte en ligne',
  'onboarding.registration.title': 'Gérez votre compte en ligne',
  'onboarding.registration.body':
    'Votre nouvel identifiant ouvre aussi votre compte : connectez-vous avec {username} pour voir votre forfait, payer votre facture et tenir vos renseignements à jour.',
  'onboarding.registration.signIn': 'Me connecter à mon compte',

  'onboarding.freeListen.title': 'Écoutez gratuitement',
  'onboarding.freeListen.lead':
    'Entrez votre courriel et votre code promotionnel. Nous vous enverrons un lien pour créer votre mot de passe et commencer à écouter, sans carte de crédit.',
  'onboarding.freeListen.email': 'Courriel',
  'onboarding.freeListen.promoCode': 'Code promotionnel',
  'onboarding.freeListen.submit': 'Commencer l’écoute gratuite',
  'onboarding.freeListen.failed':
    'Nous n’avons pas pu lancer votre écoute gratuite pour le moment. Réessayez dans un instant.',
  'onboarding.freeListen.tooMany': 'Trop de tentatives. Attendez quelques minutes, puis réessayez.',
  'onboarding.freeListen.promo.required': 'Entrez votre code promotionnel.',
  'onboarding.freeListen.promo.notFreeListen':
    'Ce code n’est pas une offre d’écoute gratuite. Vérifiez-le et réessayez.',
  'onboarding.freeListen.promo.expired': 'Cette offre a pris fin.',
  'onboarding.freeListen.sent.title': 'Consultez vos courriels',
  'onboarding.freeListen.sent.body':
    'Nous avons envoyé un message à {email}. Ouvrez son lien pour créer votre mot de passe et commencer vos {days, plural, one {# jour} other {# jours}} d’écoute gratuite.',
  'onboarding.freeListen.sent.spam':
    'Rien après quelques minutes? Vérifiez votre dossier de courrier indésirable, ou assurez-vous que le courriel est le bon.',

  'onboarding.createPassword.title': 'Créez votre mot de passe',
  'onboarding.createPassword.lead': 'Vous vous connecterez avec {email} et ce mot de passe.',
  'onboarding.createPassword.password': 'Nouveau mot de passe',
  'onboarding.createPassword.confirm': 'Confirmez votre mot de passe',
  'onboarding.createPassword.mismatch': 'Les mots de passe ne correspondent pas.',
  'onboarding.createPassword.submit': 'Créer mon mot de passe',
  'onboarding.createPassword.failed':
    'Nous n’avons pas pu vérifier votre lien pour le moment. Réessayez dans un instant.',
  'onboarding.createPassword.done.title': 'Votre mot de passe est créé',
  'onboarding.createPassword.done.body':
    'Connectez-vous avec {email} et votre nouveau mot de passe pour commencer à écouter.',
  'onboarding.createPassword.invalid.title': 'Ce lien n’est pas valide',
  'onboarding.createPassword.invalid.body':
    'Il a peut-être déjà été utilisé, ou n’a été copié qu’en partie. Demandez un nouveau lien pour créer votre mot de passe.',
  'onboarding.createPassword.expired.title': 'Ce lien a expiré',
  'onboarding.createPassword.expired.body':
    'Les liens pour créer un mot de passe sont valides pour un temps limité. Demandez-en un nouveau et utilisez-le sans tarder.',
  'onboarding.createPassword.newLink': 'M’envoyer un nouveau lien',

  'onboarding.activate.title': 'Activez votre téléviseur',
  'onboarding.activate.lead':
    'Entrez le code affiché sur votre téléviseur, puis connectez-vous avec votre identifiant de diffusion en continu.',
  'onboarding.activate.code': 'Code affiché sur votre téléviseur',
  'onboarding.activate.codeHint': '8 lettres, comme BCDF-GHJK',
  'onboarding.activate.invalid':
    'Ce code ne correspond à aucun téléviseur en attente d’activation. Vérifiez le code affiché.',
  'onboarding.activate.incomplete': 'Entrez les 8 lettres du code.',
  'onboarding.activate.codeLost':
    'Le code de votre téléviseur a changé ou expiré. Entrez le code affiché maintenant.',
  'onboarding.activate.tooMany': 'Trop de tentatives. Attendez quelques minutes, puis réessayez.',
  'onboarding.activate.failed':
    'Nous n’avons pas pu vérifier le code pour le moment. Réessayez dans un instant.',
  'onboarding.activate.continue': 'Continuer',
  'onboarding.activate.signInLead': 'Connectez-vous pour activer le téléviseur qui affiche {code}.',
  'onboarding.activate.username': 'Courriel ou nom d’utilisateur',
  'onboarding.activate.username.required': 'Entrez votre courriel ou votre nom d’utilisateur.',
  'onboarding.activate.password': 'Mot de passe',
  'onboarding.activate.password.required': 'Entrez votre mot de passe.',
  'onboarding.activate.submit': 'Me connecter et activer',
  'onboarding.activated.title': 'Votre téléviseur est activé',
  'onboarding.activated.body':
    'L’écoute commencera dans un instant. Vous pouvez fermer cette page.',
  'onboarding.activated.another': 'Activer un autre téléviseur',
  'onboarding.sonos.signInFirst':
    'Votre haut-parleur Sonos affiche un code d’association. Connectez-vous à Orbit Radio, puis confirmez le code pour associer le haut-parleur.',
  'onboarding.instantStream.title': 'Ouverture de l’application Orbit Radio',
  'onboarding.instantStream.body':
    'Si l’application ne s’ouvre pas d’elle-même, utilisez le lien ci-dessous.',
  'onboarding.instantStream.open': 'Ouvrir l’application Orbit Radio',
  'onboarding.location.title': 'Recherche de votre site Orbit Radio',
  'onboarding.location.checking': 'Vérification du pays où vous vous trouvez…',
  'onboarding.location.leaving.us':
    'Nous vous dirigeons vers le site d’Orbit Radio pour les États-Unis.',
  'onboarding.location.leaving.ca':
    'Nous vous dirigeons vers le site d’Orbit Radio pour le Canada.',
  'onboarding.location.continue': 'Continuer vers le site',
};
