import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'reverify.title': 'Confirmez que vous êtes toujours aux études',
  'reverify.loading': 'Ouverture de votre lien…',
  'reverify.lead':
    'Bonjour {firstName}, votre vérification d’étudiant auprès de {schoolName} prend fin le {date}. Vérifiez de nouveau votre inscription pour garder votre prix étudiant.',
  'reverify.lead.expired':
    'Bonjour {firstName}, votre vérification d’étudiant auprès de {schoolName} a pris fin le {date}. Vérifiez de nouveau votre inscription pour retrouver votre prix étudiant.',
  'reverify.sentTo': 'La dernière fois, vous avez utilisé {maskedEmail}.',

  'reverify.invalid.title': 'Ce lien ne fonctionne plus',
  'reverify.invalid.body':
    'Le lien a peut-être expiré ou a été copié en partie. Connectez-vous à votre compte pour voir votre forfait et refaire la vérification.',
  'reverify.invalid.signIn': 'Me connecter à mon compte',

  'reverify.step.title': 'Votre courriel scolaire',
  'reverify.step.lead':
    'Nous enverrons un code à 6 chiffres à l’adresse courriel de votre collège ou université. Il est valide pendant {minutes, plural, one {# minute} other {# minutes}}.',
  'reverify.step.firstName': 'Prénom',
  'reverify.step.lastName': 'Nom de famille',
  'reverify.step.email': 'Adresse courriel scolaire',
  'reverify.step.email.hint': 'Par exemple, nom@universite.ca',
  'reverify.step.required': 'Remplissez ce champ.',
  'reverify.step.invalid': 'Vérifiez ce que vous avez saisi.',
  'reverify.step.email.invalid': 'Entrez une adresse courriel, comme nom@universite.ca.',
  'reverify.step.email.notAcademic':
    'Ce n’est pas une adresse courriel de collège ou d’université. Utilisez l’adresse fournie par votre établissement.',
  'reverify.step.send': 'Envoyer mon code',
  'reverify.step.sending': 'Envoi…',
  'reverify.step.codeSent': 'Nous avons envoyé un code à {email} ({schoolName}).',
  'reverify.step.code': 'Code de vérification',
  'reverify.step.code.hint': '6 chiffres, dans le courriel que nous venons d’envoyer',
  'reverify.step.code.wrong':
    'Ce code n’est pas le bon. {attemptsLeft, plural, one {# essai restant.} other {# essais restants.}}',
  'reverify.step.code.expired': 'Ce code a expiré. Demandez-en un nouveau.',
  'reverify.step.code.spent': 'Ce code ne peut plus être utilisé. Demandez-en un nouveau.',
  'reverify.step.verify': 'Vérifier',
  'reverify.step.verifying': 'Vérification…',
  'reverify.step.newCode': 'Envoyer un nouveau code',
  'reverify.step.otherEmail': 'Utiliser une autre adresse courriel',
  'reverify.step.failed':
    'Nous ne pouvons pas vérifier votre inscription pour le moment. Réessayez dans un instant.',
  'reverify.humanCheck.title': 'Encore une étape',
  'reverify.humanCheck.body':
    'Plusieurs codes ont été demandés. Montrez-nous que vous êtes une personne pour en recevoir un autre.',
  'reverify.humanCheck.refused': 'La vérification n’a pas fonctionné. Réessayez.',

  'reverify.renew.notSame':
    'Cette vérification concerne une autre personne que celle à qui notre courriel a été envoyé.',
  'reverify.renew.done': 'Cette inscription a déjà été vérifiée de nouveau.',

  'reverify.confirm.title': 'Votre forfait étudiant',
  'reverify.confirm.loading': 'Vérification de votre forfait…',
  'reverify.confirm.verified': 'Votre statut d’étudiant est vérifié jusqu’au {date}.',
  'reverify.confirm.signIn.title': 'Connectez-vous pour garder votre prix étudiant',
  'reverify.confirm.signIn.body':
    'Votre statut est vérifié. Connectez-vous au compte de votre forfait de diffusion en continu pour terminer.',
  'reverify.confirm.signIn': 'Me connecter',
  'reverify.rollover.title': 'À votre prochain renouvellement',
  'reverify.rollover.lead':
    'Votre forfait passera au forfait étudiant à son renouvellement, le {date}. Vous gardez votre forfait actuel d’ici là, et rien n’est facturé aujourd’hui.',
  'reverify.rollover.confirm': 'Passer au forfait étudiant',
  'reverify.rollover.confirming': 'Changement en cours…',
  'reverify.offer.title': 'Votre forfait étudiant, dès aujourd’hui',
  'reverify.offer.lead':
    'Votre offre actuelle prend fin aujourd’hui et le forfait étudiant la remplace. Voici ce que vous payez.',
  'reverify.offer.today': 'Facturé aujourd’hui à votre carte au dossier',
  'reverify.offer.then': 'Prochaine facture, le {date}',
  'reverify.offer.card': 'Carte au dossier : {brand} se terminant par {last4}',
  'reverify.offer.confirm': 'Confirmer et changer',
  'reverify.offer.confirming': 'Changement en cours…',
  'reverify.checkout.title': 'Obtenez le forfait étudiant',
  'reverify.checkout.body':
    'Vous n’avez pas de forfait de diffusion en continu actif. Abonnez-vous au forfait étudiant avec votre vérification.',
  'reverify.checkout.go': 'Voir le forfait étudiant',
  'reverify.again.title': 'Votre vérification a pris fin',
  'reverify.again.body': 'Vérifiez de nouveau votre inscription pour garder votre prix étudiant.',
  'reverify.again.go': 'Refaire la vérification',
  'reverify.refused': 'Nous n’avons pas pu faire ce changement. Rien n’a été facturé.',

  'reverify.rolloverComplete.title': 'Votre forfait étudiant est prévu',
  'reverify.rolloverComplete.body':
    'À partir du {date}, vous aurez le forfait étudiant. Vous gardez votre forfait actuel d’ici là.',
  'reverify.rolloverComplete.pending':
    'Votre forfait passera au forfait étudiant à son prochain renouvellement.',
  'reverify.complete.title': 'Vous avez maintenant le forfait étudiant',
  'reverify.complete.body': 'Votre prix étudiant s’applique dès aujourd’hui.',
  'reverify.complete.charged': 'Facturé aujourd’hui : {amount}',
  'reverify.complete.account': 'Aller à mon compte',

  'reverify.error.title': 'Un problème est survenu',
  'reverify.error.body':
    'Nous n’avons pas pu terminer votre vérification d’étudiant. Rien n’a été facturé. Réessayez à partir du lien dans votre courriel, ou connectez-vous à votre compte.',
  'reverify.error.again': 'Réessayer',
};
