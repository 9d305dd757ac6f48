import type { Address } from '@orbit/domain';
import { useEffect, useId, useRef } from 'react';
import * as z from 'zod/mini';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button } from '../../../shared/ui/index.ts';
import styles from './account-info.module.css';
import type { AccountAddressInput } from './address-input.ts';

/** The choice: a correction's index, or the address as typed. */
const TYPED = 'typed';
const choiceSchema = z.object({ choice: z.string() });

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
 * moves to the question when it appears, so a screen-reader user hears it. The form is busy
 * while the address chosen is saved (`onUse`).
 */
export function AddressSuggestions({
  typed,
  options,
  unverified,
  onUse,
  onEdit,
}: {
  typed: AccountAddressInput;
  options: readonly Address[];
  unverified: boolean;
  onUse(address: AccountAddressInput): Promise<unknown>;
  onEdit(): void;
}) {
  const t = useT();
  const headingId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const entry = useEntryForm({
    schema: choiceSchema,
    defaultValues: { choice: options.length > 0 ? '0' : TYPED },
    onSubmit: ({ choice }) => {
      const picked = choice === TYPED ? undefined : options[Number(choice)];
      return onUse(
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
    },
  });
  const chosen = entry.field('choice');
  const busy = entry.busy;

  useEffect(() => ref.current?.focus(), []);

  const option = (value: string, text: string) => (
    <label key={value} className={styles.choice}>
      <input
        type="radio"
        name="address"
        value={value}
        checked={chosen.value === value}
        onChange={() => chosen.onChange({ target: { value } })}
      />
      <span>{text}</span>
    </label>
  );

  return (
    <form {...entry.formProps} className={styles.suggestions} aria-labelledby={headingId}>
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
        {options.map((address, index) => option(String(index), oneLine(address)))}
        {option(TYPED, t('account.address.keepMine', { address: oneLine(typed) }))}
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
