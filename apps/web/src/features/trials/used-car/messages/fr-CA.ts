import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'usedCar.rtp.title': 'Obtenez un essai gratuit pour votre véhicule d’occasion',
  'usedCar.rtp.lead':
    'Vous avez acheté un véhicule d’occasion muni d’une radio satellite? Parlez-nous de la radio : vous pourriez l’écouter gratuitement pendant quelques mois.',
  'usedCar.humanCheck.title': 'Une dernière étape',
  'usedCar.humanCheck.body':
    'Nous avons reçu beaucoup de vérifications d’ici. Confirmez que vous êtes une personne, puis appuyez de nouveau sur le bouton.',
  'usedCar.humanCheck.refused': 'Cette vérification n’a pas fonctionné. En voici une nouvelle.',
  'usedCar.refusal.106.title': 'Nous ne pouvons pas vérifier votre radio pour le moment',
  'usedCar.refusal.106.body':
    'Nos systèmes sont en panne en ce moment. Veuillez réessayer plus tard ou nous appeler au {phone}.',
  'usedCar.refusal.107.title': 'Cette radio a déjà un abonnement',
  'usedCar.refusal.107.body':
    'Cette radio a déjà un abonnement payant; elle ne peut donc pas recevoir d’essai pour véhicule d’occasion.',
  'usedCar.refusal.110.title': 'Cette radio a déjà un essai',
  'usedCar.refusal.110.body':
    'Un essai est en cours sur cette radio et un forfait payant le suivra. Il n’y a rien d’autre à activer.',
  'usedCar.refusal.114.title': 'Cette radio ne peut pas être activée en ligne',
  'usedCar.refusal.114.body':
    'Essayez de rafraîchir votre radio, ouvrez une session dans votre compte ou appelez-nous au {phone} : nous vous aiderons.',
  'usedCar.refusal.114.signIn': 'Ouvrir une session',
  'usedCar.refusal.103.title': 'Ce véhicule n’a pas de radio satellite',
  'usedCar.refusal.103.body':
    'Nous ne trouvons pas de radio satellite dans ce véhicule : il ne peut donc pas recevoir d’essai pour véhicule d’occasion. Vous pouvez quand même écouter dans l’appli Orbit : appelez-nous au {phone} et nous vous aiderons à commencer.',
  'usedCar.refusal.5035.title': 'Cette radio ne peut pas capter la radio satellite',
  'usedCar.refusal.5035.body':
    'Cet appareil ne peut pas capter nos chaînes : il ne peut donc pas recevoir d’essai pour véhicule d’occasion. Vous pouvez quand même écouter dans l’appli Orbit : appelez-nous au {phone} et nous vous aiderons à commencer.',
  'usedCar.refusal.3494-last.title':
    'Nous ne reconnaissons toujours pas ce numéro de radio ou ce NIV',
  'usedCar.refusal.3494-last.body':
    'Appelez-nous au {phone} et nous trouverons votre radio avec vous.',
  'usedCar.refusal.3494.title': 'Nous ne reconnaissons pas ce numéro de radio ou ce NIV',
  'usedCar.refusal.3494.body':
    'Vérifiez le numéro de radio ou le NIV et réessayez. {attemptsLeft, plural, one {Il vous reste # essai.} other {Il vous reste # essais.}}',
  'usedCar.radioEnding': 'se terminant par {lastFour}',
  'usedCar.rtp.step': 'Étape {current} de {total}',
  'usedCar.rtp.loadingOffer': 'Nous cherchons votre offre d’essai…',
  'usedCar.rtp.noOffer':
    'Nous ne trouvons pas d’offre d’essai pour cette radio en ce moment. Veuillez réessayer plus tard ou nous appeler au {phone}.',
  'usedCar.rtp.offerType.title': 'Cette offre n’est pas offerte ici',
  'usedCar.rtp.offerType.body':
    'Le type d’offre de cette radio ne peut pas être activé sur cette page.',
  'usedCar.rtp.offerType.app': 'Obtenir plutôt l’application Orbit',
  'usedCar.rtp.offerType.again': 'Vérifier une autre radio',
  'usedCar.rtp.account.title': 'Créez votre compte',
  'usedCar.rtp.offer.title': 'Votre essai',
  'usedCar.rtp.offer.package': 'Forfait',
  'usedCar.rtp.offer.radio': 'Appareil radio',
  'usedCar.rtp.offer.trial': 'Essai gratuit',
  'usedCar.rtp.offer.months': '{months, plural, one {# mois} other {# mois}}',
  'usedCar.rtp.offer.ends': 'Fin de l’essai',
  'usedCar.rtp.offer.then': 'Ensuite',
  'usedCar.rtp.offer.per': '{months, plural, one {/mois} other {/# mois}}',
  'usedCar.rtp.review.title': 'Vérifiez votre essai',
  'usedCar.rtp.review.you': 'Vos renseignements',
  'usedCar.rtp.review.name': 'Nom',
  'usedCar.rtp.review.email': 'Courriel',
  'usedCar.rtp.review.address': 'Adresse de service',
  'usedCar.rtp.review.card': 'Carte',
  'usedCar.rtp.review.cardEnding': '{brand} se terminant par {lastFour}',
  'usedCar.rtp.thanks.title': 'Votre essai est commencé',
  'usedCar.rtp.thanks.lead':
    'Allumez votre radio et commencez l’écoute. Votre essai gratuit se poursuit jusqu’au {ends}.',
  'usedCar.rtp.thanks.leadNoDate': 'Allumez votre radio et commencez l’écoute.',
  'usedCar.rtp.thanks.then':
    'À la fin de l’essai, {package} se poursuit automatiquement sur votre carte. Votre première facture, frais et taxes compris :',
  'usedCar.rtp.thanks.email': 'Nous avons envoyé les détails à {email}.',
  'usedCar.registration.title': 'Créez votre identifiant',
  'usedCar.registration.body':
    'Créez un identifiant pour {email} afin d’écouter dans l’application Orbit et de gérer votre essai en ligne.',
  'usedCar.registration.bodyNoEmail':
    'Créez un identifiant afin d’écouter dans l’application Orbit et de gérer votre essai en ligne.',
  'usedCar.registration.link': 'Créer votre identifiant',
  'usedCar.sl2c.serviceLane.title': 'Activez votre essai gratuit',
  'usedCar.sl2c.usedVehicle.title': 'Activez l’essai gratuit de votre véhicule d’occasion',
  'usedCar.sl2c.lead':
    '{dealer} vous offre un essai gratuit d’Orbit Radio. Dites-nous qui vous êtes et nous l’activerons.',
  'usedCar.sl2c.noOffer':
    'Nous ne pouvons pas afficher les détails de l’essai en ce moment. Vous pouvez quand même l’activer.',
  'usedCar.sl2c.prefilled':
    'Le lien de votre concessionnaire a trouvé votre radio, se terminant par {lastFour}.',
  'usedCar.sl2c.radio': 'Numéro de radio ou NIV',
  'usedCar.sl2c.radio.hint':
    'Le numéro de radio est au canal 0; le NIV est sur le tableau de bord, côté conducteur.',
  'usedCar.sl2c.radio.required': 'Entrez votre numéro de radio ou le NIV de votre véhicule.',
  'usedCar.sl2c.radio.invalid':
    'Entrez un numéro de radio (8 à 12 lettres et chiffres) ou un NIV de 17 caractères.',
  'usedCar.sl2c.phone': 'Numéro de téléphone (facultatif)',
  'usedCar.sl2c.email': 'Courriel (facultatif)',
  'usedCar.sl2c.agreement':
    'J’accepte l’Entente avec le client et la Politique de confidentialité.',
  'usedCar.sl2c.agreement.required': 'Acceptez l’Entente avec le client pour activer votre essai.',
  'usedCar.sl2c.submit': 'Activer mon essai',
  'usedCar.confirmation.title': 'Votre essai est activé',
  'usedCar.confirmation.lead':
    'Profitez de {package} : votre essai gratuit se poursuit jusqu’au {ends}.',
  'usedCar.confirmation.summary': 'Votre essai',
  'usedCar.confirmation.account': 'Numéro de compte',
  'usedCar.confirmation.already.title': 'Votre essai est déjà activé',
  'usedCar.confirmation.already.body':
    'L’essai de cette radio est déjà à votre compte. Allumez votre radio et commencez l’écoute.',
};
