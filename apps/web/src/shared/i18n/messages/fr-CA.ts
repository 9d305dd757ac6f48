import type { messages as enUS } from './en-US.ts';

/** The toggle names the other language in that language, so these match the English file. */
export const messages: Record<keyof typeof enUS, string> = {
  'i18n.toggle.toFrench': 'Français',
  'i18n.toggle.toFrenchLabel': 'Afficher le site en français',
  'i18n.toggle.toEnglish': 'English',
  'i18n.toggle.toEnglishLabel': 'View the site in English',
};
