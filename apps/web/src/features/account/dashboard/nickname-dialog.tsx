import {
  type AccountDevice,
  checkNickname,
  FIELD_ERROR_CODES,
  NICKNAME_MAX_LENGTH,
} from '@orbit/domain';
import { accountCalls } from '@orbit/sdk';
import { type FormEvent, useId, useState } from 'react';
import { failureMessageId } from '../../../shared/errors/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, Dialog, TextField, useFocusInvalid } from '../../../shared/ui/index.ts';
import { trackAccountUserErrors } from '../account-analytics.ts';
import { fieldMessageId } from '../field-messages.ts';
import { formExplains, useAccountChange } from '../use-account-change.ts';

/**
 * Renames a radio (1–30 characters, the domain's rule). The dialog is labelled by its title and
 * the browser keeps focus inside it; a refused name is announced with the field and focused.
 */
export function NicknameDialog({
  open,
  device,
  onClose,
  onSaved,
}: {
  open: boolean;
  device: AccountDevice;
  onClose(): void;
  onSaved(nickname: string): void;
}) {
  const t = useT();
  const formId = useId();
  const calls = useCareCalls(accountCalls);
  const { dataLayer } = useAppServices();
  const change = useAccountChange('update nickname', calls.updateNickname);
  const { formRef, focusInvalid } = useFocusInvalid();
  const [value, setValue] = useState(device.nickname ?? '');
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const busy = change.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const nickname = value.trim();
    const code = checkNickname(nickname);
    if (code) {
      setError(code);
      focusInvalid();
      trackAccountUserErrors(dataLayer, 'nickname', { nickName: code });
      return;
    }
    setProblem(undefined);
    const outcome = await change.mutateAsync({ nickName: nickname, deviceId: device.id });
    if (outcome.ok) {
      onSaved(nickname);
      return;
    }
    const { failure } = outcome;
    if (!formExplains(failure)) {
      onClose();
      return;
    }
    if (failure.fieldErrors.some((field) => field.fieldName === 'nickName')) {
      setError(FIELD_ERROR_CODES.INVALID);
      focusInvalid();
    } else {
      setProblem(t(failureMessageId(failure, 'account.nickname.failed')));
    }
  };

  return (
    <Dialog
      open={open}
      title={t('account.nickname.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('account.dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {t(busy ? 'account.dialog.saving' : 'account.nickname.save')}
          </Button>
        </>
      }
    >
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <form id={formId} ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('account.nickname.label')}
          hint={t('account.nickname.hint', { max: NICKNAME_MAX_LENGTH })}
          error={
            error ? t(fieldMessageId('nickname', error), { max: NICKNAME_MAX_LENGTH }) : undefined
          }
          name="nickName"
          value={value}
          required
          autoComplete="off"
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
        />
      </form>
    </Dialog>
  );
}
