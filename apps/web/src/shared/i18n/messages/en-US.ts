export const messages = {
  'i18n.toggle.toFrench': 'Français',
  'i18n.toggle.toFrenchLabel': 'Afficher le site en français',
  'i18n.toggle.toEnglish': 'English',
  'i18n.toggle.toEnglishLabel': 'View the site in English',
} as const;

export type I18nMessageId = keyof typeof messages;
