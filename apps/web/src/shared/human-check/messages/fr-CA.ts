import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'humanCheck.label': 'Vérification de sécurité',
  'humanCheck.solving': 'Nous vérifions que vous êtes une personne…',
  'humanCheck.solved': 'C’est fait, vous pouvez continuer.',
  'humanCheck.failed': 'La vérification de sécurité n’a pas pu se terminer.',
  'humanCheck.retry': 'Refaire la vérification',
};
