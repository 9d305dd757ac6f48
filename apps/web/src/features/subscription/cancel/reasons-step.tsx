import {
  type CancelReasonChoice,
  cancelReasonsFor,
  OTHER_REASON_TEXT_MAX,
  type SubscriptionKind,
} from '@orbit/domain';
import { useId } from 'react';
import { trackFieldUserErrors } from '../../../shared/analytics/user-errors.ts';
import { schemaOfCheck, useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Button, FormField } from '../../../shared/ui/index.ts';
import styles from './cancel.module.css';
import { checkReasonEntry, type ReasonValues } from './reason-entry.ts';

const reasonSchema = schemaOfCheck(checkReasonEntry);

/**
 * "Before you go…": why the customer cancels (the reasons of their kind of subscription, OTHER
 * last with their own words). Its submit's promise keeps the button busy while the next screen
 * is decided.
 */
export function ReasonsStep({
  kind,
  onChosen,
}: {
  kind: SubscriptionKind;
  onChosen(choice: CancelReasonChoice): Promise<unknown>;
}) {
  const t = useT();
  const { dataLayer } = useAppServices();
  const errorId = useId();
  const entry = useEntryForm<ReasonValues, CancelReasonChoice>({
    schema: reasonSchema,
    defaultValues: { reasonCode: '', otherReasonText: '' },
    onSubmit: onChosen,
    onInvalid: (codes) => trackFieldUserErrors(dataLayer, { form: 'cancelReason' }, codes),
  });
  const reason = entry.field('reasonCode');
  const other = entry.field('otherReasonText');
  const reasonCode = entry.codeOf('reasonCode');
  const otherCode = entry.codeOf('otherReasonText');
  return (
    <form {...entry.formProps} className={styles.form}>
      <fieldset className={styles.reasons} aria-describedby={reasonCode ? errorId : undefined}>
        <legend className={styles.legend}>{t('cancel.reasons.legend')}</legend>
        {reasonCode ? (
          <p id={errorId} className={styles.fieldError}>
            {t('cancel.reasons.required')}
          </p>
        ) : null}
        {cancelReasonsFor(kind).map((code) => (
          <label key={code} className={styles.reason}>
            <input
              type="radio"
              name="reasonCode"
              value={code}
              checked={reason.value === code}
              aria-invalid={reasonCode ? true : undefined}
              onChange={() => reason.onChange({ target: { value: code } })}
            />
            {t(`cancel.reason.${code}`)}
          </label>
        ))}
      </fieldset>
      {reason.value === 'OTHER' ? (
        <FormField
          label={t('cancel.reasons.other.label')}
          hint={t('cancel.reasons.other.hint', { max: OTHER_REASON_TEXT_MAX })}
          error={
            otherCode
              ? t(`cancel.reasons.other.${otherCode === 'TOO_LONG' ? 'tooLong' : 'required'}`, {
                  max: OTHER_REASON_TEXT_MAX,
                })
              : undefined
          }
        >
          {(control) => (
            <textarea
              {...control}
              name={other.name}
              value={other.value}
              onChange={(event) => other.onChange({ target: { value: event.target.value } })}
              onBlur={other.onBlur}
              rows={4}
              maxLength={OTHER_REASON_TEXT_MAX}
              required
            />
          )}
        </FormField>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={entry.busy}>
          {t(entry.busy ? 'cancel.reasons.continuing' : 'cancel.reasons.continue')}
        </Button>
      </div>
    </form>
  );
}
