import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'studentReview.lead':
    'Les preuves d’inscription des étudiants qui n’ont pas de courriel scolaire. Ouvrez-en une, vérifiez qu’elle est à jour, puis approuvez-la ou refusez-la en donnant une raison que l’étudiant lira.',
  'studentReview.queue.heading':
    '{count, plural, one {# preuve en attente} other {# preuves en attente}}',
  'studentReview.queue.empty': 'Aucune preuve n’attend d’examen.',
  'studentReview.queue.loading': 'Chargement des preuves en attente…',
  'studentReview.queue.uploaded': 'Téléversée le {when}',
  'studentReview.queue.open': 'Examiner',
  'studentReview.queue.open.named': 'Examiner la preuve de {name}',
  'studentReview.queue.unavailable': 'Nous n’avons pas pu charger les preuves',
  'studentReview.tryAgain': 'Un problème est survenu de notre côté. Réessayez dans un instant.',
  'studentReview.retry': 'Réessayer',
  'studentReview.back': 'Retour à la liste',

  'studentReview.proof.loading': 'Chargement de la preuve…',
  'studentReview.proof.unavailable': 'Nous n’avons pas pu ouvrir cette preuve',
  'studentReview.proof.heading': 'Preuve d’inscription de {name}',
  'studentReview.field.email': 'Courriel',
  'studentReview.field.school': 'Établissement',
  'studentReview.field.uploaded': 'Téléversée le',
  'studentReview.file.title': 'Preuve d’inscription de {name}',
  'studentReview.file.open': 'Ouvrir le PDF',

  'studentReview.approve': 'Approuver',
  'studentReview.reject': 'Refuser avec cette raison',
  'studentReview.reason.label': 'Raison du refus',
  'studentReview.reason.hint':
    'L’étudiant la lira : dites ce qui manque, p. ex. « La lettre date de l’an dernier. » Jusqu’à {max} caractères.',
  'studentReview.reason.required': 'Donnez une raison à l’étudiant (au moins 3 caractères).',
  'studentReview.decision.failed': 'Votre décision n’a pas été enregistrée',

  'studentReview.done.approved': 'Preuve de {name} approuvée',
  'studentReview.done.approved.body': 'L’étudiant est vérifié pour un an.',
  'studentReview.done.rejected': 'Preuve de {name} refusée',
  'studentReview.done.rejected.body':
    'L’étudiant peut lire votre raison et téléverser une autre preuve.',
  'studentReview.done.alreadyReviewed': 'La preuve de {name} a déjà été examinée',
  'studentReview.done.alreadyReviewed.body':
    'Un autre examinateur l’a traitée avant vous. La liste ci-dessous est à jour.',

  'studentReview.notReviewer.title': 'Cette page ne vous est pas accessible',
  'studentReview.notReviewer.body':
    'L’examen des preuves d’inscription est réservé aux examinateurs étudiants d’Orbit Radio. Vous êtes connecté, mais votre compte de connexion n’a pas ce rôle.',
  'studentReview.notReviewer.account': 'Aller à votre compte',
};
