import type { EntryFieldProps } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { TextField } from '../../../shared/ui/index.ts';
import styles from './student-verification.module.css';

/**
 * First and last name side by side (stacked on a phone): both verification forms and the
 * re-verification's school email step start so (`labelIds`: the catalog keys of the page's own
 * words, the verification's by default).
 */
export function StudentNameFields({
  firstName,
  lastName,
  errors,
  labelIds = { firstName: 'student.verify.firstName', lastName: 'student.verify.lastName' },
}: {
  firstName: EntryFieldProps;
  lastName: EntryFieldProps;
  errors: { firstName: string | undefined; lastName: string | undefined };
  labelIds?: { firstName: string; lastName: string };
}) {
  const t = useT();
  return (
    <div className={styles.names}>
      <TextField
        {...firstName}
        label={t(labelIds.firstName)}
        autoComplete="given-name"
        required
        error={errors.firstName}
      />
      <TextField
        {...lastName}
        label={t(labelIds.lastName)}
        autoComplete="family-name"
        required
        error={errors.lastName}
      />
    </div>
  );
}
