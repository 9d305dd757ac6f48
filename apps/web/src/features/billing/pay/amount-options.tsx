import type { Money } from '@orbit/domain';
import type { TextFieldBinding } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Price, TextField } from '../../../shared/ui/index.ts';
import styles from '../billing.module.css';

export interface AmountOptionsProps {
  amountDue: Money;
  choice: 'full' | 'other';
  onChoose(choice: 'full' | 'other'): void;
  otherAmount: TextFieldBinding;
}

/**
 * How much to pay (flows §7.2): the whole balance (chosen at first, the only choice that
 * reactivates suspended subscriptions) or another amount, typed in the reader's own way.
 */
export function AmountOptions({ amountDue, choice, onChoose, otherAmount }: AmountOptionsProps) {
  const t = useT();
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{t('billing.pay.amount.legend')}</legend>
      <label className={styles.option}>
        <input
          type="radio"
          name="amountChoice"
          value="full"
          checked={choice === 'full'}
          onChange={() => onChoose('full')}
        />
        <span className={styles.optionText}>
          {t('billing.pay.amount.full')} <Price amount={amountDue} emphasis="strong" />
        </span>
      </label>
      <label className={styles.option}>
        <input
          type="radio"
          name="amountChoice"
          value="other"
          checked={choice === 'other'}
          onChange={() => onChoose('other')}
        />
        <span className={styles.optionText}>{t('billing.pay.amount.other')}</span>
      </label>
      {choice === 'other' ? (
        <TextField
          {...otherAmount}
          label={t('billing.pay.amount.otherLabel')}
          hint={t('billing.pay.amount.otherHint')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
        />
      ) : null}
    </fieldset>
  );
}
