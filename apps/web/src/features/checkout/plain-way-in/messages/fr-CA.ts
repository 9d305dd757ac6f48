import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'checkout.chooser.title': 'Choisissez comment écouter',
  'checkout.chooser.lead':
    'Choisissez un forfait pour commencer. Vous verrez le prix complet avant de payer et vous pourrez annuler en ligne en tout temps.',
  'checkout.chooser.streaming.title': 'Écoutez en continu sur l’appli Orbit',
  'checkout.chooser.streaming.body':
    'Sur votre téléphone, votre ordinateur, votre téléviseur et votre haut-parleur intelligent. Aucune radio requise.',
  'checkout.chooser.satellite.title': 'La radio satellite dans votre véhicule',
  'checkout.chooser.satellite.body':
    'Pour la radio de votre voiture, de votre camion ou de votre bateau.',
  'checkout.chooser.pick': 'Choisir {packageName}',
  'checkout.chooser.failed': 'Nous n’avons pas pu charger nos forfaits. Veuillez réessayer.',
  'checkout.chooser.retry': 'Réessayer',
  'checkout.chooser.none':
    'Aucun forfait ne peut être acheté en ligne pour le moment. Appelez-nous au {phone}.',
  'checkout.chooser.student.title': 'Le prix étudiant n’est pas appliqué',
  'checkout.chooser.student.invalid':
    'Nous n’avons pas trouvé cette vérification du statut d’étudiant. Confirmez de nouveau votre statut, ou choisissez un forfait ci-dessous.',
  'checkout.chooser.student.failed':
    'Votre vérification du statut d’étudiant est expirée. Confirmez de nouveau votre statut, ou choisissez un forfait ci-dessous.',
  'checkout.chooser.student.used':
    'Cette vérification du statut d’étudiant a déjà servi pour un abonnement. Confirmez de nouveau votre statut, ou choisissez un forfait ci-dessous.',
  'checkout.chooser.student.again': 'Confirmer mon statut d’étudiant',
};
