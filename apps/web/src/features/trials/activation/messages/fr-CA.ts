import type { messages as enUS } from './en-US.ts';

/** Français canadien. */
export const messages: Record<keyof typeof enUS, string> = {
  'activation.working': 'Activation en cours…',
  'activation.care.call': 'Des questions? Appelez-nous au',

  'activation.oem.brand': '{make} et Orbit Radio',
  'activation.claim.titleVehicle':
    'Votre {vehicle} est admissible à un essai gratuit de {months} mois',
  'activation.claim.titleRadio':
    'Votre radio se terminant par {last4} est admissible à un essai gratuit de {months} mois',
  'activation.claim.lead':
    'Activez-le maintenant : c’est gratuit et aucune carte n’est demandée. Réclamez-le d’ici le {date}.',
  'activation.claim.leadTargeted':
    'Votre constructeur vous réserve cet essai. Activez-le maintenant : c’est gratuit et aucune carte n’est demandée. Réclamez-le d’ici le {date}.',
  'activation.claim.summary': 'Votre essai',
  'activation.claim.notYourCar': 'Ce n’est pas votre véhicule? Trouvez plutôt votre radio',
  'activation.claim.alreadyClaimed':
    'Cet essai a déjà été activé. Connectez-vous pour le voir dans votre compte.',
  'activation.claim.linkExpired':
    'Ce lien n’est plus valide. Trouvez votre radio pour voir l’essai auquel elle a droit.',
  'activation.claim.trialChanged':
    'Cet essai n’est plus offert pour cette radio. Rechargez la page pour voir ce qui l’est.',
  'activation.claim.notYourAccount': 'Cet essai ne peut pas être ajouté à ce compte.',
  'activation.claim.failed':
    'Nous n’avons pas pu activer votre essai pour l’instant. Réessayez dans un moment.',

  'activation.summary.package': 'Forfait',
  'activation.summary.vehicle': 'Véhicule',
  'activation.summary.radio': 'Radio',
  'activation.summary.radioEnding': 'se terminant par {last4}',
  'activation.summary.length': 'Essai',
  'activation.summary.months': '{months, plural, one {# mois} other {# mois}}',
  'activation.summary.endsOn': 'jusqu’au {date}',
  'activation.summary.trialEnds': 'Fin de l’essai',

  'activation.newAccount.title': 'Nouveau chez Orbit? Activez avec vos coordonnées',
  'activation.newAccount.aboutYou': 'Vos coordonnées',
  'activation.newAccount.email': 'Courriel',
  'activation.newAccount.emailHint':
    'Nous y envoyons votre confirmation et les rappels de votre essai.',
  'activation.newAccount.serviceAddress': 'Votre adresse',
  'activation.newAccount.signIn': 'Connexion en ligne (facultatif)',
  'activation.newAccount.password': 'Créez un mot de passe',
  'activation.newAccount.passwordHint':
    'Facultatif. De 8 à 64 caractères, avec au moins trois de ces types : minuscule, majuscule, chiffre, symbole. Avec un mot de passe, votre courriel devient votre nom d’utilisateur.',
  'activation.newAccount.agreement': 'J’accepte l’entente client.',
  'activation.newAccount.agreementLink': 'Lire l’entente client (nouvel onglet)',
  'activation.newAccount.submit': 'Activer mon essai',

  'activation.field.streetAddress.required': 'Entrez votre adresse municipale.',
  'activation.field.streetAddress.invalid':
    'Entrez votre adresse municipale avec des lettres et des chiffres.',
  'activation.field.city.required': 'Entrez votre ville.',
  'activation.field.city.invalid': 'Entrez votre ville avec des lettres et des chiffres.',
  'activation.field.password.invalid':
    'Votre mot de passe ne respecte pas les règles indiquées ou contient un mot interdit.',
  'activation.field.agreement.required': 'Cochez la case pour accepter avant d’activer.',
  'activation.field.email.undeliverable':
    'Nous ne pouvons pas envoyer de courriel à cette adresse. Vérifiez-la ou utilisez-en une autre.',

  'activation.humanCheck.title': 'Une dernière vérification',
  'activation.humanCheck.reason':
    'Pour protéger votre essai, nous devons confirmer que vous êtes une personne. Une fois la vérification terminée, appuyez de nouveau sur Activer mon essai.',
  'activation.humanCheck.refused':
    'La vérification n’a pas fonctionné. Une nouvelle est en cours : appuyez de nouveau sur Activer mon essai une fois terminée.',

  'activation.existing.question': 'Déjà client d’Orbit?',
  'activation.existing.signIn': 'Se connecter',
  'activation.existing.title': 'Ajoutez l’essai à votre compte',
  'activation.existing.signInLead':
    'Connectez-vous avec votre nom d’utilisateur et votre mot de passe Orbit. Vous reviendrez ici pour ajouter l’essai.',
  'activation.existing.loading': 'Vérification de votre compte…',
  'activation.existing.noAccount':
    'Vous êtes connecté, mais aucun compte Orbit n’est encore associé à cette connexion. Activez plutôt avec vos coordonnées.',
  'activation.existing.account': 'Compte {accountNumber}',
  'activation.existing.agreement': 'J’accepte l’entente client pour cet essai.',
  'activation.existing.add': 'Ajouter l’essai à ce compte',
  'activation.existing.move': 'Transférer l’essai à ce compte',
  'activation.existing.newInstead': 'Activer plutôt avec mes coordonnées',

  'activation.claimed.title': 'Cet essai est déjà actif',
  'activation.claimed.until': 'L’essai de votre {vehicle} est déjà actif jusqu’au {date}.',
  'activation.claimed.running': 'L’essai de votre {vehicle} est déjà actif.',
  'activation.claimed.signIn': 'Connectez-vous à votre compte pour le voir et le gérer.',
  'activation.claimed.move': 'Me connecter pour le voir ou le transférer à mon compte',
  'activation.claimed.moveTitle': 'Votre compte',

  'activation.refusal.expired.title': 'Cette offre d’essai est terminée',
  'activation.refusal.expired.body':
    'L’offre initiale était réservée aux clients ayant un essai actif. Vous pourriez avoir droit à une autre offre.',
  'activation.refusal.expired.next': 'Voir les offres pour ma radio',
  'activation.refusal.selfPay.title': 'Cette radio a déjà un abonnement',
  'activation.refusal.selfPay.body':
    'Cette radio a déjà un abonnement payant; elle ne peut donc pas recevoir d’essai. Connectez-vous pour voir votre abonnement.',
  'activation.refusal.selfPay.next': 'Me connecter à mon compte',
  'activation.refusal.notEligible.title': 'Cette radio n’est pas admissible à un essai',
  'activation.refusal.notEligible.body':
    'Nous n’avons trouvé aucun essai pour cette radio. Vous pouvez tout de même choisir un forfait et commencer l’écoute.',
  'activation.refusal.notEligible.next': 'Choisir un forfait',
  'activation.refusal.offline.title': 'Nous ne pouvons pas activer cet essai en ligne',
  'activation.refusal.offline.body':
    'L’essai de cette radio doit être activé par l’un de nos agents. Appelez-nous et nous nous en occuperons.',
  'activation.refusal.offline.next': 'Chercher une autre radio',

  'activation.invalidLink.title': 'Ce lien n’est pas valide',
  'activation.invalidLink.body':
    'Le lien a peut-être expiré ou été copié en partie. Trouvez votre radio et nous vous montrerons l’essai auquel elle a droit.',
  'activation.invalidLink.next': 'Trouver ma radio',

  'activation.failed.title': 'Nous n’avons pas pu charger votre essai',
  'activation.failed.body': 'Un problème est survenu de notre côté. Réessayez dans un moment.',
  'activation.failed.retry': 'Réessayer',

  'activation.twoStep.title': 'Trouvez votre radio',
  'activation.twoStep.lead':
    'Cherchez la radio de votre véhicule pour voir l’essai gratuit qui l’accompagne.',
  'activation.twoStep.lookupExpired': 'Votre recherche a expiré. Cherchez de nouveau votre radio.',
  'activation.twoStep.searchAgain': 'Chercher une autre radio',

  'activation.thanks.title': 'Votre essai est actif',
  'activation.thanks.leadVehicle': 'Profitez de {packageName} dans votre {vehicle}.',
  'activation.thanks.leadRadio': 'Profitez de {packageName} sur votre radio.',
  'activation.thanks.summary': 'Ce qui a été activé',
  'activation.thanks.accountNumber': 'Numéro de compte',
  'activation.thanks.email': 'Nous avons envoyé une confirmation à {email}.',
  'activation.thanks.streaming': 'Votre forfait comprend aussi l’écoute dans l’appli Orbit.',
  'activation.thanks.afterTitle': 'À la fin de votre essai',
  'activation.thanks.afterBody':
    'Votre essai se termine le {date}. Aucuns frais ne vous seront facturés : pour continuer l’écoute ensuite, choisissez un forfait qui commence à la fin de l’essai.',
  'activation.thanks.choosePlan': 'Choisir le forfait qui suivra mon essai',
  'activation.thanks.choosePlanHint':
    'Trouvez-y votre radio : le forfait choisi commence le jour où votre essai se termine.',
  'activation.thanks.registerTitle': 'Créez votre connexion en ligne',
  'activation.thanks.registerBody':
    'Gérez votre essai, votre radio et votre forfait en ligne avec un nom d’utilisateur et un mot de passe.',
  'activation.thanks.register': 'Créer ma connexion',

  'activation.sloc.registered.title': 'Votre essai est actif',
  'activation.sloc.registered.body':
    'L’essai de votre radio se terminant par {last4} est actif dans votre compte. Connectez-vous pour le voir; depuis votre compte, vous pouvez aussi rafraîchir le signal de votre radio.',
  'activation.sloc.registered.signIn': 'Me connecter à mon compte',

  'activation.start.title': 'Commencez votre essai',
  'activation.start.lead':
    'La plupart des véhicules équipés de la radio satellite comprennent un essai gratuit. Choisissez l’option qui correspond à votre véhicule.',
  'activation.start.newCar.title': 'J’ai acheté un véhicule neuf',
  'activation.start.newCar.body':
    'Trouvez votre radio par son identifiant, votre NIV ou votre plaque d’immatriculation.',
  'activation.start.newCar.link': 'Trouver ma radio',
  'activation.start.usedCar.title': 'J’ai acheté un véhicule d’occasion',
  'activation.start.usedCar.body':
    'Vérifiez si votre véhicule a droit à un essai avec l’identifiant de sa radio ou son NIV.',
  'activation.start.usedCar.link': 'Vérifier mon véhicule',
  'activation.start.dealer.title': 'Mon concessionnaire m’a envoyé un lien',
  'activation.start.dealer.body':
    'Ouvrez le lien reçu par courriel ou texto de votre concessionnaire : il vous mène directement à votre essai, votre véhicule déjà rempli.',
};
