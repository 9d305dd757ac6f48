import type { AccountCreditCard, Money } from '@orbit/domain';
import { useT } from '../../../shared/i18n/use-t.ts';
import { CheckboxField } from '../../../shared/ui/index.ts';
import { cardNameOf } from '../shared/card-name.ts';
import { useBillingFormat } from '../shared/use-billing-format.ts';
import type { PaySource } from './pay-form-model.ts';

export interface PayAgreementProps {
  /** The box's binding in the form (`name`, `checked`, `onChange`). */
  name: string;
  checked: boolean;
  onChange(event: { target: { checked: boolean } }): void;
  error: string | undefined;
  /** The amount chosen, when it can be read yet. */
  amount: Money | undefined;
  source: PaySource;
  cardOnFile: AccountCreditCard | null;
  /** The last 4 digits typed so far of the new card or gift card, once there are 4. */
  typedLast4: string | undefined;
}

/**
 * The charge agreement every payment needs ticked (flows §7.2): it names the amount and where
 * it is charged, as the form currently says, so the customer agrees to exactly that.
 */
export function PayAgreement(props: PayAgreementProps) {
  const t = useT();
  const format = useBillingFormat();
  const amount = props.amount
    ? format.money(props.amount)
    : t('billing.pay.agreement.amountUntyped');
  let source: string;
  if (props.source === 'cardOnFile' && props.cardOnFile) {
    source = t('billing.pay.agreement.cardOnFile', {
      brand: cardNameOf(props.cardOnFile.type),
      last4: props.cardOnFile.last4Digits,
    });
  } else if (props.source === 'giftCard') {
    source = props.typedLast4
      ? t('billing.pay.agreement.giftCard', { last4: props.typedLast4 })
      : t('billing.pay.agreement.giftCardUntyped');
  } else {
    source = props.typedLast4
      ? t('billing.pay.agreement.newCard', { last4: props.typedLast4 })
      : t('billing.pay.agreement.newCardUntyped');
  }
  return (
    <CheckboxField
      name={props.name}
      required
      checked={props.checked}
      onChange={props.onChange}
      error={props.error}
      label={t('billing.pay.agreement.label', { amount, source })}
    />
  );
}
