import type { ReactNode } from 'react';
import styles from './card-form/pay-with-choice.module.css';

export interface ChoiceOption<V extends string> {
  value: V;
  label: ReactNode;
}

export interface OptionChoiceProps<V extends string> {
  /** The radio group's name (one per form). */
  name: string;
  legend: ReactNode;
  /** The legend is read by screen readers only (the step's heading already says it). */
  legendHidden?: boolean;
  options: readonly ChoiceOption<V>[];
  value: V;
  onChange(value: V): void;
}

/**
 * One choice among a few, as native radio buttons in a fieldset (keyboard and screen readers get
 * them for free): how to pay, what follows a trial.
 */
export function OptionChoice<V extends string>({
  name,
  legend,
  legendHidden = false,
  options,
  value,
  onChange,
}: OptionChoiceProps<V>) {
  return (
    <fieldset className={styles.choice}>
      <legend className={legendHidden ? 'visually-hidden' : undefined}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
