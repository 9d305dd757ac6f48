import {
  FIELD_ERROR_CODES,
  type Locale,
  namePieceSchema,
  phoneSchema,
  postalCodeSchema,
  regionsOf,
} from '@orbit/domain';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { type FieldCodes, useEntryForm, useFieldBindings } from '../../../../shared/forms/index.ts';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Alert, Button } from '../../../../shared/ui/index.ts';
import styles from '../../components/checkout.module.css';
import {
  NameFields,
  PhoneField,
  PostalCodeField,
  RegionField,
} from '../../components/customer-fields.tsx';
import { fieldErrorMessageId } from '../../components/field-errors.ts';
import { useStreamingCheckout } from '../../streaming-organic/use-streaming-checkout.ts';
import { submitTrialDetails, type TrialDetails } from './submit-trial-details.ts';

type DetailsField = keyof TrialDetails;

export interface TrialDetailsFormProps {
  onDone(): void;
}

/**
 * "Enter your information" for the trial alone (flows §3.6): name, zip or postal code and phone
 * (the state when the zip check cannot name it) — no card. On Continue the zip check, the
 * captcha check and the quote (`submitTrialDetails`), then review.
 */
export function TrialDetailsForm({ onDone }: TrialDetailsFormProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const services = useAppServices();
  const { config } = services;
  const { state, store, offer } = useStreamingCheckout();
  const [needsState, setNeedsState] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [serverCodes, setServerCodes] = useState<FieldCodes<TrialDetails>>();
  const schema = useMemo(
    () =>
      z.object({
        firstName: namePieceSchema(config.country),
        lastName: namePieceSchema(config.country),
        zip: postalCodeSchema(config.country),
        phone: phoneSchema,
        state: needsState
          ? z.string().check(z.minLength(1, FIELD_ERROR_CODES.REQUIRED))
          : z.string(),
      }),
    [config.country, needsState],
  );
  const stateOptions = useMemo(
    () =>
      regionsOf(config.country).map((region) => ({
        value: region.code,
        label: region.name[locale === 'fr-CA' ? 'fr' : 'en'],
      })),
    [config.country, locale],
  );
  const customer = state.customer;
  const entry = useEntryForm({
    schema,
    defaultValues: {
      firstName: customer?.firstName ?? '',
      lastName: customer?.lastName ?? '',
      zip: customer?.zip ?? '',
      phone: customer?.phone ?? '',
      state: '',
    },
    serverCodes,
    onSubmit: async (details: TrialDetails) => {
      setFormError(undefined);
      const outcome = await submitTrialDetails({ services, store, offer, locale }, details);
      switch (outcome.kind) {
        case 'done':
          onDone();
          return;
        case 'fieldErrors':
          setServerCodes(outcome.codes as FieldCodes<TrialDetails>);
          return;
        case 'needsState':
          setNeedsState(true);
          setServerCodes({ state: FIELD_ERROR_CODES.REQUIRED });
          return;
        case 'formError':
          setFormError(outcome.id);
          return;
        case 'stopped':
          return;
      }
    },
  });
  const { bind } = useFieldBindings<DetailsField, string>(entry, fieldErrorMessageId);

  return (
    <>
      <p className={styles.lead}>{t('trial.information.lead')}</p>
      {formError ? <Alert tone="error">{t(formError)}</Alert> : null}
      <form {...entry.formProps} className={styles.form}>
        <NameFields bind={bind} />
        <PostalCodeField country={config.country} bind={bind} />
        {needsState ? (
          <RegionField country={config.country} options={stateOptions} bind={bind} />
        ) : null}
        <PhoneField bind={bind} />
        <div className={styles.actions}>
          <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
            {entry.busy ? t('checkout.working') : t('checkout.continue')}
          </Button>
        </div>
      </form>
    </>
  );
}
