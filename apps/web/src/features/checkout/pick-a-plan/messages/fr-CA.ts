import type { messages as enUS } from './en-US.ts';

/** Français canadien. */
export const messages: Record<keyof typeof enUS, string> = {
  'pickAPlan.title': 'Choisissez un forfait et obtenez vos {months} premiers mois pour {price}',
  'pickAPlan.titleChoose': 'Choisissez parmi ces offres',
  'pickAPlan.lead': 'Choisissez le forfait voulu, puis dites-nous à quelle radio il est destiné.',
  'pickAPlan.plans': 'Forfaits',
  'pickAPlan.select': 'Choisir',
  'pickAPlan.selectNamed': 'Choisir {plan}',
  'pickAPlan.selected': 'Choisi',
  'pickAPlan.account.title': 'Trouvez votre compte',
  'pickAPlan.account.body': 'Entrez l’identifiant de votre radio et votre numéro de compte.',
  'pickAPlan.account.radioId': 'Identifiant de la radio',
  'pickAPlan.account.radioIdHint': '8 ou 12 caractères, affichés au canal 0 de votre radio.',
  'pickAPlan.account.accountNumber': 'Numéro de compte',
  'pickAPlan.account.accountNumberHint': 'Sur votre facture ou votre courriel de bienvenue.',
  'pickAPlan.account.radioIdRequired': 'Entrez l’identifiant de votre radio.',
  'pickAPlan.account.radioIdInvalid':
    'Entrez les 8 ou 12 caractères de l’identifiant de votre radio.',
  'pickAPlan.account.accountNumberRequired': 'Entrez votre numéro de compte.',
  'pickAPlan.account.accountNumberInvalid': 'Entrez les chiffres de votre numéro de compte.',
  'pickAPlan.pickFirst': 'Choisissez d’abord un forfait.',
  'pickAPlan.continue': 'Passer à la commande',
  'pickAPlan.noRadio': 'Pas de radio?',
  'pickAPlan.getTheApp': 'Obtenez l’appli Orbit',
  'pickAPlan.care': 'Des questions? Appelez-nous au {phone}.',
  'pickAPlan.failed': 'Nous n’avons pas pu charger ces offres.',
};
