import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'platform.error.heading': 'Nous sommes désolés',
  'platform.error.message':
    'Nous éprouvons des difficultés techniques et ne pouvons pas traiter votre demande pour le moment. Veuillez réessayer dans quelques minutes.',
  'platform.error.helpIntro': 'D’ici là, nous pouvons vous aider',
  'platform.error.chat': 'Clavarder avec un agent',
  'platform.error.newTab': '(s’ouvre dans un nouvel onglet)',
  'platform.error.callPrefix': 'ou appelez-nous au',
  'platform.error.reference': 'Si vous communiquez avec nous, mentionnez cette référence :',
};
