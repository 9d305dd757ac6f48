import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'refreshSignal.lead':
    'Un signal d’actualisation renvoie votre abonnement à votre radio. Il est utile lorsque des chaînes que vous payez manquent ou que la radio vous demande d’appeler.',
  'refreshSignal.near.question': 'Êtes-vous près de votre voiture ou de votre radio?',
  'refreshSignal.near.yes': 'Oui, j’y suis',
  'refreshSignal.near.no': 'Non, envoyez-moi les étapes par texto',

  'refreshSignal.steps.title': 'Avant d’envoyer le signal',
  'refreshSignal.steps.on': 'Allumez votre radio et syntonisez la chaîne 1.',
  'refreshSignal.steps.sky': 'Assurez-vous qu’elle a une vue dégagée du ciel (pas dans un garage).',
  'refreshSignal.steps.wait':
    'Laissez-la allumée : l’actualisation peut prendre jusqu’à {minutes, plural, one {# minute} other {# minutes}}.',
  'refreshSignal.identifier.label': 'Identifiant radio, NIV ou numéro de téléphone',
  'refreshSignal.identifier.hint':
    'L’identifiant radio s’affiche à la chaîne 0. Le numéro de téléphone doit être celui de votre compte.',
  'refreshSignal.identifier.required':
    'Entrez votre identifiant radio, votre NIV ou votre numéro de téléphone.',
  'refreshSignal.identifier.invalid':
    'Entrez un identifiant radio (8 ou 12 caractères), un NIV de 17 caractères ou un numéro de téléphone à 10 chiffres.',
  'refreshSignal.identifier.checkDigit': 'Ce NIV n’est pas valide. Vérifiez-le et réessayez.',
  'refreshSignal.identifier.virtual':
    'Cet identifiant est celui d’une application de diffusion en continu, pas d’une radio satellite. Entrez l’identifiant affiché à la chaîne 0.',
  'refreshSignal.send': 'Envoyer le signal',
  'refreshSignal.sending': 'Envoi en cours…',
  'refreshSignal.help.radioId': 'Où trouver mon identifiant radio?',
  'refreshSignal.help.marine': 'Actualiser une radio marine ou d’aviation',
  'refreshSignal.help.close': 'Fermer',
  'refreshSignal.help.radioId.title': 'Trouver votre identifiant radio',
  'refreshSignal.help.radioId.channel':
    'Syntonisez la chaîne 0 : l’identifiant radio s’affiche à l’écran. Il compte 8 ou 12 lettres et chiffres.',
  'refreshSignal.help.radioId.label':
    'Vous le trouverez aussi sur l’étiquette de la radio ou de sa boîte, ou utilisez plutôt le NIV de votre voiture.',
  'refreshSignal.help.marine.title': 'Radios marines et d’aviation',
  'refreshSignal.help.marine.body':
    'Les récepteurs des bateaux et des aéronefs s’actualisent de la même façon : allumez le récepteur avec une vue dégagée du ciel et entrez son identifiant radio ici.',
  'refreshSignal.help.marine.data':
    'Les services de météo et de cartes peuvent prendre jusqu’à 15 minutes de plus que l’audio pour revenir.',

  'refreshSignal.text.phone.label': 'Numéro de cellulaire',
  'refreshSignal.text.phone.hint': 'Le numéro de cellulaire de votre compte, 10 chiffres.',
  'refreshSignal.text.phone.required': 'Entrez votre numéro de cellulaire.',
  'refreshSignal.text.phone.tooShort':
    'Entrez les 10 chiffres, en commençant par l’indicatif régional.',
  'refreshSignal.text.phone.invalid': 'Entrez un numéro de téléphone à 10 chiffres.',
  'refreshSignal.text.consent':
    'J’accepte de recevoir un texto avec les étapes d’actualisation. Des frais de messagerie et de données peuvent s’appliquer.',
  'refreshSignal.text.consent.required': 'Cochez la case pour que nous puissions vous texter.',
  'refreshSignal.text.send': 'Envoyez-moi les étapes',
  'refreshSignal.text.shortCode':
    'Déjà dans votre voiture? Textez REFRESH au {shortCode} depuis votre cellulaire.',

  'refreshSignal.humanCheck.title': 'Une dernière étape',
  'refreshSignal.humanCheck.body':
    'Nous avons reçu de nombreuses demandes pour cette radio ou depuis votre réseau. Une courte vérification de sécurité s’exécute ci-dessous; une fois terminée, envoyez de nouveau.',
  'refreshSignal.humanCheck.refused':
    'La vérification de sécurité n’a pas abouti. Une nouvelle s’exécute ci-dessous; une fois terminée, envoyez de nouveau.',
  'refreshSignal.tooMany.title': 'Trop de demandes',
  'refreshSignal.tooMany.body':
    'Pour votre sécurité, attendez quelques minutes avant de réessayer.',

  'refreshSignal.sent.title': 'Signal d’actualisation envoyé',
  'refreshSignal.sent.body':
    '{radios, plural, one {Nous avons envoyé le signal à votre radio.} other {Nous avons envoyé le signal à vos # radios.}} Laissez-la allumée à la chaîne 1 : cela peut prendre jusqu’à {minutes, plural, one {# minute} other {# minutes}}.',
  'refreshSignal.textSent.title': 'Texto envoyé',
  'refreshSignal.textSent.body':
    'Nous avons texté les étapes d’actualisation au {phone}. Suivez-les lorsque vous serez dans votre voiture.',
  'refreshSignal.again': 'Envoyer une autre actualisation',

  'refreshSignal.pastDue.title': 'Votre solde est en souffrance',
  'refreshSignal.pastDue.body':
    'Votre radio ne peut pas être actualisée tant que votre compte n’est pas payé. Effectuez un paiement et votre service reviendra.',
  'refreshSignal.pastDue.pay': 'Effectuer un paiement',
  'refreshSignal.inactive.title': 'Aucun abonnement en cours',
  'refreshSignal.inactive.body':
    'Cette radio n’a pas d’abonnement en ce moment, il n’y a donc rien à actualiser. Abonnez-vous pour recommencer à écouter.',
  'refreshSignal.inactive.subscribe': 'Voir les forfaits',
  'refreshSignal.notFound.title': 'Nous ne trouvons pas votre radio',
  'refreshSignal.notFound.body':
    'Rien ne correspond à ce que vous avez entré. Vérifiez l’identifiant radio à la chaîne 0, votre NIV ou le numéro de téléphone de votre compte.',
  'refreshSignal.tooManyRadios.title': 'Trop de radios associées à ce numéro',
  'refreshSignal.tooManyRadios.body':
    'Ce numéro de téléphone est associé à plus de {max, plural, one {# radio} other {# radios}}. Entrez l’identifiant radio ou le NIV de celle à actualiser.',
  'refreshSignal.limit.title': 'Limite d’actualisations atteinte',
  'refreshSignal.limit.body':
    'Cette radio a reçu {count, plural, one {# actualisation} other {# actualisations}} aujourd’hui, le maximum permis. Réessayez demain ou appelez-nous au {phone}.',
  'refreshSignal.notSent.title': 'Nous n’avons pas pu envoyer le signal',
  'refreshSignal.notSent.body':
    'Le réseau satellite n’a pas accepté l’actualisation de votre radio pour le moment. Cet essai ne compte pas dans les actualisations du jour : réessayez dans quelques minutes ou appelez-nous au {phone}.',
  'refreshSignal.receiver.loading': 'Recherche de votre radio…',
  'refreshSignal.receiver.title': 'Actualiser la radio de votre {vehicle}',
  'refreshSignal.receiver.phoneTitle':
    '{count, plural, one {Actualiser la radio associée à votre numéro} other {Actualiser les # radios associées à votre numéro}}',
  'refreshSignal.receiver.radio': 'Récepteur radio',
  'refreshSignal.receiver.titleNoCar': 'Actualiser votre radio',
  'refreshSignal.receiver.radioId': 'Identifiant radio se terminant par {lastFour}',
  'refreshSignal.receiver.radioWithPlan': 'Identifiant radio se terminant par {lastFour} · {plan}',
  'refreshSignal.receiver.other': 'Actualiser une autre radio',
  'refreshSignal.own.title': 'Vos radios',
  'refreshSignal.own.refresh': 'Actualiser',
  'refreshSignal.own.refreshNamed': 'Actualiser : {name}',
  'refreshSignal.failed.title': 'Nous sommes désolés',
  'refreshSignal.failed.body':
    'Nous n’avons pas pu envoyer le signal pour le moment. Réessayez dans quelques minutes ou appelez-nous au {phone}.',
  'refreshSignal.tryAgain': 'Réessayer',
};
