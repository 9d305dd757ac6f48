import { useLocale } from './i18n-provider.tsx';
import styles from './language-toggle.module.css';
import { useT } from './use-t.ts';

/**
 * Switches between the country's two languages (Canada: en-CA ⇄ fr-CA). Renders nothing where
 * only one language is offered (the US). The button names the other language in that language.
 */
export function LanguageToggle() {
  const { locale, locales, setLocale } = useLocale();
  const t = useT();
  if (locales.length < 2) return null;

  const target = locales.find((candidate) => candidate !== locale) ?? locale;
  const toFrench = target.startsWith('fr');
  return (
    <button
      type="button"
      className={styles.toggle}
      lang={toFrench ? 'fr-CA' : 'en-CA'}
      aria-label={t(toFrench ? 'i18n.toggle.toFrenchLabel' : 'i18n.toggle.toEnglishLabel')}
      onClick={() => setLocale(target)}
    >
      {t(toFrench ? 'i18n.toggle.toFrench' : 'i18n.toggle.toEnglish')}
    </button>
  );
}
