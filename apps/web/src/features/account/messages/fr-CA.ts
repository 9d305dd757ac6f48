import type { messages as enUS } from './en-US.ts';

/** Français canadien. */
export const messages: Record<keyof typeof enUS, string> = {
  'account.header.greeting': 'Bonjour {name}',
  'account.header.accountNumber': 'Numéro de compte {number}',
  'account.identified.title': 'Vous voyez un résumé de votre compte',
  'account.identified.body':
    'Pour modifier vos coordonnées, renommer ou retirer une radio, ou mettre à jour votre carte, connectez-vous d’abord.',
  'account.identified.signIn': 'Se connecter pour gérer votre compte',

  'account.nav.label': 'Sections du compte',
  'account.nav.dashboard': 'Tableau de bord',
  'account.nav.billing': 'Facturation',
  'account.nav.accountInfo': 'Renseignements du compte',
  'account.nav.devices': 'Appareils et connexions',

  'account.billing.title': 'Facturation',
  'account.billing.balance': 'Solde à payer',
  'account.billing.dueDate': 'Date d’échéance',
  'account.billing.nothingDue': 'Aucun montant dû',
  'account.billing.credit': 'Crédit à votre compte',
  'account.billing.lastPayment': 'Dernier paiement',
  'account.billing.nextPayment': 'Prochain paiement',
  'account.billing.amountOn': '{amount} le {date}',
  'account.billing.delivery': 'Factures',
  'account.billing.ebillOn': 'Sans papier : envoyées par courriel',
  'account.billing.ebillOff': 'Papier : envoyées par la poste',
  'account.billing.payNow': 'Payer maintenant',

  'account.pastDue.title': 'Votre compte est en souffrance',
  'account.pastDue.owedSince':
    'Payez {amount} pour mettre votre compte à jour. Ce montant était dû le {date}.',
  'account.pastDue.owed': 'Payez {amount} pour mettre votre compte à jour.',
  'account.pastDue.blockedLead': 'Tant que ce montant n’est pas payé, vous ne pouvez pas :',
  'account.pastDue.blocked.changePlan': 'Changer de forfait',
  'account.pastDue.blocked.addRadio': 'Ajouter une radio',
  'account.pastDue.blocked.transferSubscription': 'Transférer un abonnement à une autre radio',
  'account.pastDue.blocked.refreshRadio': 'Rafraîchir le signal de votre radio',
  'account.pastDue.suspendedLead':
    '{count, plural, one {Cet abonnement est suspendu} other {Ces abonnements sont suspendus}} pour non-paiement :',
  'account.pastDue.suspendedRadio': '{plan} sur la radio se terminant par {last4}',
  'account.pastDue.reactivate':
    '{count, plural, one {Le paiement du solde complet le réactive.} other {Le paiement du solde complet les réactive.}}',

  'account.pastDue.pay': 'Payer {amount} maintenant',
  'account.card.title': 'Carte au dossier',
  'account.card.description': '{brand} se terminant par {last4}',
  'account.card.expires': 'Expire le {month}/{year}',
  'account.card.status.active': 'Valide',
  'account.card.status.aboutToExpire':
    '{days, plural, =0 {Expire aujourd’hui} one {Expire dans # jour} other {Expire dans # jours}}',
  'account.card.status.expired': 'Expirée',
  'account.card.none': 'Aucune carte au dossier.',
  'account.card.invoice': 'Vous payez sur facture. Aucune carte n’est au dossier.',
  'account.card.update': 'Mettre à jour votre carte',
  'account.card.add': 'Ajouter une carte',

  'account.nba.title': 'Suggestions pour vous',
  'account.nba.payBalance': 'Payer votre solde',
  'account.nba.updateExpiringCard': 'Mettre à jour votre carte expirée ou qui expire bientôt',
  'account.nba.addCard': 'Ajouter une carte pour les paiements automatiques',
  'account.nba.enrollEbill': 'Passer aux factures par courriel',
  'account.nba.reactivateRadio': 'Réactiver une radio',
  'account.nba.addStreaming': 'Ajouter la diffusion en continu pour écouter partout',
  'account.nba.chooseFollowOnPlan': 'Choisir un forfait après votre essai',

  'account.subscriptions.title': 'Abonnements',
  'account.subscriptions.none': 'Ce compte n’a encore aucun abonnement.',
  'account.subscription.streaming': 'Diffusion en continu',
  'account.subscription.radio': 'Radio se terminant par {last4}',
  'account.subscription.onRadio': '{name}, radio se terminant par {last4}',
  'account.subscription.status': 'État',
  'account.subscription.status.Active': 'Actif',
  'account.subscription.status.Closed': 'Fermé',
  'account.subscription.status.Inactive': 'Inactif',
  'account.subscription.status.Suspended': 'Suspendu',
  'account.subscription.phase': 'Tarif',
  'account.subscription.phase.trial': 'Essai',
  'account.subscription.phase.promo': 'Prix promotionnel',
  'account.subscription.phase.fullPrice': 'Plein prix',
  'account.subscription.price': 'Prix',
  'account.subscription.perTerm': '{months, plural, =1 {/mois} =12 {/an} other {/# mois}}',
  'account.subscription.renews': 'Renouvellement',
  'account.subscription.ends': 'Fin',
  'account.subscription.billedBy':
    'Facturé par {partnerName}\u00a0: pour le modifier ou l’annuler, passez par votre compte {partnerName}.',
  'account.subscription.nonPay': 'Suspendu pour non-paiement',
  'account.subscription.consent.asked':
    'Votre essai se termine le {date}. Pour qu’il se poursuive comme forfait payant, la loi du Québec exige votre consentement exprès. Sans lui, votre essai prend simplement fin et rien ne vous est facturé.',
  'account.subscription.consent.give': 'Donner mon consentement',
  'account.subscription.consent.given':
    'Votre consentement à continuer après l’essai est enregistré.',

  'account.consent.lead': 'Votre essai gratuit de {plan} se termine le {date}.',
  'account.consent.withConsent':
    'Avec votre consentement, votre abonnement se poursuit à compter de cette date au prix de {price} {months, plural, one {par mois} other {tous les # mois}}, porté à votre carte au dossier, jusqu’à ce que vous l’annuliez.',
  'account.consent.without':
    'Sans votre consentement, votre essai prend fin à cette date et rien ne vous est facturé.',
  'account.consent.cancelAnyTime': 'Vous pouvez annuler en tout temps dans votre compte.',
  'account.consent.version': 'Version du texte : {version}',
  'account.consent.give': 'Je consens à ce que mon essai devienne un abonnement payant',
  'account.consent.giving': 'Enregistrement de votre consentement…',
  'account.consent.given': 'Votre consentement a été enregistré le {date}. Merci.',
  'account.consent.notAsked': 'Aucun essai n’attend votre consentement.',
  'account.consent.failed':
    'Votre consentement n’a pas pu être enregistré. Relisez le texte et réessayez.',
  'account.consent.back': 'Retour à votre compte',
  'account.subscription.changePlan': 'Changer de forfait',
  'account.subscription.changeTerm': 'Changer la période de facturation',
  'account.subscription.transfer': 'Transférer vers une nouvelle radio',
  'account.subscription.replaceRadio': 'Remplacer la radio',
  'account.subscription.cancel': 'Annuler l’abonnement',
  'account.subscription.pending': 'Votre abonnement prend fin le {date}.',
  'account.subscription.keep': 'Garder mon abonnement',
  'account.subscription.keeping': 'Un instant…',
  'account.subscription.kept': 'C’est fait : votre abonnement continuera de se renouveler.',
  'account.subscription.keep.failed':
    'Nous n’avons pas pu garder votre abonnement pour le moment. Réessayez ou clavardez avec nous.',

  'account.devices.title': 'Vos radios',
  'account.devices.addPlans': 'Ajouter des forfaits à plusieurs radios',
  'account.devices.none': 'Ce compte n’a aucune radio.',
  'account.device.type.car': 'Radio de voiture',
  'account.device.type.radio': 'Radio de maison ou portative',
  'account.device.type.aviation': 'Radio d’aviation',
  'account.device.type.marine': 'Radio marine',
  'account.device.radioId': 'Identifiant radio se terminant par {last4}',
  'account.device.plan': 'Forfait : {plan}',
  'account.device.noPlan': 'Aucun abonnement actif',
  'account.device.editNickname': 'Modifier le surnom',
  'account.device.editNicknameOf': 'Modifier le surnom de {name}',
  'account.device.remove': 'Retirer',
  'account.device.removeOf': 'Retirer {name}',

  'account.dialog.cancel': 'Annuler',
  'account.dialog.saving': 'Enregistrement…',
  'account.nickname.title': 'Modifier le surnom',
  'account.nickname.label': 'Surnom',
  'account.nickname.hint': 'Jusqu’à {max} caractères, par exemple « Auto de maman ».',
  'account.nickname.save': 'Enregistrer le surnom',
  'account.nickname.saved': 'Surnom enregistré : {name}.',
  'account.nickname.failed': 'Nous n’avons pas pu enregistrer le surnom. Réessayez.',
  'account.removal.title': 'Retirer {name}?',
  'account.removal.body':
    'La radio se terminant par {last4} ne figurera plus à votre compte. Vous pourrez l’ajouter de nouveau plus tard en vous abonnant.',
  'account.removal.reason': 'Pourquoi la retirez-vous?',
  'account.removal.reason.VEHICLE_SOLD_OR_TRADED': 'J’ai vendu ou échangé le véhicule',
  'account.removal.reason.RADIO_LOST_BROKEN_OR_STOLEN': 'La radio a été perdue, brisée ou volée',
  'account.removal.reason.RADIO_SOLD_GIVEN_AWAY_OR_DISCARDED': 'J’ai vendu, donné ou jeté la radio',
  'account.removal.reason.OTHER': 'Une autre raison',
  'account.removal.confirm': 'Retirer la radio',
  'account.removal.removing': 'Retrait…',
  'account.removal.keep': 'La garder',
  'account.removal.done': '{name} a été retirée de votre compte.',
  'account.removal.active':
    'Cette radio a encore un abonnement actif; elle ne peut donc pas être retirée. Annulez d’abord l’abonnement.',
  'account.removal.failed': 'Nous n’avons pas pu retirer la radio. Réessayez.',

  'account.edit': 'Modifier',
  'account.save': 'Enregistrer',
  'account.save.failed': 'Nous n’avons pas pu enregistrer vos modifications. Réessayez.',
  'account.contact.title': 'Coordonnées',
  'account.contact.edit': 'Modifier vos coordonnées',
  'account.contact.saved': 'Vos coordonnées ont été enregistrées.',
  'account.contact.name': 'Nom',
  'account.contact.firstName': 'Prénom',
  'account.contact.lastName': 'Nom de famille',
  'account.contact.email': 'Courriel',
  'account.contact.phone': 'Numéro de téléphone',
  'account.contact.phoneHint': '10 chiffres, par exemple 555-123-4567.',
  'account.contact.none': 'Non fourni',

  'account.serviceAddress.title': 'Adresse de service',
  'account.serviceAddress.edit': 'Modifier l’adresse de service',
  'account.serviceAddress.saved': 'Votre adresse de service a été enregistrée.',
  'account.serviceAddress.note':
    'Votre adresse de service détermine vos taxes et vos chaînes locales; elle doit donc garder le même code postal.',
  'account.serviceAddress.zipMismatch':
    'Votre adresse de service doit rester dans le code postal {zip}. Pour déménager votre service dans un autre code postal, appelez-nous au {phone}.',
  'account.billingAddress.title': 'Adresse de facturation',
  'account.billingAddress.edit': 'Modifier l’adresse de facturation',
  'account.billingAddress.saved': 'Votre adresse de facturation a été enregistrée.',
  'account.billingAddress.same': 'Identique à votre adresse de service',
  'account.billingAddress.sameLabel':
    'Mon adresse de facturation est identique à mon adresse de service',

  'account.address.line1': 'Adresse municipale',
  'account.address.line2': 'Appartement, bureau, etc. (facultatif)',
  'account.address.city': 'Ville',
  'account.address.state': 'État',
  'account.address.province': 'Province ou territoire',
  'account.address.zip': 'Code ZIP',
  'account.address.postalCode': 'Code postal',
  'account.address.choose': 'Choisir…',
  'account.address.none': 'Aucune adresse au dossier.',
  'account.address.didYouMean': 'Vouliez-vous dire…?',
  'account.address.didYouMeanBody':
    'Nous avons trouvé la forme normalisée de cette adresse. Choisissez celle à enregistrer.',
  'account.address.didYouMeanUnsure':
    'Nous n’avons pas pu confirmer cette adresse, mais nous avons trouvé des adresses semblables. Choisissez celle à enregistrer.',
  'account.address.notFound': 'Nous n’avons pas pu confirmer cette adresse',
  'account.address.notFoundBody':
    'Vérifiez qu’elle ne contient pas de fautes. Si elle est exacte, vous pouvez l’enregistrer telle que vous l’avez saisie.',
  'account.address.choice': 'Adresse à enregistrer',
  'account.address.keepMine': 'Garder l’adresse telle que je l’ai saisie : {address}',
  'account.address.use': 'Utiliser cette adresse',
  'account.address.edit': 'Modifier l’adresse',

  'account.logins.title': 'Identifiants de connexion',
  'account.logins.account': 'Connexion au compte',
  'account.logins.accountNone': 'Aucune connexion au compte pour l’instant',
  'account.logins.hidden': 'Affichée après la connexion',
  'account.logins.streaming': 'Connexion à la diffusion en continu',
  'account.logins.signIn': 'Se connecter',
  'account.logins.recover': 'Nom d’utilisateur ou mot de passe oublié?',
  'account.streamingLogin.edit': 'Modifier la connexion à la diffusion en continu',
  'account.streamingLogin.saved':
    'La connexion à la diffusion en continu a été modifiée. La personne qui l’utilise se connectera avec les nouveaux renseignements la prochaine fois.',
  'account.streamingLogin.savedWithEmail':
    'La connexion à la diffusion en continu a été modifiée, et c’est maintenant aussi l’adresse courriel de votre compte.',
  'account.streamingLogin.current': 'Connexion actuelle à la diffusion en continu',
  'account.streamingLogin.login': 'Nouveau courriel ou nom d’utilisateur',
  'account.streamingLogin.loginHint':
    'Une adresse courriel, ou de 6 à 20 lettres et chiffres. Laissez ce champ vide pour garder celui que vous utilisez.',
  'account.streamingLogin.syncEmail':
    'Utiliser aussi ce courriel comme adresse courriel de mon compte',
  'account.streamingLogin.password': 'Nouveau mot de passe',
  'account.streamingLogin.passwordHint':
    'Laissez ce champ vide pour garder le mot de passe actuel.',
  'account.streamingLogin.notFound':
    'Ce compte n’a pas de connexion distincte à la diffusion en continu à modifier. Si vous écoutez avec la connexion de votre compte, modifiez-la dans vos paramètres de connexion.',
  'account.password.rulesTitle': 'Votre mot de passe doit contenir :',
  'account.password.rule.length': 'de {min} à {max} caractères',
  'account.password.rule.groups':
    'au moins {groups} de ces types : minuscules, majuscules, chiffres, symboles',
  'account.password.rule.characters':
    'seulement des lettres, des chiffres et ces symboles : {specials}',
  'account.password.rule.words': 'aucun mot courant comme « password » ou « orbit »',
  'account.password.ruleMet': 'respecté',
  'account.password.ruleNotMet': 'pas encore',

  'account.preferences.title': 'Préférences de communication',
  'account.preferences.loading': 'Chargement de vos préférences…',
  'account.preferences.unavailable':
    'Vos préférences de communication ne peuvent pas être affichées pour le moment.',
  'account.preferences.marketing': 'Offres et nouvelles',
  'account.preferences.marketingHint':
    'Nous vous envoyons toujours les messages sur votre compte et vos factures, peu importe vos choix ici.',
  'account.preferences.emailMarketing': 'M’envoyer des offres et des nouvelles par courriel',
  'account.preferences.smsMarketing':
    'M’envoyer des offres par texto (des frais de messagerie et de données peuvent s’appliquer)',
  'account.preferences.phoneMarketing': 'M’appeler au sujet des offres',
  'account.preferences.language': 'Langue de nos messages',
  'account.preferences.save': 'Enregistrer les préférences',
  'account.preferences.saved': 'Vos préférences de communication ont été enregistrées.',
  'account.doNotCall.title': 'Demandes de ne pas appeler',
  'account.doNotCall.none': 'Aucune demande de ne pas appeler pour vos numéros de téléphone.',
  'account.doNotCall.requested': 'Demandée le {date}',
  'account.doNotCall.stopsBy': 'Les appels cessent au plus tard le {date}',
  'account.doNotCall.add': 'Nous demander de ne pas appeler un numéro',

  'account.field.tooLong': 'C’est trop long.',
  'account.field.tooShort': 'C’est trop court.',
  'account.field.cardData':
    'Cela ressemble à des données de carte. N’entrez pas de numéro de carte ni de code de sécurité ici.',
  'account.field.firstName.required': 'Entrez votre prénom.',
  'account.field.firstName.invalid': 'Entrez un prénom composé de lettres seulement.',
  'account.field.lastName.required': 'Entrez votre nom de famille.',
  'account.field.lastName.invalid': 'Entrez un nom de famille composé de lettres seulement.',
  'account.field.email.required': 'Entrez votre adresse courriel.',
  'account.field.email.invalid': 'Entrez une adresse courriel comme nom@exemple.com.',
  'account.field.phoneNumber.required': 'Entrez votre numéro de téléphone.',
  'account.field.phoneNumber.invalid':
    'Entrez un numéro de téléphone à 10 chiffres, par exemple 555-123-4567.',
  'account.field.addressLine1.required': 'Entrez votre adresse municipale.',
  'account.field.addressLine1.invalid':
    'Entrez une adresse composée de lettres, de chiffres et des signes , # - . ’ seulement.',
  'account.field.addressLine2.required': 'Entrez l’appartement ou le bureau.',
  'account.field.addressLine2.invalid':
    'Entrez l’appartement ou le bureau avec des lettres, des chiffres et les signes , # - . ’ seulement.',
  'account.field.city.required': 'Entrez votre ville.',
  'account.field.city.invalid': 'Entrez une ville composée de lettres seulement.',
  'account.field.state.required': 'Choisissez votre province ou territoire.',
  'account.field.state.invalid': 'Choisissez votre province ou territoire.',
  'account.field.zip.required': 'Entrez votre code postal.',
  'account.field.zip.invalid': 'Entrez un code postal comme K1A 0B1.',
  'account.field.nickname.required': 'Entrez un surnom.',
  'account.field.nickname.invalid': 'Retirez les caractères cachés ou de contrôle du surnom.',
  'account.field.nickname.tooLong': 'Utilisez {max} caractères ou moins.',
  'account.field.reason.required': 'Choisissez pourquoi vous retirez la radio.',
  'account.field.reason.invalid': 'Choisissez pourquoi vous retirez la radio.',
  'account.field.login.required':
    'Entrez un nouveau courriel ou nom d’utilisateur, ou un nouveau mot de passe.',
  'account.field.login.inUse':
    'Ce courriel ou ce nom d’utilisateur est déjà utilisé par une autre connexion. Choisissez-en un autre.',
  'account.field.username.invalid':
    'Entrez une adresse courriel, ou un nom d’utilisateur de 6 à 20 lettres et chiffres.',
  'account.field.password.policy':
    'Votre mot de passe ne respecte pas les exigences indiquées ci-dessous.',
  'account.field.password.word': 'Votre mot de passe ne peut pas contenir le mot « {word} ».',
  'account.field.password.commonWord':
    'Votre mot de passe contient un mot trop facile à deviner. Choisissez-en un autre.',
  'account.field.password.personal':
    'Votre mot de passe ne peut pas contenir votre nom, votre courriel, votre nom d’utilisateur ni votre numéro de téléphone.',
  'account.field.password.common':
    'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.',
};
