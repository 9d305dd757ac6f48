import type { ReactNode } from 'react';
import styles from './summary.module.css';

/**
 * A summary of label/value rows (a balance, a receipt, an order): a `<dl>` read row by row.
 * `label` names it for a screen reader when no heading does (the radio being subscribed).
 */
export function Summary({ label, children }: { label?: string | undefined; children: ReactNode }) {
  return (
    <dl className={styles.summary} aria-label={label}>
      {children}
    </dl>
  );
}

export interface SummaryRowProps {
  label: ReactNode;
  children: ReactNode;
  /** The row that sums the others up: bold, no rule under it. */
  total?: boolean | undefined;
  /** A money value: it never breaks across lines. */
  amount?: boolean | undefined;
  /** The feature's own look of the value (a credit in green). */
  valueClassName?: string | undefined;
}

export function SummaryRow({ label, children, total, amount, valueClassName }: SummaryRowProps) {
  const valueClass = [amount ? styles.amount : '', valueClassName ?? ''].filter(Boolean).join(' ');
  return (
    <div className={[styles.row, total ? styles.total : ''].filter(Boolean).join(' ')}>
      <dt>{label}</dt>
      <dd className={valueClass || undefined}>{children}</dd>
    </div>
  );
}
