import type { CareTrialActivation, Country, Locale } from '@orbit/domain';
import { trialCalls } from '@orbit/sdk';
import { useMemo, useState } from 'react';
import { trackFieldUserErrors } from '../../../shared/analytics/user-errors.ts';
import { type FieldCodes, useEntryForm, useFieldBindings } from '../../../shared/forms/index.ts';
import { useAskedHumanCheck } from '../../../shared/human-check/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppConfig, useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { TextField } from '../../../shared/ui/index.ts';
import { ServiceAddressFields } from '../../checkout/flow-kit/index.ts';
import { NameFields, PasswordAndAgreement, PhoneField } from '../../checkout/index.ts';
import styles from './activation.module.css';
import type { ClaimableOffer } from './activation-store.ts';
import { claimWith } from './claim-outcome.ts';
import {
  SERVER_FIELD_ALIASES,
  type TrialAccountEntry,
  type TrialAccountField,
  type TrialAccountValues,
  trialAccountDefaults,
  trialAccountSchema,
  trialFieldMessageId,
} from './trial-account-model.ts';
import type { RadioProof } from './trial-offer.ts';
import { useActivationStore } from './use-activation-store.ts';
import { useEmailCheck } from './use-email-check.ts';

const QUIET = { skipGlobalHandler: true } as const;

export interface NewAccountClaimProps {
  offer: ClaimableOffer;
  proof: RadioProof;
  onActivated(activation: CareTrialActivation): void;
}

/**
 * The new-account form of every activation flow (flows §3.2): who the trial is for, the service
 * address by the market's rules, an optional password that creates the online sign-in now, and
 * the customer agreement; prefilled from the link's record of sale. The email is checked for
 * delivery when the customer leaves it (never whether an account uses it, ADR 025). The claim is
 * `trial-activation/new-account` with the attempt's transaction id as its Idempotency-Key; a 428
 * shows the human check and the next press carries its proof.
 */
export function NewAccountClaim({ offer, proof, onActivated }: NewAccountClaimProps) {
  const t = useT();
  const services = useAppServices();
  const config = useAppConfig();
  const country: Country = config.country;
  const locale = useIntl().locale as Locale;
  const calls = useCareCalls(trialCalls);
  const { store } = useActivationStore();
  const humanCheck = useAskedHumanCheck();
  const emailCheck = useEmailCheck();
  const [problem, setProblem] = useState<string>();
  const schema = useMemo(() => trialAccountSchema(country), [country]);

  const claim = async ({ customer, password }: TrialAccountEntry) => {
    setProblem(undefined);
    if (emailCheck.isUndeliverable(customer.email)) {
      entry.showMessages({ email: 'activation.field.email.undeliverable' });
      return;
    }
    const { transactionId } = store.get();
    const outcome = await claimWith(services, 'trial new account', () =>
      calls.newAccount(
        {
          ...proof,
          planCode: offer.trial.planCode,
          customer,
          ...(password ? { password } : {}),
          languagePreference: locale,
          agreementAccepted: true,
          transactionId,
          ...humanCheck.takeProof(),
        },
        QUIET,
      ),
    );
    if (outcome.kind === 'activated') {
      onActivated(outcome.activation);
      return;
    }
    // The same claim may be sent again once corrected: a new attempt, so a new Idempotency-Key.
    store.newAttempt({});
    switch (outcome.kind) {
      case 'humanCheck':
        if (!(await humanCheck.askedBy(outcome.failure))) setProblem('activation.claim.failed');
        return;
      case 'fields':
        if (!entry.showFieldFailures(outcome.failure, SERVER_FIELD_ALIASES)) {
          setProblem('activation.claim.failed');
        }
        return;
      case 'refused':
        setProblem(outcome.messageId);
        return;
      case 'stopped':
        return;
    }
  };

  const entry = useEntryForm({
    schema,
    defaultValues: trialAccountDefaults(offer.prefill),
    onSubmit: claim,
    onInvalid: (codes: FieldCodes<TrialAccountValues>) =>
      trackFieldUserErrors(services.dataLayer, { form: 'trialactivation.newaccount' }, codes),
  });
  const { bind, errorOf } = useFieldBindings<TrialAccountField, string>(entry, trialFieldMessageId);
  const email = entry.field('email');
  const emailNotice = emailCheck.isUndeliverable(email.value)
    ? t('activation.field.email.undeliverable')
    : undefined;

  return (
    <form {...entry.formProps} className={styles.form} aria-labelledby="activation-new-account">
      <h2 id="activation-new-account" className={styles.subhead}>
        {t('activation.newAccount.title')}
      </h2>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('activation.newAccount.aboutYou')}</legend>
        <NameFields bind={bind} />
        <TextField
          {...bind('email')}
          error={errorOf('email') ?? emailNotice}
          onBlur={() => {
            email.onBlur();
            void emailCheck.check(email.value, country);
          }}
          label={t('activation.newAccount.email')}
          hint={t('activation.newAccount.emailHint')}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <PhoneField bind={bind} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('activation.newAccount.serviceAddress')}</legend>
        <ServiceAddressFields
          country={country}
          // The trial's account names the street line as the order does.
          bind={(field) => bind(field === 'addressLine1' ? 'streetAddress' : field)}
        />
      </fieldset>
      <PasswordAndAgreement
        entry={entry}
        errorOf={errorOf}
        humanCheck={humanCheck}
        problem={problem}
        words={{ form: 'activation.newAccount', page: 'activation' }}
        classNames={{ group: styles.group, legend: styles.legend, actions: styles.actions }}
      />
    </form>
  );
}
