import type { ReactNode } from 'react';
import styles from './field-row.module.css';

/** Two fields that belong together (first and last name, expiry and CVV) side by side on a wide screen. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
