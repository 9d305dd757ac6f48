import type { ReactNode } from 'react';
import styles from './rule-checklist.module.css';

export interface ChecklistRule {
  key: string;
  text: ReactNode;
  met: boolean;
}

export interface RuleChecklistProps {
  /** Where a field's `aria-describedby` points. */
  id: string;
  title: ReactNode;
  rules: readonly ChecklistRule[];
  /** Read after each rule by screen readers, since the tick is only drawn: "met" / "not met yet". */
  metLabel: string;
  notMetLabel: string;
  className?: string | undefined;
  titleClassName?: string | undefined;
}

/** Rules a value must meet, each ticked as it is met (the password hints of every password form). */
export function RuleChecklist({
  id,
  title,
  rules,
  metLabel,
  notMetLabel,
  className,
  titleClassName,
}: RuleChecklistProps) {
  return (
    <div id={id} className={className}>
      <p className={titleClassName}>{title}</p>
      <ul className={styles.rules}>
        {rules.map((rule) => (
          <li key={rule.key} className={rule.met ? `${styles.rule} ${styles.met}` : styles.rule}>
            <span className={styles.ruleMark} aria-hidden="true">
              {rule.met ? '✓' : '•'}
            </span>
            <span>
              {rule.text}
              <span className="visually-hidden"> ({rule.met ? metLabel : notMetLabel})</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
