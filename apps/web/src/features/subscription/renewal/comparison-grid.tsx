import { formatMoney, type Locale, type RenewalChoice } from '@orbit/domain';
import { useId } from 'react';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import styles from './renewal.module.css';

/**
 * The plan comparison grid (flows §4.1): the three packages side by side — retail price per
 * month, whether a genre is picked — and, once a radio is known, whether it can take each.
 * A table, so a screen reader reads each figure with its plan and its row. On a narrow screen
 * it may scroll sideways inside its own box, which a keyboard can reach and scroll.
 */
export function ComparisonGrid({ choices }: { choices: readonly RenewalChoice[] }) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const captionId = useId();
  const radioKnown = choices.some((choice) => choice.availability !== null);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard (WCAG 2.1.1).
    <section className={styles.gridScroll} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.grid}>
        <caption id={captionId} className={styles.caption}>
          {t('renewal.grid.caption')}
        </caption>
        <thead>
          <tr>
            <td />
            {choices.map((choice) => (
              <th key={choice.planCode} scope="col">
                {choice.packageName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('renewal.grid.price')}</th>
            {choices.map((choice) => (
              <td key={choice.planCode}>{formatMoney(choice.retailPrice, locale)}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('renewal.grid.genre')}</th>
            {choices.map((choice) => (
              <td key={choice.planCode}>
                {t(choice.needsGenre ? 'renewal.grid.yes' : 'renewal.grid.no')}
              </td>
            ))}
          </tr>
          {radioKnown ? (
            <tr>
              <th scope="row">{t('renewal.grid.forYourRadio')}</th>
              {choices.map((choice) => (
                <td key={choice.planCode}>
                  {t(
                    choice.availability?.available === false
                      ? 'renewal.grid.notAvailable'
                      : 'renewal.grid.available',
                  )}
                </td>
              ))}
            </tr>
          ) : null}
        </tbody>
      </table>
    </section>
  );
}
