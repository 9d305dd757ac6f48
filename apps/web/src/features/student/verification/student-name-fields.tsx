import type { EntryFieldProps } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { TextField } from '../../../shared/ui/index.ts';
import styles from './student-verification.module.css';

/** First and last name side by side (stacked on a phone): both verification forms start so. */
export function StudentNameFields({
  firstName,
  lastName,
  errors,
}: {
  firstName: EntryFieldProps;
  lastName: EntryFieldProps;
  errors: { firstName: string | undefined; lastName: string | undefined };
}) {
  const t = useT();
  return (
    <div className={styles.names}>
      <TextField
        {...firstName}
        label={t('student.verify.firstName')}
        autoComplete="given-name"
        required
        error={errors.firstName}
      />
      <TextField
        {...lastName}
        label={t('student.verify.lastName')}
        autoComplete="family-name"
        required
        error={errors.lastName}
      />
    </div>
  );
}
