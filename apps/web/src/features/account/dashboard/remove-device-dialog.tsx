import { type AccountDevice, DEVICE_REMOVAL_REASON_CODES, FIELD_ERROR_CODES } from '@orbit/domain';
import { accountCalls } from '@orbit/sdk';
import { useId, useState } from 'react';
import * as z from 'zod/mini';
import { failureMessageId } from '../../../shared/errors/index.ts';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, Dialog } from '../../../shared/ui/index.ts';
import { trackAccountUserErrors } from '../account-analytics.ts';
import { formExplains, useAccountChange } from '../use-account-change.ts';
import styles from './dashboard.module.css';

/** One of the four reasons; none chosen is the only way to get it wrong. */
const removalEntrySchema = z.object({
  reason: z.enum(DEVICE_REMOVAL_REASON_CODES, { error: () => FIELD_ERROR_CODES.REQUIRED }),
});

/**
 * Removes a radio with nothing running on it, once the customer says why (spec 001 §9: one of
 * four reasons, required). A radio that turns out to still have a subscription is explained.
 */
export function RemoveDeviceDialog({
  open,
  device,
  name,
  onClose,
  onRemoved,
}: {
  open: boolean;
  device: AccountDevice;
  name: string;
  onClose(): void;
  onRemoved(name: string): void;
}) {
  const t = useT();
  const formId = useId();
  const errorId = useId();
  const calls = useCareCalls(accountCalls);
  const { dataLayer } = useAppServices();
  const change = useAccountChange('remove device', calls.removeDevice);
  const [problem, setProblem] = useState<string>();

  const remove = async ({ reason }: z.output<typeof removalEntrySchema>) => {
    setProblem(undefined);
    const outcome = await change.mutateAsync({ deviceId: device.id, reason });
    if (outcome.ok) {
      onRemoved(name);
      return;
    }
    const { failure } = outcome;
    if (!formExplains(failure)) {
      onClose();
      return;
    }
    setProblem(
      t(
        failure.code === 'DEVICE_HAS_ACTIVE_SUBSCRIPTION'
          ? 'account.removal.active'
          : failureMessageId(failure, 'account.removal.failed'),
      ),
    );
  };
  const entry = useEntryForm({
    schema: removalEntrySchema,
    defaultValues: {},
    busy: change.isPending,
    onSubmit: remove,
    onInvalid: (codes) => trackAccountUserErrors(dataLayer, 'removeDevice', codes),
  });
  const busy = entry.busy;
  const missing = entry.codeOf('reason') !== undefined;
  const reason = entry.field('reason');

  return (
    <Dialog
      open={open}
      title={t('account.removal.title', { name })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('account.removal.keep')}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {t(busy ? 'account.removal.removing' : 'account.removal.confirm')}
          </Button>
        </>
      }
    >
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <p>{t('account.removal.body', { last4: device.radioIdLastFour })}</p>
      <form id={formId} {...entry.formProps}>
        <fieldset className={styles.reasons} aria-describedby={missing ? errorId : undefined}>
          <legend className={styles.legend}>{t('account.removal.reason')}</legend>
          {missing ? (
            <p id={errorId} className={styles.fieldError}>
              {t('account.field.reason.required')}
            </p>
          ) : null}
          {DEVICE_REMOVAL_REASON_CODES.map((code) => (
            <label key={code} className={styles.reason}>
              <input
                type="radio"
                name="reason"
                value={code}
                required
                checked={reason.value === code}
                aria-invalid={missing ? true : undefined}
                onChange={() => reason.onChange({ target: { value: code } })}
              />
              {t(`account.removal.reason.${code}`)}
            </label>
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
}
