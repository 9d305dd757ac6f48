import { addressCountryOf, type TrialCustomer } from '@orbit/domain';
import { checkoutCalls } from '@orbit/sdk';
import { useMemo } from 'react';
import { failureOf, reportFailure } from '../../../shared/errors/index.ts';
import { useEntryForm, useFieldBindings } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppConfig, useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Button, TextField } from '../../../shared/ui/index.ts';
import styles from '../components/checkout.module.css';
import { ServiceAddressFields } from '../flow-kit/index.ts';
import { NameFields, PhoneField } from '../index.ts';
import promotion from './promotion.module.css';
import {
  PROMOTION_ACCOUNT_DEFAULTS,
  type PromotionAccountField,
  type PromotionAccountValues,
  promotionAccountSchema,
  promotionFieldMessageId,
} from './promotion-account-model.ts';

const QUIET = { skipGlobalHandler: true } as const;

function valuesOf(customer: TrialCustomer | undefined): PromotionAccountValues {
  if (!customer) return PROMOTION_ACCOUNT_DEFAULTS;
  const { serviceAddress: address, ...person } = customer;
  return {
    ...person,
    addressLine1: address.streetAddress,
    city: address.city,
    state: address.state,
    zip: address.postalCode,
  };
}

/**
 * `account-info` (flows §4.3): who the new account is for and the service address, by the
 * market's field rules; on Continue the address goes to `validate/customer-info` as the
 * checkouts send it (a postal code not of its state or province is the zip's error; a check
 * that cannot answer does not stop the visitor: the activation checks the address again).
 */
export interface PromotionAccountStepProps {
  customer: TrialCustomer | undefined;
  onDone(customer: TrialCustomer): void;
}

export function PromotionAccountStep({ customer, onDone }: PromotionAccountStepProps) {
  const t = useT();
  const services = useAppServices();
  const { country } = useAppConfig();
  const calls = useCareCalls(checkoutCalls);
  const schema = useMemo(() => promotionAccountSchema(country), [country]);

  const submit = async (entered: TrialCustomer) => {
    const address = entered.serviceAddress;
    try {
      const checked = await calls.validateCustomerInfo(
        {
          serviceAddress: {
            streetAddress: address.streetAddress,
            city: address.city,
            state: address.state,
            zip: address.postalCode,
            country: addressCountryOf(country),
          },
        },
        QUIET,
      );
      if (checked.addressValidation?.status === 'notValid') {
        entry.showMessages({ zip: 'promotion.account.addressNotValid' });
        return;
      }
    } catch (error) {
      const failure = failureOf(error);
      reportFailure(services.errors, failure, { name: 'promotion address', serverFault: 'stay' });
      if (failure.kind === 'sessionTimedOut') return;
    }
    onDone(entered);
  };

  const entry = useEntryForm({ schema, defaultValues: valuesOf(customer), onSubmit: submit });
  const { bind } = useFieldBindings<PromotionAccountField, string>(entry, promotionFieldMessageId);
  return (
    <form {...entry.formProps} className={styles.form} aria-labelledby="promotion-account">
      <h2 id="promotion-account" className={styles.subhead}>
        {t('promotion.account.title')}
      </h2>
      <p>{t('promotion.account.lead')}</p>
      <fieldset className={promotion.group}>
        <legend className={promotion.legend}>{t('promotion.account.aboutYou')}</legend>
        <NameFields bind={bind} />
        <TextField
          {...bind('email')}
          label={t('promotion.account.email')}
          hint={t('promotion.account.emailHint')}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <PhoneField bind={bind} />
      </fieldset>
      <fieldset className={promotion.group}>
        <legend className={promotion.legend}>{t('promotion.account.serviceAddress')}</legend>
        <ServiceAddressFields country={country} bind={bind} />
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
          {entry.busy ? t('promotion.working') : t('promotion.account.continue')}
        </Button>
      </div>
    </form>
  );
}
