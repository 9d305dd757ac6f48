/**
 * Loads the number, date and plural data of the page's language (ADR 094). The first use of a
 * language's `Intl` data costs the main thread a moment; done by the start-up module before the
 * first paint (ADR 073), it is part of no task a tap could wait for, nor of the one that renders the app.
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
