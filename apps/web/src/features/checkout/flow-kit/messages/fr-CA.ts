import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'checkout.paymentInt.title': 'Configurons maintenant votre paiement',
  'checkout.paymentInt.body':
    'Votre carte est débitée aujourd’hui pour votre première période de facturation. Vous pouvez annuler en ligne en tout temps.',
  'checkout.paymentInt.bodyTrial':
    'Aucun montant ne sera débité avant la fin de vos mois gratuits. Vous pouvez annuler en ligne en tout temps d’ici là.',
  'checkout.registerOnSpot.title': 'Créez votre connexion',
  'checkout.registerOnSpot.lead':
    'Choisissez un mot de passe pour gérer votre compte en ligne. Votre identifiant est votre courriel, {email} : nous vous y enverrons un code pour le confirmer.',
  'checkout.registerOnSpot.confirm': 'Confirmez le mot de passe',
  'checkout.registerOnSpot.mismatch':
    'Les deux mots de passe ne correspondent pas. Entrez le même mot de passe deux fois.',
  'checkout.registerOnSpot.submit': 'Créer ma connexion',
};
