import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'student.offer.title': 'Streaming Platine à prix réduit pour les étudiants',
  'student.offer.lead':
    'Confirmez que vous êtes inscrit dans un collège ou une université, puis abonnez-vous au prix étudiant.',
  'student.offer.loadFailed': 'Nous n’avons pas pu charger l’offre étudiante. Veuillez réessayer.',
  'student.offer.retry': 'Réessayer',
  'student.verify.title': 'Confirmez votre statut d’étudiant',
  'student.verify.stepsLabel': 'Étapes de la vérification',
  'student.verify.stepTitle': 'Étape {number} : {title}',
  'student.verify.step.identify': 'Votre courriel scolaire',
  'student.verify.step.code': 'Entrez votre code',
  'student.verify.step.proof': 'Votre preuve d’inscription',
  'student.verify.step.done': 'Terminé',
  'student.verify.edit': 'Modifier',
  'student.verify.editNamed': 'Modifier : {title}',
  'student.verify.firstName': 'Prénom',
  'student.verify.lastName': 'Nom',
  'student.verify.schoolEmail': 'Adresse courriel scolaire',
  'student.verify.schoolEmailHint':
    'L’adresse que votre collège ou votre université vous a donnée, comme nom@universite.ca.',
  'student.verify.province': 'Province ou territoire où vous habitez',
  'student.verify.provincePick': 'Choisissez…',
  'student.verify.sendCode': 'Envoyer mon code',
  'student.verify.sending': 'Envoi en cours…',
  'student.verify.noSchoolEmail': 'Je n’ai pas de courriel scolaire',
  'student.verify.useSchoolEmail': 'Utiliser plutôt mon courriel scolaire',
  'student.verify.codeIntro':
    'Nous avons envoyé un code à 6 chiffres à {email} ({school}). Il est valide pendant 10 minutes.',
  'student.verify.codeSentAgain': 'Nous vous avons envoyé un nouveau code.',
  'student.verify.error.required': 'Remplissez ce champ pour continuer.',
  'student.verify.error.invalid': 'Vérifiez ce champ et réessayez.',
  'student.verify.error.email': 'Entrez une adresse courriel comme nom@universite.ca.',
  'student.verify.error.notAcademic':
    'Cette adresse n’est pas celle d’un collège ou d’une université. Utilisez votre adresse scolaire, ou téléversez une preuve d’inscription.',
  'student.verify.error.system':
    'Un problème est survenu de notre côté. Veuillez réessayer dans un moment.',
  'student.verify.humanCheck.title': 'Encore une étape',
  'student.verify.humanCheck.body':
    'Beaucoup de codes ont été demandés récemment. Montrez que vous êtes une personne, puis envoyez de nouveau.',
  'student.verify.humanCheck.refused': 'Cela n’a pas fonctionné. Veuillez refaire la vérification.',
  'student.proof.lead':
    'Téléversez un document qui montre que vous êtes inscrit ce trimestre : un horaire de cours, une facture de droits de scolarité ou une attestation d’inscription avec votre nom, votre établissement et une date.',
  'student.proof.personalEmail': 'Adresse courriel',
  'student.proof.personalEmailHint':
    'Nous vous écrirons à cette adresse une fois votre preuve examinée.',
  'student.proof.schoolName': 'Nom de l’établissement',
  'student.proof.file': 'Preuve d’inscription',
  'student.proof.fileHint': 'PDF, JPEG ou PNG, 5 Mo au maximum.',
  'student.proof.submit': 'Envoyer ma preuve',
  'student.proof.error.fileRequired': 'Choisissez le fichier à envoyer.',
  'student.proof.error.fileType': 'Choisissez un fichier PDF, JPEG ou PNG.',
  'student.proof.error.fileSize': 'Ce fichier dépasse 5 Mo. Choisissez-en un plus petit.',
  'student.pending.title': 'Nous examinerons votre preuve',
  'student.pending.body':
    'Merci, {firstName}. Un membre de notre équipe examinera votre preuve d’inscription, habituellement en deux jours ouvrables.',
  'student.pending.bodyLater':
    'Un membre de notre équipe examine votre preuve d’inscription, habituellement en deux jours ouvrables.',
  'student.pending.next':
    'Revenez à cette page (gardez son adresse) dans ce navigateur pour connaître la réponse : une fois votre preuve approuvée, vous passerez d’ici au paiement étudiant.',
  'student.legal.title': 'Conditions de l’offre étudiante',
  'student.legal.body':
    'Le forfait étudiant s’adresse aux étudiants inscrits dans un collège ou une université agréés aux États-Unis ou au Canada. Nous vérifions l’inscription une fois par année; sans nouvelle vérification, votre forfait se poursuit au prix mensuel courant. Le mois gratuit est réservé aux nouveaux abonnés. Annulez en ligne en tout temps. Taxes en sus, s’il y a lieu. Le prix étudiant n’est pas offert au Québec.',
  'student.quebec.note':
    'Le prix étudiant n’est pas offert au Québec : nous vous présentons nos forfaits de diffusion en continu.',
  'student.pending.check': 'Vérifier l’état',
  'student.pending.waiting': 'Votre preuve attend toujours d’être examinée.',
  'student.pending.approved':
    'Votre preuve a été approuvée : votre statut d’étudiant est confirmé.',
  'student.pending.rejected': 'Votre preuve n’a pas été acceptée : {reason}',
  'student.pending.tryAgain': 'Recommencer la vérification',
  'student.continue': 'Passer au paiement',
};
