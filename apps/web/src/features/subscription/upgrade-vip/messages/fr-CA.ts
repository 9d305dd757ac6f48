import type { messages as enUS } from './en-US.ts';

/** Français canadien. */
export const messages: Record<keyof typeof enUS, string> = {
  'vip.hero.title': 'Platine VIP sur deux appareils',
  'vip.hero.lead':
    'Un seul prix Platine VIP couvre deux de vos appareils : deux radios, ou une radio et un abonnement de diffusion en continu.',
  'vip.hero.greeting': 'Bonjour {firstName}.',
  'vip.second.title': 'Ajoutez votre deuxième appareil à Platine VIP',
  'vip.second.lead':
    '{first} est déjà sur Platine VIP. Votre forfait couvre un appareil de plus : choisissez-le, il s’ajoute sans frais mensuels supplémentaires.',
  'vip.hero.first': 'Cette offre part de votre {first} ({plan}).',

  'vip.find.title': 'D’abord, trouvons votre compte',

  'vip.device.radio': 'radio se terminant par {lastFour}',
  'vip.device.streaming': 'diffusion en continu de {username}',
  'vip.device.noService': 'Aucun service actif',

  'vip.step.second': 'Choisissez votre deuxième appareil',
  'vip.step.payment': 'Paiement',
  'vip.step.review': 'Vérifier et terminer',

  'vip.second.legend': 'Vos autres appareils',
  'vip.second.continue': 'Continuer',
  'vip.second.none':
    'Aucun de vos autres appareils ne peut passer à Platine VIP pour le moment. Appelez-nous pour ajouter un appareil à votre compte.',
  'vip.refusal.SUBSCRIPTION_HAS_VIP_PLATINUM_PACKAGE_ON_2_RADIOS':
    'Déjà l’un des deux appareils d’un forfait Platine VIP.',
  'vip.refusal.SUBSCRIPTION_NOT_ELIGIBLE_FOR_SECOND_RADIO':
    'Cet appareil ne peut pas être le deuxième appareil de Platine VIP.',
  'vip.refusal.first.SUBSCRIPTION_HAS_VIP_PLATINUM_PACKAGE_ON_2_RADIOS':
    'Cette radio fait déjà partie d’un forfait Platine VIP avec un autre appareil.',
  'vip.refusal.first.SUBSCRIPTION_NOT_ELIGIBLE_FOR_SECOND_RADIO':
    'Cette radio ne peut pas passer à Platine VIP en ligne. Appelez-nous, nous vous aiderons.',

  'vip.payment.lead': 'Choisissez comment payer Platine VIP.',
  'vip.payment.chosen': 'Carte se terminant par {last4}',
  'vip.continue': 'Continuer',

  'vip.review.swapped':
    'Votre première radio est en période d’essai : Platine VIP commence d’abord sur votre autre appareil, puis sur la radio en essai à la fin de son essai.',
  'vip.review.device': '{plan} : {today} aujourd’hui, puis {monthly}/mois, à partir du {starts}',
  'vip.review.total': 'À payer aujourd’hui',

  'vip.error.cardRefused':
    'Votre carte a été refusée et rien n’a été facturé. Vérifiez ses renseignements ou utilisez une autre carte.',
  'vip.error.device':
    'Cet appareil ne peut plus passer à Platine VIP. Choisissez-en un autre, ou appelez le {phone}.',
  'vip.error.unexpected':
    'Nous n’avons pas pu terminer votre commande. Réessayez, ou appelez le {phone}.',

  'vip.upgrading.title': 'Mise à niveau de vos appareils',
  'vip.upgrading.body':
    'Nous faisons passer vos deux appareils à Platine VIP. Cela prend un instant.',

  'vip.thanks.title': 'Vos deux appareils sont passés à Platine VIP',
  'vip.thanks.secondTitle': 'Votre deuxième appareil est passé à Platine VIP',
  'vip.thanks.partialTitle': 'Un appareil est passé à Platine VIP',
  'vip.thanks.partialBody':
    'Nous n’avons pas pu mettre à niveau votre deuxième appareil. Votre premier appareil garde Platine VIP. Réessayez pour le deuxième; vous ne serez pas facturé deux fois.',
  'vip.thanks.retry': 'Réessayer pour le deuxième appareil',
  'vip.thanks.order': '(commande {orderId})',
  'vip.outcome.upgraded':
    'Radio se terminant par {lastFour} : passée à Platine VIP{charged, select, other { — {charged} facturés aujourd’hui} none {}}.',
  'vip.outcome.alreadyVip': 'Radio se terminant par {lastFour} : déjà sur Platine VIP.',
  'vip.outcome.failed': 'Radio se terminant par {lastFour} : non mise à niveau.',
  'vip.outcome.notAttempted': 'Radio se terminant par {lastFour} : pas encore mise à niveau.',

  'vip.problem.title': 'Ce lien ne peut pas être utilisé',
  'vip.problem.body':
    'Votre lien Platine VIP a expiré ou est incomplet. Vous pouvez tout de même voir nos forfaits, ou nous appeler.',
  'vip.problem.plans': 'Voir nos forfaits',
  'vip.refusal.first.update': 'Changer votre forfait Platine VIP',

  'vip.update.title': 'Changer votre forfait Platine VIP',
  'vip.update.lead':
    'Votre Platine VIP couvre deux appareils pour un seul prix. Choisissez un autre forfait : il prend le relais sur les deux appareils à la fin de la période déjà payée.',
  'vip.update.devices': 'Vos deux appareils',
  'vip.update.radio': 'Radio se terminant par {lastFour}',
  'vip.update.streaming': 'Diffusion en continu',
  'vip.update.role.primary': 'Paie le forfait',
  'vip.update.role.secondary': 'Inclus',
  'vip.update.paidThrough': 'payé jusqu’au {day}',
  'vip.update.current': 'Forfait actuel',
  'vip.update.price.monthly': '{price}/mois',
  'vip.update.price.annual': '{price}/an (soit {perMonth}/mois)',
  'vip.update.price.term': '{price} tous les {months} mois',
  'vip.update.choose': 'Choisissez votre nouveau forfait',
  'vip.update.none': 'Aucun autre forfait Platine VIP n’est offert pour le moment.',
  'vip.update.payment': 'Paiement',
  'vip.update.cardOnFile': 'Votre carte au dossier paiera : {brand} se terminant par {last4}.',
  'vip.update.noCard':
    'Votre compte n’a aucune carte utilisable. Ajoutez-en une dans votre compte, puis revenez changer votre forfait.',
  'vip.update.review': 'Vérifier et terminer',
  'vip.update.review.plan': 'Nouveau forfait',
  'vip.update.review.starts': 'Début',
  'vip.update.review.startsValue': 'le {day}, sur les deux appareils',
  'vip.update.review.today': 'À payer aujourd’hui',
  'vip.update.review.note':
    'Votre forfait actuel se poursuit jusqu’au {day}; rien de ce que vous avez payé n’est perdu. Ensuite, {price} plus les taxes sera porté à votre carte au dossier.',
  'vip.update.error.card':
    'Votre carte au dossier a été refusée et rien n’a été facturé. Mettez-la à jour dans votre compte, ou appelez le {phone}.',
  'vip.update.error.noCard':
    'Votre compte n’a aucune carte utilisable. Ajoutez-en une dans votre compte, ou appelez le {phone}.',
  'vip.update.error.plan':
    'Ce forfait ne peut plus être choisi pour votre Platine VIP. Choisissez-en un autre, ou appelez le {phone}.',
  'vip.update.error.unexpected':
    'Nous n’avons pas pu changer votre forfait. Réessayez, ou appelez le {phone}.',
  'vip.update.noBundle.title': 'Vous n’avez pas Platine VIP sur deux appareils',
  'vip.update.noBundle.body':
    'Seul un forfait Platine VIP couvrant deux appareils peut être changé ici. Votre compte indique ce que vous avez.',
  'vip.update.noBundle.account': 'Aller à votre compte',
  'vip.update.thanks.title': 'Votre forfait Platine VIP change',
  'vip.update.thanks.body':
    'Votre nouveau forfait prend le relais sur les deux appareils le {day}.',
  'vip.update.thanks.charged': '{amount} facturés aujourd’hui.',
  'vip.update.thanks.nothingToday': 'Rien n’est facturé aujourd’hui.',
};
