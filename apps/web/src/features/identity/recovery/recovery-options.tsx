import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import styles from './recovery.module.css';
import { type RecoveryPage, recoveryPath } from './recovery-paths.ts';

export type RecoveryOption = Extract<
  RecoveryPage,
  'forgotPassword' | 'forgotUsername' | 'verifyAccount'
>;

function OptionItem({ option }: { option: RecoveryOption }) {
  const t = useT();
  const hintId = useId();
  return (
    <li className={styles.option}>
      <Link to={recoveryPath(option)} className={styles.optionLink} aria-describedby={hintId}>
        {t(`identity.recovery.option.${option}`)}
      </Link>
      <p id={hintId} className={styles.optionHint}>
        {t(`identity.recovery.option.${option}.hint`)}
      </p>
    </li>
  );
}

/** The ways into credential recovery (flows §7.3), each a link with what it is for. */
export function RecoveryOptions({ options }: { options: readonly RecoveryOption[] }) {
  return (
    <ul className={styles.options}>
      {options.map((option) => (
        <OptionItem key={option} option={option} />
      ))}
    </ul>
  );
}
