import styles from './stepper.module.css';

export interface StepperProps {
  /** 1-based. */
  current: number;
  total: number;
  /** "Step 2 of 3", translated by the caller (`ui.stepper.label`); it names the progress bar. */
  label: string;
}

/**
 * Where the customer is in a checkout: the text "Step N of M" and a bar of M segments. The native
 * `<progress>` carries the name and the values for assistive tech; the segments are decoration.
 */
export function Stepper({ current, total, label }: StepperProps) {
  return (
    <div className={styles.stepper}>
      <p className={styles.text} aria-hidden="true">
        {label}
      </p>
      <progress className="visually-hidden" value={current} max={total} aria-label={label} />
      <ol className={styles.segments} aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the segments are positions, nothing else.
            key={index}
            className={[styles.segment, index < current ? styles.done : ''].join(' ')}
          />
        ))}
      </ol>
    </div>
  );
}
