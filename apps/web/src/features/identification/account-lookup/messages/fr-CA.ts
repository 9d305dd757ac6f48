import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'lookup.usedCarRefused':
    'Cette radio n’est pas admissible à un essai pour véhicule d’occasion. Trouvez votre compte pour voir ce que vous pouvez faire.',
  'lookup.title': 'Trouver votre compte',
  'lookup.lead':
    'Parlez-nous de vous, de votre radio ou de votre véhicule, et nous trouverons votre abonnement. Vous pourrez payer votre facture une fois votre identité confirmée.',
  'lookup.tabs.label': 'Comment voulez-vous trouver votre compte?',
  'lookup.tabs.info': 'Vos renseignements',
  'lookup.tabs.radio': 'Infos radio',
  'lookup.tabs.car': 'Infos véhicule',
  'lookup.tabs.email': 'Courriel',
  'lookup.tabs.rflz': 'Vérifier l’admissibilité',
  'lookup.signIn.text': 'Vous avez déjà un identifiant de connexion?',
  'lookup.signIn.link': 'Se connecter',
  'lookup.find': 'Trouver mon compte',
  'lookup.searching': 'Recherche en cours…',
  'lookup.entry.loading': 'Recherche de votre compte…',
  'lookup.info.lead':
    'Utilisez les renseignements de votre compte : le nom, le courriel, le téléphone et le code postal que vous nous avez donnés.',
  'lookup.radio.lead':
    'Utilisez l’identifiant de votre radio avec votre numéro de compte ou votre nom de famille.',
  'lookup.car.lead': 'Utilisez le NIV de votre véhicule ou sa plaque d’immatriculation.',
  'lookup.email.lead': 'Voyez quels abonnements utilisent votre adresse courriel.',

  'lookup.field.firstName': 'Prénom',
  'lookup.field.lastName': 'Nom de famille',
  'lookup.field.email': 'Courriel',
  'lookup.field.phoneNumber': 'Numéro de téléphone',
  'lookup.field.phoneNumber.hint': '10 chiffres, par exemple 555-123-4567.',
  'lookup.field.zipCode': 'Code postal',
  'lookup.field.radioId': 'Identifiant de la radio',
  'lookup.field.radioId.hint':
    'Syntonisez le canal 0 pour voir l’identifiant de 8 ou 12 caractères de votre radio. Il figure aussi sur une étiquette collée sur la radio.',
  'lookup.field.accountNumber': 'Numéro de compte',
  'lookup.field.accountNumber.hint': 'Il figure sur votre facture et votre lettre de bienvenue.',
  'lookup.radio.method': 'Et l’un des deux',
  'lookup.radio.method.accountNumber': 'Mon numéro de compte',
  'lookup.radio.method.lastName': 'Mon nom de famille',

  'lookup.error.firstName.required': 'Entrez votre prénom.',
  'lookup.error.firstName.invalid':
    'Entrez votre prénom avec des lettres, des traits d’union ou des espaces.',
  'lookup.error.lastName.required': 'Entrez votre nom de famille.',
  'lookup.error.lastName.invalid':
    'Entrez votre nom de famille avec des lettres, des traits d’union ou des espaces.',
  'lookup.error.email.required': 'Entrez votre adresse courriel.',
  'lookup.error.email.invalid': 'Entrez une adresse courriel comme nom@exemple.com.',
  'lookup.error.phoneNumber.required': 'Entrez votre numéro de téléphone.',
  'lookup.error.phoneNumber.invalid': 'Entrez les 10 chiffres de votre numéro de téléphone.',
  'lookup.error.zipCode.required': 'Entrez votre code postal.',
  'lookup.error.zipCode.invalid': 'Entrez un code postal comme K1A 0B1.',
  'lookup.error.radioId.required': 'Entrez l’identifiant de votre radio.',
  'lookup.error.radioId.invalid':
    'Entrez les 8 ou 12 lettres et chiffres de l’identifiant de votre radio.',
  'lookup.error.accountNumber.required': 'Entrez votre numéro de compte.',
  'lookup.error.accountNumber.invalid':
    'Entrez votre numéro de compte : des chiffres, précédés d’au plus 2 lettres.',
  'lookup.error.radioIdOrVin.required':
    'Entrez l’identifiant de votre radio ou le NIV de votre véhicule.',
  'lookup.error.radioIdOrVin.invalid':
    'Entrez un identifiant de radio de 8 ou 12 caractères, ou un NIV de 17 caractères.',
  'lookup.error.cardData': 'N’entrez pas de renseignements de carte ici.',

  'lookup.problem.notFound.title': 'Nous n’avons pas trouvé votre compte',
  'lookup.problem.notFound.body':
    'Vérifiez ce que vous avez entré et réessayez, ou cherchez plutôt votre compte avec les infos de votre radio ou de votre véhicule.',
  'lookup.problem.unconfirmed.title': 'Nous ne pouvons pas confirmer votre compte',
  'lookup.problem.unconfirmed.body': 'Appelez-nous au {phone} et nous vous aiderons.',
  'lookup.problem.notSupported.title': 'Ce compte ne peut pas être géré en ligne',
  'lookup.problem.notSupported.body': 'Appelez-nous au {phone} pour obtenir de l’aide.',
  'lookup.problem.tooMany.title': 'Trop de recherches',
  'lookup.problem.tooMany.body':
    'Pour votre sécurité, attendez quelques minutes avant de chercher de nouveau.',
  'lookup.problem.failed.title': 'La recherche est impossible pour le moment',
  'lookup.problem.failed.body':
    'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',
  'lookup.problem.linkRefused.title': 'Ce lien ne peut pas être utilisé',
  'lookup.problem.linkRefused.body':
    'Il est peut-être expiré. Cherchez plutôt votre compte ci-dessous.',
  'lookup.problem.chat': 'Clavarder avec nous',

  'lookup.email.find': 'Trouver mes abonnements',
  'lookup.email.found':
    '{count, plural, one {Nous avons trouvé # abonnement avec ce courriel.} other {Nous avons trouvé # abonnements avec ce courriel.}}',
  'lookup.email.streaming': '{planName} en ligne, connecté en tant que {maskedEmail}',
  'lookup.email.trial': 'Essai {planName} sur la radio se terminant par {last4}',
  'lookup.email.trialNoRadio': 'Essai {planName}',
  'lookup.email.signIn': 'Connectez-vous pour gérer vos abonnements',

  'lookup.result.greeting':
    '{count, plural, =0 {Bonjour {firstName}!} one {Bonjour {firstName}! Vous avez # radio.} other {Bonjour {firstName}! Vous avez # radios.}}',
  'lookup.result.title': 'Nous avons trouvé votre compte',
  'lookup.result.radios':
    '{count, plural, =0 {Aucune radio n’est liée à ce compte.} one {# radio est liée à ce compte.} other {# radios sont liées à ce compte.}}',
  'lookup.result.active': 'Vous avez déjà un abonnement. Connectez-vous pour le modifier.',
  'lookup.result.searchAgain': 'Chercher un autre compte',
  'lookup.radio.device.car': 'Radio de véhicule',
  'lookup.radio.device.radio': 'Radio',
  'lookup.radio.device.marine': 'Radio marine',
  'lookup.radio.device.aviation': 'Radio d’aviation',
  'lookup.radio.id': 'Identifiant de la radio : {masked}',
  'lookup.radio.noService': 'Aucun service actif',
  'lookup.streaming.title': 'Écoute en ligne',
  'lookup.streaming.item': '{planName}, connecté en tant que {username}',

  'lookup.verify.title': 'Vérifier votre compte',
  'lookup.verify.lead':
    'Pour protéger votre compte, nous avons besoin des renseignements utilisés à l’achat du véhicule ou à l’ouverture de l’abonnement.',
  'lookup.verify.privacy':
    'Nous utilisons ces renseignements uniquement pour confirmer votre identité.',
  'lookup.verify.submit': 'Vérifier',
  'lookup.verify.working': 'Vérification en cours…',
  'lookup.verify.failed':
    'Nous ne pouvons pas confirmer votre compte avec ces renseignements. Vérifiez-les et réessayez, ou appelez-nous au {phone}.',
  'lookup.verify.locked':
    'Trop de tentatives. Pour votre sécurité, réessayez dans une heure ou appelez-nous au {phone}.',
  'lookup.verified.title': 'Merci, votre compte est confirmé',
  'lookup.action.pay': 'Payer votre facture',
  'lookup.action.manage': 'Gérer votre compte',

  'rflz.step': 'Étape {current} de {total}',
  'rflz.title': 'Vérifier votre admissibilité',
  'rflz.radioIdOrVin': 'Identifiant de la radio ou NIV',
  'rflz.radioIdOrVin.hint':
    'L’identifiant de 8 ou 12 caractères de la radio (canal 0) ou le NIV de 17 caractères de votre véhicule.',
  'rflz.submit': 'Vérifier mon admissibilité',
  'rflz.working': 'Vérification en cours…',
  'rflz.noRadio': 'Pas de radio? Téléchargez l’appli Orbit',
  'rflz.byPlate': 'Chercher par plaque d’immatriculation',
};
