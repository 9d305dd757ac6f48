import { FIELD_ERROR_CODES, SIGN_IN_NAME_MAX_LENGTH, signInNameSchema } from '@orbit/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import * as z from 'zod/mini';
import { failureOf } from '../../../shared/errors/index.ts';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button, TextField } from '../../../shared/ui/index.ts';
import styles from './sign-ins.module.css';

const renameSchema = z.object({ name: signInNameSchema });

/**
 * The row's name as a field, in place (no dialog): saved with Enter or the button, Escape or
 * Cancel puts the name back. The field takes the focus when it opens.
 */
export function RenameInline({
  current,
  shownName,
  save,
  onDone,
  onCancel,
}: {
  current: string | null;
  shownName: string;
  save(name: string): Promise<void>;
  onDone(name: string): void;
  onCancel(): void;
}) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const rename = useMutation({ mutationFn: save });
  const entry = useEntryForm({
    schema: renameSchema,
    defaultValues: { name: current ?? '' },
    busy: rename.isPending,
    onSubmit: ({ name }) => rename.mutate(name, { onSuccess: () => onDone(name) }),
  });
  useEffect(() => {
    box.current?.querySelector('input')?.focus();
  }, []);
  const code = entry.codeOf('name');
  const error = code
    ? t(
        code === FIELD_ERROR_CODES.TOO_LONG ? 'signIns.rename.tooLong' : 'signIns.rename.required',
        {
          max: SIGN_IN_NAME_MAX_LENGTH,
        },
      )
    : undefined;
  const refused = rename.error ? failureOf(rename.error) : undefined;
  return (
    <form
      className={styles.renameForm}
      {...entry.formProps}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      {refused ? <Alert tone="error">{t('signIns.failed')}</Alert> : null}
      <div ref={box}>
        <TextField
          label={t('signIns.rename.label', { name: shownName })}
          hint={t('signIns.rename.hint', { max: SIGN_IN_NAME_MAX_LENGTH })}
          error={error}
          autoComplete="off"
          required
          {...entry.field('name')}
        />
      </div>
      <div className={styles.rowActions}>
        <Button type="submit" disabled={entry.busy}>
          {t(entry.busy ? 'signIns.working' : 'signIns.rename.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('signIns.rename.cancel')}
        </Button>
      </div>
    </form>
  );
}
