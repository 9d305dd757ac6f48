import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'linking.scope.listening':
    'Faire jouer les chaînes et les émissions comprises dans votre abonnement',
  'linking.scope.account_status': 'Voir si votre abonnement est actif',

  'linking.hub.lead':
    'Reliez votre compte Orbit Radio aux assistants, téléviseurs, voitures et haut-parleurs avec lesquels vous écoutez.',
  'linking.hub.google.title': 'Assistant Google',
  'linking.hub.google.body':
    'Demandez à Google de faire jouer Orbit Radio sur vos haut-parleurs, vos écrans et votre téléphone.',
  'linking.hub.google.action': 'Relier à Google',
  'linking.hub.alexa.title': 'Alexa d’Amazon',
  'linking.hub.alexa.body':
    'Demandez à Alexa de faire jouer Orbit Radio sur votre Echo et vos autres appareils Alexa.',
  'linking.hub.alexa.action': 'Relier à Alexa',
  'linking.hub.tv.title': 'Téléviseur ou voiture',
  'linking.hub.tv.body': 'Connectez un téléviseur ou une voiture avec le code qu’il affiche.',
  'linking.hub.tv.action': 'Entrer le code d’un téléviseur ou d’une voiture',
  'linking.hub.speaker.title': 'Haut-parleur',
  'linking.hub.speaker.body': 'Ajoutez un haut-parleur avec le code de liaison de son application.',
  'linking.hub.speaker.action': 'Entrer le code d’un haut-parleur',

  'google.lead':
    'Reliez votre compte Orbit Radio à Google, puis demandez à l’Assistant Google de faire jouer Orbit Radio sur vos haut-parleurs, vos écrans et votre téléphone.',
  'google.what.title': 'Ce que Google pourra faire une fois relié',
  'google.what.notShared':
    'Google ne voit jamais vos renseignements de paiement ni votre mot de passe.',
  'google.steps.title': 'Relier à partir de l’application Google Home',
  'google.steps.1': 'Ouvrez l’application Google Home sur votre téléphone.',
  'google.steps.2': 'Touchez le signe plus, puis Fonctionne avec Google.',
  'google.steps.3': 'Cherchez Orbit Radio et touchez-le.',
  'google.steps.4': 'Connectez-vous à Orbit Radio comme d’habitude.',
  'google.steps.5': 'Vérifiez ce que Google demande, puis touchez Autoriser.',
  'google.unlink':
    'Vous pouvez annuler la liaison en tout temps dans l’application Google Home. Google perd aussitôt l’accès à votre compte.',
  'google.supportLink': 'Aide pour la liaison',
  'google.termsLink': 'Conditions de la liaison de compte',
  'google.back': 'Retour à la liaison avec Google',

  'google.support.title': 'Aide pour relier Google',
  'google.support.noSignIn.question': 'Je n’ai pas d’identifiants Orbit Radio',
  'google.support.noSignIn.answer':
    'Créez d’abord des identifiants pour votre compte Orbit Radio, puis reprenez la liaison dans l’application Google Home.',
  'google.support.noSignIn.action': 'Créer des identifiants',
  'google.support.failed.question': 'Google indique que la liaison n’a pas fonctionné',
  'google.support.failed.answer':
    'Recommencez à partir de l’application Google Home. Une demande de liaison dure dix minutes et ne fonctionne que dans le navigateur où elle s’est ouverte.',
  'google.support.unlink.question': 'Comment annuler la liaison?',
  'google.support.unlink.answer':
    'Dans l’application Google Home, ouvrez Orbit Radio et choisissez Dissocier. Google ne peut alors plus faire jouer ni consulter votre compte.',
  'google.support.otherAccount.question': 'J’ai relié le mauvais compte',
  'google.support.otherAccount.answer':
    'Annulez la liaison dans l’application Google Home, puis reliez de nouveau en vous connectant avec l’autre compte.',

  'google.terms.title': 'Conditions de la liaison de compte',
  'google.terms.what':
    'En reliant Orbit Radio à Google, vous permettez à Google de faire jouer ce que comprend votre abonnement et de voir si votre abonnement est actif. Rien d’autre de votre compte n’est communiqué.',
  'google.terms.record':
    'Nous conservons une trace de votre consentement : quand vous l’avez donné et ce que vous avez autorisé.',
  'google.terms.google':
    'Google traite vos demandes vocales selon ses propres conditions et sa politique de confidentialité. Votre contrat client Orbit Radio s’applique toujours à votre abonnement.',
  'google.terms.end':
    'La liaison dure jusqu’à ce que vous l’annuliez dans l’application Google Home. Google perd aussitôt l’accès, et nous consignons la fin de la liaison.',

  'google.success.title': 'Orbit Radio est relié à Google',
  'google.success.body': 'Essayez maintenant : dites « Hey Google, fais jouer Orbit Radio ».',
  'google.success.unlink':
    'Vous pouvez annuler la liaison en tout temps dans l’application Google Home.',
  'google.success.account': 'Aller à mon compte',
  'google.success.hub': 'Relier autre chose',

  'consent.asking': '{partner} demande à être relié à votre compte Orbit Radio',
  'consent.scopesTitle': '{partner} pourra :',
  'consent.notShared':
    '{partner} ne verra ni vos renseignements de paiement ni votre mot de passe.',
  'consent.unlink':
    'Vous pouvez annuler la liaison avec {partner} en tout temps dans son application.',
  'consent.allow': 'Autoriser',
  'consent.deny': 'Refuser',
  'consent.working': 'Un instant…',
  'consent.loading': 'Chargement…',
  'consent.signIn.body':
    'Connectez-vous à Orbit Radio pour relier votre compte, de la façon dont vous vous connectez d’habitude.',
  'consent.signIn.action': 'Se connecter',
  'consent.ended.title': 'Cette demande de liaison a pris fin',
  'consent.ended.body':
    'Elle a déjà reçu une réponse, elle date de plus de dix minutes ou elle a été lancée dans un autre navigateur. Recommencez à partir de l’application que vous reliez.',
  'consent.failed': 'Un problème est survenu de notre côté. Veuillez réessayer dans un moment.',
  'consent.retry': 'Réessayer',

  'alexa.lead':
    'Reliez votre compte Orbit Radio à Alexa, puis demandez à Alexa de faire jouer Orbit Radio sur votre Echo et vos autres appareils Alexa.',
  'alexa.what.title': 'Ce qu’Alexa pourra faire une fois reliée',
  'alexa.what.notShared':
    'Amazon ne voit jamais vos renseignements de paiement ni votre mot de passe Orbit Radio.',
  'alexa.how.title': 'Reliez en deux étapes',
  'alexa.how.body':
    'Connectez-vous à Amazon dans la fenêtre qui s’ouvre et autorisez Orbit Radio. Nous activons la skill Orbit Radio pour vous.',
  'alexa.landing.subscription': 'Abonnement à relier',
  'alexa.landing.oneSubscription': 'Abonnement à relier : {plan}',
  'alexa.landing.planOnRadio': '{plan}, radio se terminant par {radio}',
  'alexa.landing.start': 'Se connecter avec Amazon',
  'alexa.landing.signingIn': 'Connectez-vous à Amazon dans la fenêtre qui s’est ouverte.',
  'alexa.landing.linking': 'Association avec Alexa en cours…',
  'alexa.landing.blocked':
    'Votre navigateur a bloqué la fenêtre d’Amazon. Autorisez les fenêtres contextuelles pour ce site, puis réessayez.',
  'alexa.landing.ownerOnly.title': 'Connectez-vous en tant que titulaire du compte',
  'alexa.landing.ownerOnly.body':
    'Seul le titulaire du compte peut relier Alexa. Connectez-vous avec votre identifiant Orbit Radio pour continuer.',
  'alexa.landing.noPlan.title': 'Aucun abonnement actif',
  'alexa.landing.noPlan.body':
    'Alexa fait jouer ce que comprend votre abonnement. Commencez par en choisir un.',
  'alexa.landing.noPlan.action': 'Voir les forfaits de diffusion en continu',
  'alexa.amzauth.closing': 'Finalisation avec Amazon… Cette fenêtre se fermera d’elle-même.',
  'alexa.amzauth.alone':
    'Cette page termine une connexion à Amazon lancée depuis la page d’association d’Alexa. Commencez là pour relier Alexa.',
  'alexa.amzauth.start': 'Aller à l’association d’Alexa',
  'alexa.success.title': 'Orbit Radio est relié à Alexa',
  'alexa.success.body': 'Essayez dès maintenant : dites « Alexa, joue Orbit Radio ».',
  'alexa.success.unlink':
    'Vous pouvez annuler l’association en tout temps dans l’application Alexa, sous Skills.',
  'alexa.error.title': 'Alexa n’a pas été reliée',
  'alexa.error.declined':
    'Vous n’avez pas autorisé Orbit Radio dans la fenêtre d’Amazon ; rien n’a été relié.',
  'alexa.error.expired':
    'La connexion à Amazon a pris trop de temps ou a été lancée dans une autre fenêtre. Veuillez recommencer.',
  'alexa.error.refused': 'Amazon n’a pas accepté l’association. Veuillez recommencer.',
  'alexa.error.unavailable':
    'Nous n’avons pas pu joindre Amazon pour le moment. Rien n’a été relié. Veuillez réessayer dans quelques minutes.',
  'alexa.error.failed':
    'Un problème est survenu de notre côté. Rien n’a été relié. Veuillez réessayer.',
  'alexa.error.retry': 'Réessayer',
};
