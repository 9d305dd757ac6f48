import type { Country } from '@orbit/domain';
import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button } from '../../../shared/ui/index.ts';
import { useCardBinRanges, useCheckoutFields } from '../../checkout/index.ts';
import styles from '../billing.module.css';
import { billingFieldMessageId } from '../shared/field-messages.ts';
import { NewCardFields } from './new-card-fields.tsx';
import {
  checkNewCard,
  type NewCardData,
  type NewCardErrors,
  type NewCardField,
  type NewCardValues,
} from './new-card-model.ts';

export interface NewCardFormProps {
  country: Country;
  initialValues: NewCardValues;
  /** Message ids from the tokenizer or the server, by field; each clears once edited. */
  serverErrors?: Partial<Record<NewCardField, string>> | undefined;
  /** A message id for the form as a whole (the card was refused…). */
  formError?: string | undefined;
  busy: boolean;
  submitLabel: string;
  /** Shown under the card, above the button (a "make it my default" box…). */
  extra?: ReactNode;
  /** Beside the submit button (a Cancel…). */
  secondaryAction?: ReactNode;
  /** The clock the expiry is judged by. */
  now?: () => Date;
  onInvalid?(errors: NewCardErrors): void;
  onSubmit(data: NewCardData): void;
}

/**
 * A new card on its own (update my payment information, add a card): the name on the card,
 * the card, its billing address, and a submit. Card data leaves it only for the tokenizer.
 */
export function NewCardForm(props: NewCardFormProps) {
  const t = useT();
  useCardBinRanges();
  const { values, set, errorOf, textField, showErrors, clearErrors, formRef } = useCheckoutFields<
    NewCardValues,
    NewCardField
  >({
    initialValues: props.initialValues,
    serverErrors: props.serverErrors,
    messageIdOf: billingFieldMessageId,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.busy) return;
    const result = checkNewCard(values, {
      country: props.country,
      now: props.now?.() ?? new Date(),
    });
    if (!result.ok) {
      showErrors(result.errors);
      props.onInvalid?.(result.errors);
      return;
    }
    clearErrors();
    props.onSubmit(result.data);
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <NewCardFields
        country={props.country}
        values={values}
        errorOf={errorOf}
        bind={textField}
        onChange={set}
      />
      {props.extra}
      {props.formError ? <Alert tone="error">{t(props.formError)}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={props.busy} aria-busy={props.busy || undefined}>
          {props.busy ? t('billing.working') : props.submitLabel}
        </Button>
        {props.secondaryAction}
      </div>
    </form>
  );
}
