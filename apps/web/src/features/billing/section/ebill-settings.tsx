import { type CareAccount, checkEmail, type EbillEnrollmentRequest } from '@orbit/domain';
import { billingCalls } from '@orbit/sdk';
import { type FormEvent, useId, useState } from 'react';
import { failureMessageId, failureOf } from '../../../shared/errors/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import {
  Alert,
  Button,
  Card,
  CheckboxField,
  TextField,
  useFocusInvalid,
} from '../../../shared/ui/index.ts';
import styles from '../billing.module.css';
import { reportBillingFailure } from '../billing-failure.ts';
import { ACCOUNT_BILLING_FLOW, trackUserErrors } from '../shared/billing-analytics.ts';
import { billingFieldMessageId } from '../shared/field-messages.ts';
import { useBillingChange } from '../use-billing-change.ts';

const QUIET = { skipGlobalHandler: true } as const;

/** A masked address (j******@example.com) is for showing, not for sending back. */
function isMasked(email: string | null): boolean {
  return !email || email.includes('*');
}

/**
 * E-bill (flows §7.1 billing): bills by email to an address, or by mail. Turning it on needs
 * the address (the account's own, unless masked, to start with); turning it off needs nothing.
 */
export function EbillSettings({ account }: { account: CareAccount }) {
  const t = useT();
  const titleId = useId();
  const { config, dataLayer, errors } = useAppServices();
  const billing = useCareCalls(billingCalls);
  const enrollment = useBillingChange((request: EbillEnrollmentRequest) =>
    billing.updateEbillEnrollment(request, QUIET),
  );
  const { formRef, focusInvalid } = useFocusInvalid();
  const [enrolled, setEnrolled] = useState(account.billingStatus.isEBill);
  const [wanted, setWanted] = useState(account.billingStatus.isEBill);
  const [email, setEmail] = useState(isMasked(account.email) ? '' : (account.email ?? ''));
  const [shownEmail, setShownEmail] = useState(account.email);
  const [emailError, setEmailError] = useState<string>();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const busy = enrollment.isPending;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setNotice(undefined);
    if (wanted) {
      const code = checkEmail(email, config.country);
      if (code) {
        setEmailError(billingFieldMessageId('email', code));
        focusInvalid();
        trackUserErrors(dataLayer, `${ACCOUNT_BILLING_FLOW}.ebill`, { email: code });
        return;
      }
    }
    setEmailError(undefined);
    try {
      const result = await enrollment.mutateAsync(
        wanted ? { ebillEnrollment: true, email: email.trim() } : { ebillEnrollment: false },
      );
      setEnrolled(result.isEBill);
      setWanted(result.isEBill);
      setShownEmail(result.email);
      setNotice({
        tone: 'success',
        text: result.isEBill
          ? t('billing.ebill.enrolled', { email: result.email ?? email.trim() })
          : t('billing.ebill.optedOut'),
      });
    } catch (error) {
      const failure = failureOf(error);
      reportBillingFailure(errors, failure, 'e-bill enrollment', { staysOnPage: true });
      const emailRefusal = failure.fieldErrors.find(({ fieldName }) => fieldName === 'email');
      if (emailRefusal) {
        setEmailError(billingFieldMessageId('email', emailRefusal.errorCode));
        focusInvalid();
      } else {
        setNotice({ tone: 'error', text: t(failureMessageId(failure, 'billing.ebill.error')) });
      }
    }
  };

  return (
    <Card className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('billing.ebill.title')}
      </h2>
      <p>
        {enrolled
          ? t('billing.ebill.statusOn', { email: shownEmail ?? '' })
          : t('billing.ebill.statusOff')}
      </p>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <form ref={formRef} onSubmit={save} noValidate aria-labelledby={titleId}>
        <CheckboxField
          name="ebillEnrollment"
          label={t('billing.ebill.toggle')}
          hint={t('billing.ebill.toggleHint')}
          checked={wanted}
          onChange={(event) => setWanted(event.target.checked)}
        />
        {wanted ? (
          <TextField
            type="email"
            name="email"
            label={t('billing.ebill.email')}
            autoComplete="email"
            required
            maxLength={254}
            value={email}
            error={emailError ? t(emailError) : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(undefined);
            }}
          />
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('billing.working') : t('billing.ebill.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
