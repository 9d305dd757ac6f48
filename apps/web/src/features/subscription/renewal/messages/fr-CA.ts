import type { messages as enUS } from './en-US.ts';

/** Français canadien. */
export const messages: Record<keyof typeof enUS, string> = {
  'renewal.hero.eyebrow': 'Votre offre de renouvellement',
  'renewal.hero.title':
    'Obtenez {months, plural, one {# mois de plus} other {# mois de plus}} pour {price}/mois',
  'renewal.hero.lead':
    'Votre essai ou votre promotion se termine bientôt. Continuez d’écouter sans interruption : choisissez le forfait qui suivra votre offre, puis trouvez votre compte.',
  'renewal.hero.radio': 'Pour votre radio se terminant par {lastFour}, l’offre commence le {date}.',

  'renewal.choices.title': 'Choisissez ce qui suivra votre offre',
  'renewal.choices.legend': 'Forfaits après votre offre',
  'renewal.choices.price': '{price}/mois après votre offre',
  'renewal.choices.popular': 'Le plus populaire',
  'renewal.choices.genre': 'Vous choisissez un genre',
  'renewal.choices.unavailable': 'Non offert pour votre radio. {reason}',

  'renewal.reason.RADIO_NOT_CAPABLE': 'Votre radio ne peut pas faire jouer ce forfait.',
  'renewal.reason.RADIO_CLOSED': 'Cette radio n’a aucun service à renouveler.',
  'renewal.reason.OTHER_MARKET': 'Cette radio est abonnée à notre service dans l’autre pays.',
  'renewal.reason.ALREADY_ON_PLAN': 'Votre radio a déjà ce forfait.',
  'renewal.reason.ALREADY_RENEWED': 'Cette radio a déjà été renouvelée.',
  'renewal.reason.NOTHING_ENDING':
    'Rien ne se termine sur cette radio : son forfait se renouvelle de lui-même.',
  'renewal.reason.OTHER': 'Nous ne pouvons pas l’offrir pour cette radio.',

  'renewal.grid.caption': 'Comparez les forfaits',
  'renewal.grid.price': 'Prix courant par mois',
  'renewal.grid.genre': 'Choix d’un genre',
  'renewal.grid.forYourRadio': 'Pour votre radio',
  'renewal.grid.yes': 'Oui',
  'renewal.grid.no': 'Non',
  'renewal.grid.available': 'Offert',
  'renewal.grid.notAvailable': 'Non offert',

  'renewal.details.title': 'Détails de l’offre',
  'renewal.details.body':
    '{packageName} : {months, plural, one {# mois} other {# mois}} à {price}/mois, à compter du jour où se termine votre essai ou votre promotion. Ensuite, le forfait choisi se renouvelle chaque mois à son prix courant jusqu’à ce que vous l’annuliez. Taxes et frais en sus. Vous pouvez annuler en tout temps.',
  'renewal.questions': 'Des questions? Appelez-nous au {phone}.',

  'renewal.problem.unknownCode.title': 'Nous ne trouvons pas cette offre de renouvellement',
  'renewal.problem.unknownCode.body':
    'Le lien est peut-être incomplet. Vérifiez le lien dans votre courriel, ou consultez les forfaits offerts aujourd’hui.',
  'renewal.problem.expiredCode.title': 'Cette offre de renouvellement a pris fin',
  'renewal.problem.expiredCode.body':
    'L’offre de ce lien n’est plus offerte. Consultez les forfaits offerts aujourd’hui.',
  'renewal.problem.plans': 'Voir nos forfaits',

  'renewal.find.title': 'D’abord, trouvons votre compte',
  'renewal.find.lead':
    'Trouvez le compte de la radio que vous renouvelez : votre identifiant de radio avec votre numéro de compte ou votre nom de famille, ou encore votre nom et vos coordonnées.',
  'renewal.radio.title': 'Choisissez la radio à renouveler',
  'renewal.radio.lead':
    '{count, plural, one {Nous avons trouvé # radio à votre compte.} other {Nous avons trouvé # radios à votre compte.}}',
  'renewal.radio.id': 'Identifiant de radio : ****{lastFour}',
  'renewal.radio.noService': 'Aucun service actif',
  'renewal.radio.device':
    '{type, select, car {Radio d’auto} marine {Radio marine} aviation {Radio d’aviation} other {Radio}}',
  'renewal.radio.choose': 'Renouveler cette radio',
  'renewal.radio.chooseNamed': 'Renouveler cette radio, se terminant par {lastFour}',
  'renewal.radio.none':
    'Aucune radio de ce compte ne peut être renouvelée. Appelez-nous au {phone} et nous vous aiderons.',
  'renewal.radio.searchAgain': 'Chercher de nouveau',
  'renewal.account.radioLost':
    'Nous n’avons pas pu confirmer cette radio. Veuillez trouver votre compte de nouveau.',
  'renewal.account.tooMany':
    'Il y a eu trop de recherches pour cette radio. Patientez quelques minutes, ou appelez-nous au {phone}.',
  'renewal.account.failed':
    'Nous n’avons pas pu vérifier les forfaits de cette radio. Réessayez, ou appelez-nous au {phone}.',

  'renewal.step.choice': 'Votre forfait après l’offre',
  'renewal.step.payment': 'Paiement',
  'renewal.step.review': 'Vérifier et terminer',
  'renewal.continue': 'Continuer',

  'renewal.choice.legend': 'Forfaits pour votre radio',
  'renewal.choice.chooseAgain':
    'Le forfait choisi n’est plus offert pour votre radio. Choisissez un autre forfait.',
  'renewal.choice.notAvailable.title': 'Ce choix n’est pas offert',
  'renewal.choice.notAvailable.body':
    '{packageName} n’est pas offert pour votre radio. {reason} Choisissez un autre forfait.',
  'renewal.choice.noneAvailable':
    'Aucun de ces forfaits n’est offert pour cette radio. Appelez-nous au {phone} et nous vous aiderons.',
  'renewal.genre.label': 'Genre musical',
  'renewal.genre.hint': '{packageName} fait jouer les chaînes du genre que vous choisissez.',
  'renewal.genre.placeholder': 'Choisissez un genre',
  'renewal.genre.required': 'Choisissez un genre pour continuer.',

  'renewal.payment.lead':
    'Dites-nous à qui appartient la radio et où elle se trouve (les taxes suivent l’adresse de service), puis la carte pour votre renouvellement.',
  'renewal.payment.chosen': 'Carte se terminant par {last4}',

  'renewal.review.pending': 'Terminez d’abord les étapes ci-dessus.',
  'renewal.review.radio': 'Votre radio',
  'renewal.review.radioValue': '{radio}, identifiant de radio ****{lastFour}',
  'renewal.review.offer': 'Votre offre',
  'renewal.review.offerValue':
    '{packageName} : {months, plural, one {# mois} other {# mois}} à {price}/mois',
  'renewal.review.starts': 'Début',
  'renewal.review.then': 'Ensuite',
  'renewal.review.thenValue': '{packageName} à {price}/mois',
  'renewal.review.genre': 'Genre musical',

  'renewal.error.cardRefused':
    'Votre carte a été refusée. Vérifiez ses renseignements ou utilisez une autre carte.',
  'renewal.error.alreadyRenewed':
    'Cette radio a déjà été renouvelée : vous n’avez rien d’autre à faire. Des questions? Appelez-nous au {phone}.',
  'renewal.error.unexpected':
    'Nous n’avons pas pu terminer votre renouvellement. Réessayez, ou appelez-nous au {phone}.',

  'renewal.thanks.title': 'Merci! Votre renouvellement est confirmé',
  'renewal.thanks.lead':
    'Votre radio continue de jouer : votre offre commence à la fin de votre forfait actuel, et le forfait choisi la suit.',
  'renewal.thanks.orderNumber': 'Numéro de commande',
  'renewal.thanks.charged': 'Montant facturé aujourd’hui',
  'renewal.thanks.email': 'Nous avons envoyé une confirmation à {email}.',
};
