import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'errors.unavailable':
    'Nous ne pouvons pas traiter votre demande pour le moment. Veuillez réessayer dans un instant.',
};
