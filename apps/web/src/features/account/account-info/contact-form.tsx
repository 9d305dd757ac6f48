import { type CareAccount, customerInfoFormSchema } from '@orbit/domain';
import { accountCalls } from '@orbit/sdk';
import { type FormEvent, useEffect, useState } from 'react';
import { failureMessageId } from '../../../shared/errors/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, TextField, useFocusInvalid } from '../../../shared/ui/index.ts';
import { trackAccountUserErrors } from '../account-analytics.ts';
import {
  type AccountField,
  fieldCodesOf,
  fieldMessageId,
  serverFieldCodes,
} from '../field-messages.ts';
import { displayPhone } from '../formatting.ts';
import { useGuardedAccount } from '../guard/guarded-account.ts';
import { formExplains, useAccountChange } from '../use-account-change.ts';
import styles from './account-info.module.css';
import { countryOfAccount, customerInfoOf } from './customer-info.ts';

type ContactField = 'firstName' | 'lastName' | 'email' | 'phoneNumber';
type ContactValues = Record<ContactField, string>;
const CONTACT_FIELDS: readonly ContactField[] = ['firstName', 'lastName', 'email', 'phoneNumber'];

function contactSchema(account: CareAccount) {
  return customerInfoFormSchema(countryOfAccount(account)).pick({
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
  const { formRef, focusInvalid } = useFocusInvalid();
  const [values, setValues] = useState<ContactValues>({
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email ?? '',
    phoneNumber: account.phone ? displayPhone(account.phone) : '',
  });
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [problem, setProblem] = useState<string>();
  const busy = change.isPending;

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [formRef]);

  const show = (codes: Partial<Record<ContactField, string>>) => {
    const found: Partial<Record<ContactField, string>> = {};
    for (const [field, code] of Object.entries(codes) as [ContactField, string][]) {
      found[field] = t(fieldMessageId(field as AccountField, code));
    }
    setErrors(found);
    focusInvalid();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = contactSchema(account).safeParse(values);
    if (!parsed.success) {
      const codes = fieldCodesOf<ContactField>(parsed.error);
      show(codes);
      trackAccountUserErrors(dataLayer, 'contactInfo', codes);
      return;
    }
    setProblem(undefined);
    const outcome = await change.mutateAsync(customerInfoOf(account, parsed.data));
    if (outcome.ok) {
      onDone(true);
      return;
    }
    const { failure } = outcome;
    if (!formExplains(failure)) return;
    const fields = serverFieldCodes(failure.fieldErrors, CONTACT_FIELDS);
    if (Object.keys(fields).length > 0) show(fields);
    else setProblem(t(failureMessageId(failure, 'account.save.failed')));
  };

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className={styles.row}>
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
      </div>
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
