import {
  type AccountDevice,
  FIELD_ERROR_CODES,
  NICKNAME_MAX_LENGTH,
  nicknameSchema,
} from '@orbit/domain';
import { accountCalls } from '@orbit/sdk';
import { useId, useState } from 'react';
import * as z from 'zod/mini';
import { failureMessageId } from '../../../shared/errors/index.ts';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, Dialog, TextField } from '../../../shared/ui/index.ts';
import { trackAccountUserErrors } from '../account-analytics.ts';
import { fieldMessageId } from '../field-messages.ts';
import { formExplains, useAccountChange } from '../use-account-change.ts';

const nicknameEntrySchema = z.object({ nickName: nicknameSchema });

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
  const [problem, setProblem] = useState<string>();

  const save = async ({ nickName }: { nickName: string }) => {
    setProblem(undefined);
    const outcome = await change.mutateAsync({ nickName, deviceId: device.id });
    if (outcome.ok) {
      onSaved(nickName);
      return;
    }
    const { failure } = outcome;
    if (!formExplains(failure)) {
      onClose();
      return;
    }
    if (failure.fieldErrors.some((field) => field.fieldName === 'nickName')) {
      entry.showCodes({ nickName: FIELD_ERROR_CODES.INVALID });
    } else {
      setProblem(t(failureMessageId(failure, 'account.nickname.failed')));
    }
  };
  const entry = useEntryForm({
    schema: nicknameEntrySchema,
    defaultValues: { nickName: device.nickname ?? '' },
    busy: change.isPending,
    onSubmit: save,
    onInvalid: (codes) => trackAccountUserErrors(dataLayer, 'nickname', codes),
  });
  const busy = entry.busy;
  const error = entry.codeOf('nickName');

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
      <form id={formId} {...entry.formProps}>
        <TextField
          label={t('account.nickname.label')}
          hint={t('account.nickname.hint', { max: NICKNAME_MAX_LENGTH })}
          error={
            error ? t(fieldMessageId('nickname', error), { max: NICKNAME_MAX_LENGTH }) : undefined
          }
          required
          autoComplete="off"
          {...entry.field('nickName')}
        />
      </form>
    </Dialog>
  );
}
