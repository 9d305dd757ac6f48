import { formatMoney, type Locale, type Money } from '@orbit/domain';
import { useIntl } from '../i18n/intl.tsx';
import styles from './price.module.css';

export interface PriceProps {
  amount: Money;
  /** After the amount, e.g. "/month", translated by the caller. */
  suffix?: string;
  /** `strong` for totals and headline prices. */
  emphasis?: 'normal' | 'strong';
  className?: string;
}

/**
 * An amount in the reader's locale, through `formatMoney` (fr-CA: `1 234,50 $`). The amount and
 * its suffix never wrap apart.
 */
export function Price({ amount, suffix, emphasis = 'normal', className }: PriceProps) {
  const locale = useIntl().locale as Locale;
  return (
    <span
      className={[styles.price, emphasis === 'strong' ? styles.strong : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      {formatMoney(amount, locale)}
      {suffix ? <span className={styles.suffix}>{suffix}</span> : null}
    </span>
  );
}
