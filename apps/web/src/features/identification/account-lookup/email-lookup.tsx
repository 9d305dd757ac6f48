import { type CareCustomerEmailResult, checkEmail, type FieldErrorCode } from '@orbit/domain';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { schemaOfCodes, useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button, buttonClassName, TextField } from '../../../shared/ui/index.ts';
import styles from '../find-your-radio/find-your-radio.module.css';
import lookupStyles from './account-lookup.module.css';
import type { LookupFormCommon } from './flepz-form.tsx';
import { lookupFieldErrorId } from './lookup-field-errors.ts';
import { SIGN_IN_PATH } from './sign-in-path.ts';

type Values = { email: string };

/** Email (flows §1.1 account lookup by email): the email, checked as a lookup field. */
export function EmailLookupForm({
  country,
  busy,
  serverErrors,
  onInvalid,
  onLookup,
}: LookupFormCommon<'email'> & { onLookup(email: string): void }) {
  const t = useT();
  const schema = useMemo(
    () =>
      schemaOfCodes((values: Values) => {
        const code: FieldErrorCode | null = checkEmail(values.email, country, { forLookup: true });
        return code ? { email: code } : {};
      }),
    [country],
  );
  const entry = useEntryForm({
    schema,
    defaultValues: { email: '' },
    busy,
    serverCodes: serverErrors,
    checkOnBlur: true,
    onSubmit: (values) => onLookup(values.email.trim()),
    onInvalid,
  });
  const code = entry.codeOf('email');
  return (
    <form {...entry.formProps} className={styles.form}>
      <TextField
        label={t('lookup.field.email')}
        {...entry.field('email')}
        name="lookupEmail"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        error={code ? t(lookupFieldErrorId('email', code)) : undefined}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
          {entry.busy ? t('lookup.searching') : t('lookup.email.find')}
        </Button>
      </div>
    </form>
  );
}

/**
 * What an email has: its streaming subscriptions (masked email) and trials (the radio's last
 * four), with sign-in to manage them. The lookup proves nothing about who typed the email, so
 * nothing more is shown and nothing opens.
 */
export interface EmailSubscriptionsProps {
  result: CareCustomerEmailResult;
  onSearchAgain(): void;
}

export function EmailSubscriptions({ result, onSearchAgain }: EmailSubscriptionsProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const count = result.streamingSubscriptions.length + result.trialSubscriptions.length;
  return (
    <section aria-labelledby={headingId} className={lookupStyles.result}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={lookupStyles.resultTitle}>
        {t('lookup.email.found', { count })}
      </h2>
      <ul className={lookupStyles.plainList}>
        {result.streamingSubscriptions.map((entry) => (
          <li key={entry.subscriptionId}>
            {t('lookup.email.streaming', {
              planName: entry.planName,
              maskedEmail: entry.maskedEmail,
            })}
          </li>
        ))}
        {result.trialSubscriptions.map((entry) => (
          <li key={entry.subscriptionId}>
            {entry.radioIdLastFour
              ? t('lookup.email.trial', { planName: entry.planName, last4: entry.radioIdLastFour })
              : t('lookup.email.trialNoRadio', { planName: entry.planName })}
          </li>
        ))}
      </ul>
      <div className={lookupStyles.actions}>
        <Link to={SIGN_IN_PATH} className={buttonClassName('primary')}>
          {t('lookup.email.signIn')}
        </Link>
        <Button variant="quiet" onClick={onSearchAgain}>
          {t('lookup.result.searchAgain')}
        </Button>
      </div>
    </section>
  );
}
