import { type DeviceIdentifier, FIELD_ERROR_CODES, type FieldErrorCode } from '@orbit/domain';
import { type ReactNode, useMemo } from 'react';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button, TextField } from '../../../shared/ui/index.ts';
import { identifierEntrySchema, identifierMessageId } from './refresh-entry.ts';
import { RefreshHelp } from './refresh-help-dialogs.tsx';
import styles from './refresh-signal.module.css';
import { RefreshSteps } from './refresh-steps.tsx';

export interface NearCarFormProps {
  busy: boolean;
  /** Prefilled from `?receiver=` (a link from the account's radios). */
  receiver: string;
  /** The server's refusal of the box: a virtual radio id, or a backstop of the form's rule. */
  serverError?: FieldErrorCode | undefined;
  humanCheck?: ReactNode;
  onSubmit(identifier: DeviceIdentifier): void;
}

/** "Yes, near the car": the steps, then the one box (radio id, VIN or phone) and Send. */
export function NearCarForm({
  busy,
  receiver,
  serverError,
  humanCheck = null,
  onSubmit,
}: NearCarFormProps) {
  const t = useT();
  const serverCodes = useMemo(
    () => (serverError ? { identifier: serverError } : undefined),
    [serverError],
  );
  const entry = useEntryForm({
    schema: identifierEntrySchema,
    defaultValues: { identifier: receiver },
    busy,
    serverCodes,
    onSubmit: ({ identifier }) => onSubmit(identifier),
  });
  const error = entry.codeOf('identifier');
  return (
    <form {...entry.formProps} className={styles.form}>
      <RefreshSteps />
      <TextField
        label={t('refreshSignal.identifier.label')}
        hint={t('refreshSignal.identifier.hint')}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        required
        maxLength={36}
        {...entry.field('identifier')}
        error={
          error
            ? t(identifierMessageId(error === FIELD_ERROR_CODES.TOO_LONG ? 'INVALID' : error))
            : undefined
        }
      />
      <RefreshHelp />
      {humanCheck}
      <div className={styles.actions}>
        <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
          {entry.busy ? t('refreshSignal.sending') : t('refreshSignal.send')}
        </Button>
      </div>
    </form>
  );
}
