import { type CareAccount, customerInfoFormSchema } from '@orbit/domain';
import { accountCalls } from '@orbit/sdk';
import { useEffect, useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { failureMessageId } from '../../../shared/errors/index.ts';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, FieldRow, TextField } from '../../../shared/ui/index.ts';
import { trackAccountUserErrors } from '../account-analytics.ts';
import { fieldMessageId } from '../field-messages.ts';
import { displayPhone } from '../formatting.ts';
import { useGuardedAccount } from '../guard/guarded-account.ts';
import { formExplains, useAccountChange } from '../use-account-change.ts';
import styles from './account-info.module.css';
import { countryOfAccount, customerInfoOf } from './customer-info.ts';

type ContactField = 'firstName' | 'lastName' | 'email' | 'phoneNumber';

function contactSchema(account: CareAccount) {
  return z.pick(customerInfoFormSchema(countryOfAccount(account)), {
    firstName: true,
    lastName: true,
    email: true,
    phoneNumber: true,
  });
}

/** Names, email and phone (flows §0 rules of the account's market), saved with the rest as is. */
export function ContactForm({ onDone }: { onDone(saved: boolean): void }) {
  const t = useT();
  const calls = useCareCalls(accountCalls);
  const { dataLayer } = useAppServices();
  const { account } = useGuardedAccount();
  const change = useAccountChange('update contact information', calls.updateCustomerInfo);
  const [problem, setProblem] = useState<string>();
  const schema = useMemo(() => contactSchema(account), [account]);

  const save = async (contact: z.output<ReturnType<typeof contactSchema>>) => {
    setProblem(undefined);
    const outcome = await change.mutateAsync(customerInfoOf(account, contact));
    if (outcome.ok) {
      onDone(true);
      return;
    }
    const { failure } = outcome;
    if (!formExplains(failure)) return;
    if (!entry.showFieldFailures(failure)) {
      setProblem(t(failureMessageId(failure, 'account.save.failed')));
    }
  };
  const entry = useEntryForm({
    schema,
    defaultValues: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email ?? '',
      phoneNumber: account.phone ? displayPhone(account.phone) : '',
    },
    busy: change.isPending,
    onSubmit: save,
    onInvalid: (codes) => trackAccountUserErrors(dataLayer, 'contactInfo', codes),
  });
  const busy = entry.busy;
  const formRef = entry.formProps.ref;

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [formRef]);

  const field = (name: ContactField) => {
    const code = entry.codeOf(name);
    return {
      ...entry.field(name),
      error: code ? t(fieldMessageId(name, code)) : undefined,
      required: true,
    };
  };

  return (
    <form {...entry.formProps} className={styles.form}>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <FieldRow>
        <TextField
          {...field('firstName')}
          label={t('account.contact.firstName')}
          autoComplete="given-name"
          maxLength={50}
        />
        <TextField
          {...field('lastName')}
          label={t('account.contact.lastName')}
          autoComplete="family-name"
          maxLength={50}
        />
      </FieldRow>
      <TextField
        {...field('email')}
        type="email"
        label={t('account.contact.email')}
        autoComplete="email"
        maxLength={254}
      />
      <TextField
        {...field('phoneNumber')}
        type="tel"
        label={t('account.contact.phone')}
        hint={t('account.contact.phoneHint')}
        autoComplete="tel-national"
        maxLength={12}
      />
      <div className={styles.formActions}>
        <Button type="submit" disabled={busy}>
          {t(busy ? 'account.dialog.saving' : 'account.save')}
        </Button>
        <Button variant="secondary" onClick={() => onDone(false)} disabled={busy}>
          {t('account.dialog.cancel')}
        </Button>
      </div>
    </form>
  );
}
