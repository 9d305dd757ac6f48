/**
 * Loads the number, date and plural data of the page's language (ADR 094). The first use of a
 * language's `Intl` data costs the main thread a moment; done here, in a task of its own while the
 * app's chunks download, it is not part of the task that renders the app.
 */
export function loadLocaleData(language: string): void {
  try {
    Intl.NumberFormat.supportedLocalesOf(language);
    Intl.DateTimeFormat.supportedLocalesOf(language);
    new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(0);
    new Intl.DateTimeFormat(language).format(0);
    new Intl.PluralRules(language).select(1);
  } catch {
    // A language tag the browser refuses: the app meets it (and falls back) as before.
  }
}
