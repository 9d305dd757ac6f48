import type { Country } from '@orbit/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { schemaOfCheck, useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button } from '../../../shared/ui/index.ts';
import { useCardBinRanges } from '../../checkout/index.ts';
import styles from '../billing.module.css';
import { useBillingFields } from '../shared/billing-fields.ts';
import { NewCardFields } from './new-card-fields.tsx';
import {
  checkNewCard,
  type NewCardData,
  type NewCardErrors,
  type NewCardField,
  type NewCardValues,
} from './new-card-model.ts';
import type { NewCardRefusal } from './use-new-card-save.ts';

export interface NewCardFormProps {
  country: Country;
  initialValues: NewCardValues;
  submitLabel: string;
  /** Shown under the card, above the button (a "make it my default" box…). */
  extra?: ReactNode;
  /** Beside the submit button (a Cancel…). */
  secondaryAction?: ReactNode;
  /** The clock the expiry is judged by. */
  now?: () => Date;
  onInvalid?(errors: NewCardErrors): void;
  /** Saves the checked card (`useNewCardSave`): the form is busy until it answers. */
  onSubmit(data: NewCardData): Promise<NewCardRefusal | undefined>;
}

/**
 * A new card on its own (update my payment information, add a card): the name on the card,
 * the card, its billing address, and a submit. Card data leaves it only for the tokenizer; a
 * refusal shows on the card field the gateway blamed, or above the button.
 */
export function NewCardForm(props: NewCardFormProps) {
  const t = useT();
  useCardBinRanges();
  const { country, now, onSubmit } = props;
  const schema = useMemo(
    () =>
      schemaOfCheck((values: NewCardValues) => {
        const checked = checkNewCard(values, { country, now: now?.() ?? new Date() });
        return checked.ok ? { ok: true, values: checked.data } : checked;
      }),
    [country, now],
  );
  const [formError, setFormError] = useState<string>();
  const entry = useEntryForm({
    schema,
    defaultValues: props.initialValues,
    onSubmit: async (card: NewCardData) => {
      setFormError(undefined);
      const refusal = await onSubmit(card);
      if (!refusal) return;
      if (refusal.field) entry.showMessages({ [refusal.field]: refusal.id });
      else setFormError(refusal.id);
    },
    onInvalid: props.onInvalid,
  });
  const values = entry.form.watch();
  const fields = useBillingFields<NewCardField>(entry);

  return (
    <form {...entry.formProps} className={styles.form}>
      <NewCardFields
        country={country}
        values={values}
        errorOf={fields.errorOf}
        bind={fields.bind}
        onChange={fields.type}
      />
      {props.extra}
      {formError ? <Alert tone="error">{t(formError)}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
          {entry.busy ? t('billing.working') : props.submitLabel}
        </Button>
        {props.secondaryAction}
      </div>
    </form>
  );
}
