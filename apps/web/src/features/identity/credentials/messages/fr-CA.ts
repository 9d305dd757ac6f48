import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'identity.forgot.submit': 'M’envoyer un lien de réinitialisation',
  'identity.forgot.back': 'Retour à l’ouverture de session',

  'identity.reset.lead': 'Choisissez un nouveau mot de passe pour {email}.',
  'identity.reset.leadNoEmail': 'Choisissez un nouveau mot de passe.',
  'identity.reset.newPassword': 'Nouveau mot de passe',
  'identity.reset.submit': 'Enregistrer le nouveau mot de passe',
  'identity.reset.checking': 'Vérification de votre lien…',
  'identity.reset.done':
    'Votre mot de passe a été modifié. Vous pouvez maintenant ouvrir une session avec celui-ci.',
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
};
