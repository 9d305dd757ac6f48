import type { AccountCreditCard } from '@orbit/domain';
import { type ReactNode, useId } from 'react';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import styles from '../billing.module.css';
import { cardNameOf } from '../shared/card-name.ts';
import { CardStatusBadge } from '../shared/card-status-badge.tsx';
import { isCardOnFileUsable, type PaySource } from './pay-form-model.ts';

export interface PaymentSourceOptionsProps {
  cardOnFile: AccountCreditCard | null;
  value: PaySource;
  onChange(source: PaySource): void;
}

/**
 * Where the money comes from: the card on file (with its status; an expired one is shown but
 * cannot be chosen, and says why), a new card, or a gift card. Native radio buttons.
 */
export function PaymentSourceOptions({ cardOnFile, value, onChange }: PaymentSourceOptionsProps) {
  const t = useT();
  const day = useFormatDay();
  const noteId = useId();
  const usable = isCardOnFileUsable(cardOnFile);
  const option = (source: PaySource, label: ReactNode, disabled = false) => (
    <label className={styles.option}>
      <input
        type="radio"
        name="paySource"
        value={source}
        checked={value === source}
        disabled={disabled}
        aria-describedby={source === 'cardOnFile' && cardOnFile ? noteId : undefined}
        onChange={() => onChange(source)}
      />
      <span className={styles.optionText}>{label}</span>
    </label>
  );
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{t('billing.pay.source.legend')}</legend>
      {cardOnFile ? (
        <>
          {option(
            'cardOnFile',
            <>
              {t('billing.pay.source.cardOnFile', {
                brand: cardNameOf(cardOnFile.type),
                last4: cardOnFile.last4Digits,
              })}
              <CardStatusBadge status={cardOnFile.status} />
            </>,
            !usable,
          )}
          <p id={noteId} className={styles.optionNote}>
            {t(usable ? 'billing.pay.source.cardOnFileExpires' : 'billing.pay.source.expiredNote', {
              date: day(cardOnFile.expirationDate),
            })}
          </p>
        </>
      ) : null}
      {option('newCard', t('billing.pay.source.newCard'))}
      {option('giftCard', t('billing.pay.source.giftCard'))}
    </fieldset>
  );
}
