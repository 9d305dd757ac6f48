import { parse } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { everyLanguageFile } from '../../testing/every-catalog.ts';

/**
 * Every folder's messages, read from its language files (`…/messages/fr-CA.ts`), so a new
 * feature's messages are checked the day they appear, whether they load with the shell or with
 * the feature's pages.
 */
const catalogs = everyLanguageFile();

/**
 * Words that are the same in both languages: names, each language named in itself, and words
 * French shares ("Radio", "Date", "Total", a card "Active").
 */
const SAME_IN_FRENCH = new Set([
  'app.pageTitle',
  'app.title',
  'i18n.toggle.toEnglish',
  'i18n.toggle.toEnglishLabel',
  'i18n.toggle.toFrench',
  'i18n.toggle.toFrenchLabel',
  'lookup.radio.device.radio',
  'multiRadio.radios.type.radio',
  'satellite.review.radio',
  'activation.summary.radio',
  'onboarding.match.radio',
  'billing.thanks.date',
  'billing.invoice.total',
  'billing.cardStatus.active',
  'billing.invoice.taxWithRate',
]);

describe('every message catalog', () => {
  it('is found, from the shell and from the features', () => {
    expect(catalogs.length).toBeGreaterThanOrEqual(18);
  });

  describe.each(catalogs)('%s', (_name, catalog) => {
    it('has the same ids in every locale, each parsing as ICU', () => {
      const ids = Object.keys(catalog['en-US']).sort();
      for (const locale of LOCALES) {
        expect(Object.keys(catalog[locale]).sort(), locale).toEqual(ids);
        for (const [id, message] of Object.entries(catalog[locale])) {
          expect(() => parse(message), `${locale} ${id}`).not.toThrow();
        }
      }
    });

    it('keeps French punctuation on its word: a no-break space before : ; ? ! » and after «', () => {
      // A plain space lets a line wrap between "Forfait" and its colon.
      const breakable = Object.entries(catalog['fr-CA']).filter(([, message]) =>
        /[ \t\n][:;?!»]|«[ \t\n]/.test(message),
      );
      expect(breakable.map(([id]) => id)).toEqual([]);
    });

    it('is really written in French, not copied from English', () => {
      const same = Object.entries(catalog['fr-CA']).filter(
        ([id, message]) =>
          !SAME_IN_FRENCH.has(id) &&
          catalog['en-CA'][id] === message &&
          // Arguments ({date}, {amount}) are not words of either language.
          /[a-z]{4,}/i.test(message.replace(/\{[^}]*\}/g, '')),
      );
      expect(same.map(([id]) => id)).toEqual([]);
    });
  });
});
