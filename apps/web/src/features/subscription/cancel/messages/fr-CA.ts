import type { messages as enUS } from './en-US.ts';

/** Français canadien. */
export const messages: Record<keyof typeof enUS, string> = {
  'cancel.reasons.title': 'Avant de partir…',
  'cancel.reasons.intro':
    'Dites-nous pourquoi vous annulez {plan}. Vos réponses nous aident à nous améliorer.',
  'cancel.reasons.legend': 'Pourquoi annulez-vous?',
  'cancel.reasons.required': 'Choisissez une raison.',
  'cancel.reason.EXPENSIVE': 'C’est trop cher',
  'cancel.reason.NO_LISTENTING_OPTIONS': 'Je ne trouve pas ce que je veux écouter',
  'cancel.reason.DONT_LISTEN': 'Je n’écoute pas assez',
  'cancel.reason.TECHNICAL_ISSUES': 'J’ai des problèmes techniques',
  'cancel.reason.NO_SATELLITE_RADIO': 'Je pensais pouvoir utiliser la radio intégrée de mon auto',
  'cancel.reason.OTHER_STREAMING_SVCS': 'J’utilise un autre service de diffusion en continu',
  'cancel.reason.OTHER': 'Autre chose',
  'cancel.reasons.other.label': 'Dites-nous-en plus',
  'cancel.reasons.other.hint': 'Jusqu’à {max} caractères.',
  'cancel.reasons.other.required': 'Expliquez-nous pourquoi en quelques mots.',
  'cancel.reasons.other.tooLong': 'Limitez-vous à {max} caractères.',
  'cancel.reasons.continue': 'Continuer',
  'cancel.reasons.continuing': 'Un instant…',

  'cancel.offer.title': 'Une dernière option…',
  'cancel.offer.intro':
    'Avant d’annuler, voici une offre pour rester. Si elle ne vous convient pas, poursuivez l’annulation.',
  'cancel.offer.forMonths': 'pendant {months, plural, one {# mois} other {# mois}}',
  'cancel.offer.thenRenews': 'Ensuite',
  'cancel.offer.accept': 'Profiter de cette offre',
  'cancel.offer.decline': 'Non merci, poursuivre l’annulation',
  'cancel.perMonths': '{months, plural, =1 {/mois} =12 {/an} other {/# mois}}',

  'cancel.review.title': 'Vérifier et confirmer',
  'cancel.review.plan': 'Forfait',
  'cancel.review.radio': '(radio se terminant par {last4})',
  'cancel.review.lose': 'Ce que vous perdrez',
  'cancel.review.lose.satellite':
    'Toutes les chaînes de {plan} sur votre radio, et l’écoute dans l’appli Orbit qui l’accompagne.',
  'cancel.review.lose.streaming':
    'Toutes les chaînes et émissions de {plan} dans l’appli Orbit : sur votre téléphone, en ligne et à la maison.',
  'cancel.review.ends': 'Fin de votre service',
  'cancel.review.ends.trial':
    'Votre essai sera annulé à la fin de la période d’essai, le {date}. Rien de plus ne sera facturé.',
  'cancel.review.ends.now': 'Aujourd’hui, le {date}.',
  'cancel.review.ends.endOfTerm':
    'Le {date}, à la fin de la période déjà payée. Rien de plus ne sera facturé.',
  'cancel.review.refund': 'Votre remboursement',
  'cancel.review.refund.detail':
    'pour {days, plural, one {# jour inutilisé} other {# jours inutilisés}} de votre période de {ofDays} jours, remis sur la carte utilisée pour payer d’ici {from} à {to} jours ouvrables.',
  'cancel.review.email': 'Nous vous enverrons une confirmation par courriel.',
  'cancel.review.confirm': 'Annuler mon abonnement',
  'cancel.review.confirming': 'Annulation en cours…',
  'cancel.review.keep': 'Garder mon abonnement',

  'cancel.done.title.now': 'Votre forfait a été annulé',
  'cancel.done.title.later': 'Votre forfait sera annulé le {date}',
  'cancel.done.number': 'Numéro de confirmation',
  'cancel.done.trial': 'Votre essai prend fin ce jour-là et rien de plus ne sera facturé.',
  'cancel.done.refund': 'Votre remboursement de',
  'cancel.done.refundBy': 'devrait apparaître sur votre carte d’ici le {date}.',
  'cancel.done.email': 'Nous avons envoyé une confirmation à {email}.',
  'cancel.done.emailOnFile': 'Nous avons envoyé une confirmation au courriel de votre compte.',
  'cancel.done.changedMind':
    'Vous avez changé d’idée? Jusqu’à la fin de votre service, choisissez « Garder mon abonnement » dans votre compte.',
  'cancel.done.back': 'Retour à mon compte',

  'cancel.chat.title': 'Vous préférez en parler?',
  'cancel.chat.link': 'Clavarder avec un agent',
  'cancel.chat.newTab': '(s’ouvre dans un nouvel onglet)',
  'cancel.chat.openUntil': 'Nos agents sont en ligne jusqu’à {time}.',
  'cancel.chat.closed': 'Le clavardage est fermé pour le moment. Revenez {time}.',
  'cancel.chat.hours':
    'Heures du clavardage : en semaine de 8 h à 23 h, la fin de semaine de 8 h à 20 h, heure de l’Est.',
  'cancel.chat.call': 'Vous pouvez aussi nous appeler au',

  'cancel.offline.title': 'Annuler par clavardage ou par téléphone',
  'cancel.offline.body':
    'Cet abonnement ne peut pas être annulé en ligne. Un agent peut l’annuler pour vous par clavardage ou par téléphone.',
  'cancel.pending.title': 'Votre abonnement est déjà annulé',
  'cancel.pending.body':
    '{plan} prend fin le {date}. Pour le garder, choisissez « Garder mon abonnement » dans votre compte.',
  'cancel.none.title': 'Il n’y a rien à annuler ici',
  'cancel.none.body': 'Il ne reste rien à annuler en ligne pour cet abonnement.',

  'cancel.error.alreadyPending':
    'Cet abonnement est déjà annulé. Consultez votre compte pour connaître sa date de fin.',
  'cancel.error.refused':
    'Nous n’avons pas pu annuler cet abonnement en ligne. Clavardez avec un agent ou appelez-nous et nous le ferons pour vous.',

  'cancel.targeted.choose.title': 'Quel abonnement voulez-vous annuler?',
  'cancel.targeted.choose.radio': '{plan}, radio se terminant par {last4}',
  'cancel.targeted.choose.streaming': '{plan}, diffusion en continu',
  'cancel.targeted.refused.title': 'Ce lien ne peut pas être utilisé',
  'cancel.targeted.refused.body':
    'Il a peut-être expiré ou déjà servi. Connectez-vous pour annuler ou modifier votre abonnement.',
  'cancel.targeted.signIn': 'Se connecter',
  'cancel.targeted.none.body': 'Aucun abonnement en cours à annuler dans ce compte.',
  'cancel.targeted.signIn.body':
    'Connectez-vous pour voir les abonnements que vous pouvez annuler.',
};
