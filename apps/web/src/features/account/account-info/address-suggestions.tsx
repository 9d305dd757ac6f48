import type { Address } from '@orbit/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button } from '../../../shared/ui/index.ts';
import styles from './account-info.module.css';
import type { AccountAddressInput } from './address-input.ts';

function oneLine(address: AccountAddressInput | Address): string {
  return [
    address.addressLine1,
    address.addressLine2,
    `${address.city}, ${address.state} ${address.zip}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * "Did you mean…": the validator's corrections to choose from, or the address as typed. Focus
 * moves to the question when it appears, so a screen-reader user hears it.
 */
export function AddressSuggestions({
  typed,
  options,
  unverified,
  busy,
  onUse,
  onEdit,
}: {
  typed: AccountAddressInput;
  options: readonly Address[];
  unverified: boolean;
  busy: boolean;
  onUse(address: AccountAddressInput): void;
  onEdit(): void;
}) {
  const t = useT();
  const headingId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [choice, setChoice] = useState(options.length > 0 ? '0' : 'typed');

  useEffect(() => ref.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const picked = choice === 'typed' ? undefined : options[Number(choice)];
    onUse(
      picked
        ? {
            addressLine1: picked.addressLine1,
            addressLine2: picked.addressLine2,
            city: picked.city,
            state: picked.state,
            zip: picked.zip,
          }
        : typed,
    );
  };

  return (
    <form className={styles.suggestions} onSubmit={submit} aria-labelledby={headingId}>
      <div ref={ref} tabIndex={-1} className={styles.question}>
        <h3 id={headingId} className={styles.subheading}>
          {t(options.length > 0 ? 'account.address.didYouMean' : 'account.address.notFound')}
        </h3>
        <p>
          {t(
            options.length > 0
              ? unverified
                ? 'account.address.didYouMeanUnsure'
                : 'account.address.didYouMeanBody'
              : 'account.address.notFoundBody',
          )}
        </p>
      </div>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t('account.address.choice')}</legend>
        {options.map((option, index) => (
          <label key={oneLine(option)} className={styles.choice}>
            <input
              type="radio"
              name="address"
              value={String(index)}
              checked={choice === String(index)}
              onChange={() => setChoice(String(index))}
            />
            <span>{oneLine(option)}</span>
          </label>
        ))}
        <label className={styles.choice}>
          <input
            type="radio"
            name="address"
            value="typed"
            checked={choice === 'typed'}
            onChange={() => setChoice('typed')}
          />
          <span>{t('account.address.keepMine', { address: oneLine(typed) })}</span>
        </label>
      </fieldset>
      <div className={styles.formActions}>
        <Button type="submit" disabled={busy}>
          {t(busy ? 'account.dialog.saving' : 'account.address.use')}
        </Button>
        <Button variant="secondary" onClick={onEdit} disabled={busy}>
          {t('account.address.edit')}
        </Button>
      </div>
    </form>
  );
}
