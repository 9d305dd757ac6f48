import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'routing.comingSoon.eyebrow': 'Bientôt en ligne',
  'routing.comingSoon.body': 'Cette page sera bientôt en ligne. Nous y mettons la touche finale.',
  'routing.comingSoon.note':
    'Revenez un peu plus tard, ou utilisez le lien d’aide ci-dessous si vous avez besoin de nous dès maintenant.',
};
