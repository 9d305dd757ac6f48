import type { Country } from '@orbit/domain';
import { type ReactNode, useMemo } from 'react';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button, TextField } from '../../../shared/ui/index.ts';
import { ProvinceField } from './province-field.tsx';
import { StudentNameFields } from './student-name-fields.tsx';
import styles from './student-verification.module.css';
import {
  fieldMessageId,
  type SchoolEmailEntry,
  schoolEmailEntrySchema,
} from './verification-entry.ts';

export interface SchoolEmailFormProps {
  country: Country;
  initial: Partial<SchoolEmailEntry> | undefined;
  busy: boolean;
  /** The server said the address is no school's. */
  notAcademic: boolean;
  humanCheck?: ReactNode;
  onSubmit(entry: SchoolEmailEntry): void;
  onNoSchoolEmail(): void;
}

/** Name and school email (and, in Canada, the province): the code goes to that address. */
export function SchoolEmailForm(props: SchoolEmailFormProps) {
  const t = useT();
  const schema = useMemo(() => schoolEmailEntrySchema(props.country), [props.country]);
  const serverCodes = useMemo(
    () => (props.notAcademic ? { email: 'INVALID' as const } : undefined),
    [props.notAcademic],
  );
  const entry = useEntryForm({
    schema,
    defaultValues: { firstName: '', lastName: '', email: '', province: '', ...props.initial },
    busy: props.busy,
    serverCodes,
    onSubmit: props.onSubmit,
  });
  const messageOf = (field: keyof SchoolEmailEntry) => {
    if (field === 'email' && props.notAcademic && entry.codeOf('email')) {
      return t('student.verify.error.notAcademic');
    }
    const id = fieldMessageId(field, entry.codeOf(field));
    return id ? t(id) : undefined;
  };
  return (
    <form {...entry.formProps} className={styles.form}>
      <StudentNameFields
        firstName={entry.field('firstName')}
        lastName={entry.field('lastName')}
        errors={{ firstName: messageOf('firstName'), lastName: messageOf('lastName') }}
      />
      <TextField
        {...entry.field('email')}
        type="email"
        label={t('student.verify.schoolEmail')}
        hint={t('student.verify.schoolEmailHint')}
        autoComplete="email"
        spellCheck={false}
        required
        error={messageOf('email')}
      />
      {props.country === 'ca' ? (
        <ProvinceField field={entry.field('province')} error={messageOf('province')} />
      ) : null}
      {props.humanCheck}
      <div className={styles.actions}>
        <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
          {entry.busy ? t('student.verify.sending') : t('student.verify.sendCode')}
        </Button>
        <Button variant="secondary" onClick={props.onNoSchoolEmail} disabled={entry.busy}>
          {t('student.verify.noSchoolEmail')}
        </Button>
      </div>
    </form>
  );
}
