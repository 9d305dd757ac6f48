import { type Country, STUDENT_PROOF_LIMITS } from '@orbit/domain';
import { type ReactNode, useMemo } from 'react';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button, FormField, TextField } from '../../../shared/ui/index.ts';
import { ProvinceField } from './province-field.tsx';
import { StudentNameFields } from './student-name-fields.tsx';
import styles from './student-verification.module.css';
import {
  fieldMessageId,
  PROOF_FILE_CODES,
  type ProofEntry,
  proofEntrySchema,
} from './verification-entry.ts';

export interface ProofFormProps {
  country: Country;
  initial: { firstName?: string; lastName?: string; province?: string } | undefined;
  busy: boolean;
  /** The server refused the file: its type by content, or its size. */
  fileRefusal: 'FILE_TYPE' | 'FILE_SIZE' | undefined;
  humanCheck?: ReactNode;
  onSubmit(entry: ProofEntry & { file: File }): void;
  onUseSchoolEmail(): void;
}

/** What the file input offers to pick; the server reads the content, whatever the name says. */
const ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png', ...STUDENT_PROOF_LIMITS.acceptedTypes].join(',');

/** No school email: name, an address for the answer, the school and the proof of enrolment. */
export function ProofForm(props: ProofFormProps) {
  const t = useT();
  const schema = useMemo(() => proofEntrySchema(props.country), [props.country]);
  const serverCodes = useMemo(
    () => (props.fileRefusal ? { file: props.fileRefusal } : undefined),
    [props.fileRefusal],
  );
  const entry = useEntryForm({
    schema,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      schoolName: '',
      province: '',
      file: null,
      ...props.initial,
    },
    busy: props.busy,
    serverCodes,
    ownCodes: PROOF_FILE_CODES,
    onSubmit: (proof) => {
      if (proof.file) props.onSubmit({ ...proof, file: proof.file });
    },
  });
  const messageOf = (field: keyof ProofEntry) => {
    const id = fieldMessageId(field, entry.codeOf(field));
    return id ? t(id) : undefined;
  };
  return (
    <form {...entry.formProps} className={styles.form}>
      <p className={styles.lead}>{t('student.proof.lead')}</p>
      <StudentNameFields
        firstName={entry.field('firstName')}
        lastName={entry.field('lastName')}
        errors={{ firstName: messageOf('firstName'), lastName: messageOf('lastName') }}
      />
      <TextField
        {...entry.field('email')}
        type="email"
        label={t('student.proof.personalEmail')}
        hint={t('student.proof.personalEmailHint')}
        autoComplete="email"
        spellCheck={false}
        required
        error={messageOf('email')}
      />
      <TextField
        {...entry.field('schoolName')}
        label={t('student.proof.schoolName')}
        autoComplete="organization"
        required
        error={messageOf('schoolName')}
      />
      {props.country === 'ca' ? (
        <ProvinceField field={entry.field('province')} error={messageOf('province')} />
      ) : null}
      <FormField
        label={t('student.proof.file')}
        hint={t('student.proof.fileHint')}
        error={messageOf('file')}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            name="file"
            accept={ACCEPT}
            required
            onChange={(event) => {
              entry.form.setValue('file', event.target.files?.[0] ?? null);
              entry.form.clearErrors('file');
            }}
          />
        )}
      </FormField>
      {props.humanCheck}
      <div className={styles.actions}>
        <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
          {entry.busy ? t('student.verify.sending') : t('student.proof.submit')}
        </Button>
        <Button variant="secondary" onClick={props.onUseSchoolEmail} disabled={entry.busy}>
          {t('student.verify.useSchoolEmail')}
        </Button>
      </div>
    </form>
  );
}
