import {
  type AccountDevice,
  DEVICE_REMOVAL_REASON_CODES,
  type DeviceRemovalReason,
  FIELD_ERROR_CODES,
} from '@orbit/domain';
import { accountCalls } from '@orbit/sdk';
import { type FormEvent, useId, useState } from 'react';
import { failureMessageId } from '../../../shared/errors/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, Dialog, useFocusInvalid } from '../../../shared/ui/index.ts';
import { trackAccountUserErrors } from '../account-analytics.ts';
import { formExplains, useAccountChange } from '../use-account-change.ts';
import styles from './dashboard.module.css';

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
  const { formRef, focusInvalid } = useFocusInvalid();
  const [reason, setReason] = useState<DeviceRemovalReason>();
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState<string>();
  const busy = change.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason) {
      setMissing(true);
      focusInvalid();
      trackAccountUserErrors(dataLayer, 'removeDevice', { reason: FIELD_ERROR_CODES.REQUIRED });
      return;
    }
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
      <form id={formId} ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
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
                checked={reason === code}
                aria-invalid={missing ? true : undefined}
                onChange={() => {
                  setReason(code);
                  setMissing(false);
                }}
              />
              {t(`account.removal.reason.${code}`)}
            </label>
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
}
