import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'session.timeout.title': 'Session expirée',
  'session.timeout.expired': 'Votre session a expiré en raison d’inactivité.',
  'session.timeout.startOverText':
    'Pour protéger vos renseignements, vous devrez recommencer. Si vous avez commencé à partir d’un courriel, veuillez recommencer à partir de ce courriel.',
  'session.timeout.startOver': 'Recommencer',
};
