import type { messages as enUS } from './en-US.ts';

/** Récupération des renseignements de connexion (flows §7.3). */
export const messages: Record<keyof typeof enUS, string> = {
  'identity.recovery.chooser.lead':
    'Vous avez de la difficulté à ouvrir une session? Choisissez ce pour quoi vous avez besoin d’aide.',
  'identity.recovery.chooser.signInText': 'Vous connaissez vos renseignements de connexion?',
  'identity.recovery.option.forgotPassword': 'Mot de passe oublié',
  'identity.recovery.option.forgotPassword.hint':
    'Recevez un lien par courriel ou par texto pour choisir un nouveau mot de passe.',
  'identity.recovery.option.forgotUsername': 'Nom d’utilisateur oublié',
  'identity.recovery.option.forgotUsername.hint':
    'Nous enverrons votre nom d’utilisateur à l’adresse courriel de votre compte.',
  'identity.recovery.option.verifyAccount': 'Vérifier votre compte',
  'identity.recovery.option.verifyAccount.hint':
    'Confirmez votre compte avec les renseignements de votre radio et vos renseignements personnels pour payer votre facture.',
  'identity.recovery.signedIn.title': 'Besoin d’aide?',

  'identity.recovery.forgot.lead':
    'Inscrivez l’adresse courriel ou le nom d’utilisateur avec lequel vous ouvrez une session, puis choisissez comment recevoir un lien pour créer un nouveau mot de passe.',
  'identity.recovery.forgot.submitText': 'M’envoyer un lien par texto',
  'identity.recovery.handle.required':
    'Inscrivez votre adresse courriel ou votre nom d’utilisateur.',
  'identity.recovery.delivery.legend':
    'Comment voulez-vous recevoir votre lien de réinitialisation?',
  'identity.recovery.delivery.email': 'Par courriel',
  'identity.recovery.delivery.email.hint':
    'À l’adresse courriel inscrite au dossier pour cet identifiant.',
  'identity.recovery.delivery.text': 'Par texto',
  'identity.recovery.delivery.text.hint':
    'Au numéro de cellulaire inscrit au dossier pour cet identifiant. Des frais de messagerie et de données peuvent s’appliquer.',
  'identity.recovery.phone.label': 'Numéro de cellulaire au dossier',
  'identity.recovery.phone.hint': '10 chiffres, par exemple 514-555-0142.',
  'identity.recovery.phone.required': 'Inscrivez le numéro de cellulaire au dossier.',
  'identity.recovery.phone.invalid':
    'Inscrivez un numéro de cellulaire à 10 chiffres, par exemple 514-555-0142.',
  'identity.recovery.tooMany':
    'Pour votre sécurité, nous ne pouvons envoyer que quelques messages à la fois. Attendez quelques minutes, puis réessayez.',
  'identity.recovery.tryAgain': 'Réessayer',
  'identity.recovery.humanCheck.title': 'Une dernière étape',
  'identity.recovery.humanCheck.body':
    'Nous avons envoyé plusieurs messages ici récemment. Une vérification de sécurité rapide s’exécute ci-dessous; une fois terminée, appuyez de nouveau sur le bouton.',
  'identity.recovery.humanCheck.refused':
    'La vérification de sécurité n’a pas abouti. Une nouvelle s’exécute ci-dessous; une fois terminée, appuyez de nouveau sur le bouton.',

  'identity.recovery.resetMail.title': 'Consultez vos courriels',
  'identity.recovery.resetMail.body':
    'Si un compte correspond à ce que vous avez inscrit, nous avons envoyé un lien de réinitialisation du mot de passe à l’adresse courriel au dossier. Le lien est valide pendant {minutes, plural, one {# minute} other {# minutes}}.',
  'identity.recovery.resetMail.tip':
    'Vous ne l’avez pas reçu? Vérifiez votre dossier de courrier indésirable. Vous pouvez aussi réessayer dans une minute ou demander le lien par texto.',
  'identity.recovery.resetText.title': 'Consultez votre téléphone',
  'identity.recovery.resetText.body':
    'Si un compte correspond à ce que vous avez inscrit, nous avons envoyé par texto un lien de réinitialisation du mot de passe au numéro de cellulaire se terminant par {last4}. Le lien est valide pendant {minutes, plural, one {# minute} other {# minutes}}.',
  'identity.recovery.resetText.bodyNoNumber':
    'Si un compte correspond à ce que vous avez inscrit, nous avons envoyé par texto un lien de réinitialisation du mot de passe au numéro de cellulaire indiqué. Le lien est valide pendant {minutes, plural, one {# minute} other {# minutes}}.',
  'identity.recovery.resetText.tip':
    'Vous ne l’avez pas reçu? Vérifiez que ce numéro est bien celui inscrit au dossier pour cet identifiant, réessayez dans une minute ou demandez le lien par courriel.',

  'identity.recovery.notFound.title': 'Nous ne trouvons pas ce compte',
  'identity.recovery.notFound.body':
    'Ce que vous avez inscrit n’est ni une adresse courriel ni un nom d’utilisateur. Un nom d’utilisateur compte de 6 à 20 lettres et chiffres.',
  'identity.recovery.notFound.call':
    'Réessayez avec l’adresse courriel ou le nom d’utilisateur avec lequel vous ouvrez une session. Si vous ne le connaissez pas, récupérez votre nom d’utilisateur ou vérifiez votre compte, ou appelez-nous au {phone}.',

  'identity.recovery.updated.title': 'Mot de passe mis à jour',
  'identity.recovery.updated.sessions':
    'Pour votre sécurité, votre session a été fermée partout. Ouvrez une session avec votre nouveau mot de passe.',

  'identity.recovery.username.title': 'Nom d’utilisateur oublié?',
  'identity.recovery.username.lead':
    'Inscrivez votre nom de famille et l’adresse courriel de votre compte. Nous enverrons votre nom d’utilisateur à cette adresse.',
  'identity.recovery.username.submit': 'M’envoyer mon nom d’utilisateur',
  'identity.recovery.lastName.label': 'Nom de famille',
  'identity.recovery.lastName.required': 'Inscrivez votre nom de famille.',
  'identity.recovery.lastName.invalid':
    'Inscrivez votre nom de famille avec des lettres, des traits d’union et des espaces seulement.',
  'identity.recovery.email.label': 'Adresse courriel',
  'identity.recovery.email.required': 'Inscrivez votre adresse courriel.',
  'identity.recovery.cardData': 'N’inscrivez pas de renseignements de carte ici.',

  'identity.recovery.usernameSent.title': 'Consultez vos courriels',
  'identity.recovery.usernameSent.body':
    'Si un compte correspond à ce que vous avez inscrit, nous avons envoyé votre nom d’utilisateur à cette adresse.',
  'identity.recovery.usernameSent.sameMail':
    'Bien des identifiants utilisent l’adresse courriel elle-même comme nom d’utilisateur : vous pouvez aussi essayer d’ouvrir une session avec celle-ci.',
  'identity.recovery.usernameSent.tip':
    'Vous ne l’avez pas reçu? Vérifiez votre dossier de courrier indésirable ou réessayez dans une minute.',
  'identity.recovery.usernameSent.signIn': 'Aller à l’ouverture de session',

  'identity.recovery.verify.title': 'Vérifier votre compte',
  'identity.recovery.verify.lead':
    'Trouvez votre compte avec l’identifiant de votre radio, puis confirmez quelques renseignements pour que nous sachions que c’est bien vous.',
  'identity.recovery.verify.findTitle': 'Étape 1 de 2 : Trouver votre compte',
  'identity.recovery.verify.confirmTitle': 'Étape 2 de 2 : Confirmer votre identité',
  'identity.recovery.verify.another': 'Chercher un autre compte',
  'identity.recovery.verify.doneTitle': 'Votre compte est vérifié',
  'identity.recovery.verify.done': 'Merci, votre compte est vérifié. Que voulez-vous faire?',
  'identity.recovery.verify.pay': 'Payer votre facture',
  'identity.recovery.verify.resetPassword': 'Réinitialiser votre mot de passe',
  'identity.recovery.verify.problem.notFound':
    'Nous n’avons trouvé aucun compte avec ces renseignements. Vérifiez-les et réessayez, ou appelez-nous au {phone}.',
  'identity.recovery.verify.problem.unconfirmed':
    'Nous ne pouvons pas confirmer votre compte en ligne. Veuillez nous appeler au {phone} et nous vous aiderons.',
  'identity.recovery.verify.problem.notSupported':
    'Ce compte ne peut pas être géré en ligne. Veuillez nous appeler au {phone} pour obtenir de l’aide.',
  'identity.recovery.verify.problem.tooMany':
    'Trop de recherches. Pour votre sécurité, attendez quelques minutes avant de réessayer, ou appelez-nous au {phone}.',
  'identity.recovery.verify.problem.failed':
    'Nous ne pouvons pas chercher votre compte pour le moment. Veuillez réessayer dans un moment, ou appelez-nous au {phone}.',
};
