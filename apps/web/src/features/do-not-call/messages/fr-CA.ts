import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'doNotCall.landing.lead':
    'Entrez le numéro de téléphone que nous ne devons plus appeler. Nous le retirerons de nos listes d’appels.',
  'doNotCall.phone.label': 'Numéro de téléphone',
  'doNotCall.phone.hint': '10 chiffres, en commençant par l’indicatif régional.',
  'doNotCall.phone.required': 'Entrez le numéro de téléphone à ne plus appeler.',
  'doNotCall.phone.tooShort': 'Entrez les 10 chiffres, en commençant par l’indicatif régional.',
  'doNotCall.phone.invalid': 'Entrez un numéro de téléphone à 10 chiffres.',
  'doNotCall.continue': 'Continuer',
  'doNotCall.working': 'Veuillez patienter…',
  'doNotCall.tooMany.title': 'Trop de demandes',
  'doNotCall.tooMany.body': 'Pour votre sécurité, attendez quelques minutes avant de réessayer.',
  'doNotCall.humanCheck.title': 'Une dernière étape',
  'doNotCall.humanCheck.body':
    'Nous avons reçu beaucoup de demandes pour ce numéro ou depuis votre réseau. Une brève vérification de sécurité s’effectue ci-dessous; une fois terminée, appuyez sur Continuer.',
  'doNotCall.humanCheck.refused':
    'La vérification de sécurité n’a pas abouti. Une nouvelle s’effectue ci-dessous; une fois terminée, appuyez de nouveau sur Continuer.',

  'doNotCall.thankYou.heading': 'Merci',
  'doNotCall.thankYou.body':
    'Nous avons mis à jour le {phone}; les appels cesseront au plus tard le {date}.',
  'doNotCall.thankYou.another': 'Ne plus appeler un autre numéro',

  'doNotCall.error.heading': 'Nous sommes désolés',
  'doNotCall.error.body': 'Nous ne pouvons pas traiter votre demande en ligne pour le moment.',
  'doNotCall.error.callPrefix': 'Pour ne plus recevoir d’appels, composez le',
  'doNotCall.error.tryAgain': 'Réessayer',
};
