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

  'identity.magicLink.notFound': 'Ce lien de connexion n’est pas valide ou a déjà été utilisé.',
  'identity.magicLink.expired': 'Ce lien de connexion est expiré.',

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

  'identity.reset.invalidKey':
    'Ce lien de réinitialisation n’est pas valide ou a déjà été utilisé.',
  'identity.reset.expiredKey': 'Ce lien de réinitialisation est expiré. Demandez-en un nouveau.',

  'identity.credentials.reauth': 'Confirmez votre identité : inscrivez votre mot de passe actuel.',
  'identity.credentials.handleInUse':
    'Cette adresse courriel ne peut pas être utilisée. Essayez-en une autre.',
  'identity.credentials.invalidPhone': 'Inscrivez un numéro de téléphone à 10 chiffres.',
};
