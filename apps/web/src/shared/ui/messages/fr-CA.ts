import type { messages as enUS } from './en-US.ts';

export const messages: Record<keyof typeof enUS, string> = {
  'ui.loader.label': 'Chargement en cours, veuillez patienter',
  'ui.shell.skipLink': 'Passer au contenu principal',
  'ui.shell.home': 'Accueil d’Orbit Radio',
  'ui.shell.help': 'Aide',
  'ui.shell.contact': 'Nous joindre',
  'ui.shell.copyright': '© Orbit Radio. Tous droits réservés.',
  'ui.stepper.label': 'Étape {current} sur {total}',
};
