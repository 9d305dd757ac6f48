import type { ReactNode } from 'react';
import styles from './change.module.css';

export interface ChoiceOptionProps {
  /** The group's name: one choice of the group at a time. */
  name: string;
  value: string;
  checked: boolean;
  onChoose(): void;
  children: ReactNode;
}

/** One choice of a step (a package, a term, a vehicle-data plan): a native radio and its card. */
export function ChoiceOption({ name, value, checked, onChoose, children }: ChoiceOptionProps) {
  return (
    <label className={styles.option}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChoose} />
      <span className={styles.optionBody}>{children}</span>
    </label>
  );
}
