import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'identity.common.email': 'Adresse courriel',
  'identity.common.emailOrUsername': 'Courriel ou nom d’utilisateur',
  'identity.common.password': 'Mot de passe',
  'identity.common.continue': 'Continuer',
  'identity.common.working': 'Un instant…',
  'identity.common.required': 'Inscrivez ce renseignement pour continuer.',
  'identity.common.system':
    'Un problème est survenu de notre côté. Veuillez réessayer dans un moment.',
  'identity.common.network':
    'Impossible de joindre Orbit Radio. Vérifiez votre connexion, puis réessayez.',
  'identity.common.showPassword': 'Afficher le mot de passe',

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
  'identity.signIn.invalidCredentials':
    'Ces renseignements de connexion ne correspondent pas à nos dossiers. Vérifiez-les, puis réessayez.',
  'identity.signIn.invalidHandle':
    'Inscrivez une adresse courriel ou un nom d’utilisateur de 6 à 20 lettres et chiffres.',
  'identity.signIn.humanCheckRefused':
    'La vérification de sécurité n’a pas abouti. Veuillez entrer votre mot de passe de nouveau.',
  'identity.signIn.delayed':
    'Veuillez attendre {seconds, plural, one {# seconde} other {# secondes}} avant de réessayer, ou réinitialisez votre mot de passe.',

  'identity.otp.title': 'Entrez votre code',
  'identity.otp.sentEmail':
    'Si cet identifiant existe, nous avons envoyé un code à 6 chiffres à {destination}.',
  'identity.otp.sentPhone':
    'Si cet identifiant existe, nous avons envoyé un code à 6 chiffres par texto au {destination}.',
  'identity.otp.label': 'Code à 6 chiffres',
  'identity.otp.hint': 'Le code est valide pendant 10 minutes. Vous pouvez le coller.',
  'identity.otp.submit': 'Vérifier et ouvrir une session',
  'identity.otp.resend': 'Envoyer un nouveau code',
  'identity.otp.resendIn':
    'Vous pourrez demander un nouveau code dans {seconds, plural, one {# seconde} other {# secondes}}.',
  'identity.otp.resent': 'Nous avons envoyé un nouveau code.',
  'identity.otp.format': 'Entrez les 6 chiffres de votre code.',
  'identity.otp.invalid': 'Ce code n’est pas le bon. Vérifiez-le, puis réessayez.',
  'identity.otp.expired': 'Ce code est expiré. Demandez-en un nouveau.',
  'identity.otp.notFound': 'Ce code n’est plus valide. Demandez-en un nouveau.',
  'identity.otp.tooMany':
    'Trop de tentatives ou de demandes. Patientez un moment, puis demandez un nouveau code.',

  'identity.magicLink.sentTitle': 'Consultez vos courriels',
  'identity.magicLink.sent':
    'Si cette adresse courriel est associée à un identifiant Orbit Radio, nous lui avons envoyé un lien. Il est valide pendant 15 minutes et une seule fois.',
  'identity.magicLink.landingWorking': 'Ouverture de votre session…',
  'identity.magicLink.notFound': 'Ce lien de connexion n’est pas valide ou a déjà été utilisé.',
  'identity.magicLink.expired': 'Ce lien de connexion est expiré.',
  'identity.magicLink.missing':
    'Ce lien de connexion est incomplet. Ouvrez-le de nouveau à partir de votre courriel.',
  'identity.magicLink.tryAgain': 'Aller à l’ouverture de session',

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
  'identity.signUp.exists':
    'Cette adresse courriel ne peut pas servir à créer un nouvel identifiant. Si elle vous appartient, ouvrez une session ou réinitialisez votre mot de passe.',
  'identity.signUp.invalidEmail': 'Inscrivez une adresse courriel valide, comme nom@exemple.com.',
  'identity.signUp.disallowedWord': 'Votre mot de passe ne peut pas contenir le mot « {word} ».',
  'identity.signUp.policy': 'Votre mot de passe ne respecte pas les exigences ci-dessous.',
  'identity.signUp.personal':
    'Votre mot de passe ne peut pas contenir votre nom, votre courriel, votre nom d’utilisateur ni votre numéro de téléphone.',
  'identity.signUp.common':
    'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.',
  'identity.signUp.notEligible':
    'Cette adresse courriel ne peut pas servir à créer un identifiant ici.',
  'identity.signUp.codeSent':
    'Nous avons envoyé un code à 6 chiffres à {destination}. Entrez-le pour terminer la création de votre identifiant. Si ce courriel a déjà un identifiant, notre message le précise et le code vous connecte.',
  'identity.signUp.changeEmail': 'Utiliser une autre adresse courriel',

  'identity.forgot.submit': 'M’envoyer un lien de réinitialisation',
  'identity.forgot.back': 'Retour à l’ouverture de session',

  'identity.reset.lead': 'Choisissez un nouveau mot de passe pour {email}.',
  'identity.reset.leadNoEmail': 'Choisissez un nouveau mot de passe.',
  'identity.reset.newPassword': 'Nouveau mot de passe',
  'identity.reset.submit': 'Enregistrer le nouveau mot de passe',
  'identity.reset.checking': 'Vérification de votre lien…',
  'identity.reset.done':
    'Votre mot de passe a été modifié. Vous pouvez maintenant ouvrir une session avec celui-ci.',
  'identity.reset.invalidKey':
    'Ce lien de réinitialisation n’est pas valide ou a déjà été utilisé.',
  'identity.reset.expiredKey': 'Ce lien de réinitialisation est expiré. Demandez-en un nouveau.',
  'identity.reset.newLink': 'Demander un nouveau lien',

  'identity.credentials.lead':
    'Modifiez vos renseignements de connexion. Pour votre sécurité, nous vous demandons d’abord votre mot de passe actuel.',
  'identity.credentials.signedInAs': 'Session ouverte en tant que {handle}',
  'identity.credentials.signInCta': 'Ouvrir une session',
  'identity.credentials.currentPassword': 'Mot de passe actuel',
  'identity.credentials.currentPasswordHint': 'Nous en avons besoin pour confirmer votre identité.',
  'identity.credentials.emailTitle': 'Adresse courriel',
  'identity.credentials.newEmail': 'Nouvelle adresse courriel',
  'identity.credentials.saveEmail': 'Modifier le courriel',
  'identity.credentials.emailSaved': 'Votre adresse courriel a été modifiée.',
  'identity.credentials.passwordTitle': 'Mot de passe',
  'identity.credentials.newPassword': 'Nouveau mot de passe',
  'identity.credentials.savePassword': 'Modifier le mot de passe',
  'identity.credentials.passwordSaved':
    'Votre mot de passe a été modifié. Vos sessions sur vos autres appareils ont été fermées.',
  'identity.credentials.phoneTitle': 'Numéro de téléphone',
  'identity.credentials.newPhone': 'Nouveau numéro de téléphone',
  'identity.credentials.phoneHint': '10 chiffres, par exemple 514-555-0142.',
  'identity.credentials.savePhone': 'Modifier le numéro de téléphone',
  'identity.credentials.phoneSaved': 'Votre numéro de téléphone a été modifié.',
  'identity.credentials.sessionsTitle': 'Sessions ouvertes',
  'identity.credentials.signOut': 'Fermer la session',
  'identity.credentials.signOutEverywhere': 'Fermer toutes les sessions',
  'identity.credentials.signOutEverywhereHint':
    'Ferme vos sessions sur tous vos appareils, y compris celui-ci.',
  'identity.credentials.deleteTitle': 'Supprimer mon identifiant',
  'identity.credentials.deleteHint':
    'Supprime votre identifiant et ferme toutes vos sessions. Votre abonnement n’est pas annulé.',
  'identity.credentials.delete': 'Supprimer mon identifiant',
  'identity.credentials.deleteConfirmTitle': 'Supprimer votre identifiant?',
  'identity.credentials.deleteConfirmBody':
    'Vous ne pourrez plus ouvrir de session avec {handle}. Cette action est irréversible.',
  'identity.credentials.deleteConfirm': 'Oui, le supprimer',
  'identity.credentials.cancel': 'Annuler',
  'identity.credentials.deleted': 'Votre identifiant a été supprimé.',
  'identity.credentials.wrongPassword': 'Votre mot de passe actuel n’est pas le bon.',
  'identity.credentials.reauth': 'Confirmez votre identité : inscrivez votre mot de passe actuel.',
  'identity.credentials.handleInUse':
    'Cette adresse courriel ne peut pas être utilisée. Essayez-en une autre.',
  'identity.credentials.invalidPhone': 'Inscrivez un numéro de téléphone à 10 chiffres.',
};
