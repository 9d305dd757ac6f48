import {
  type CareAccount,
  type Country,
  checkEmail,
  type EbillEnrollmentRequest,
} from '@orbit/domain';
import { billingCalls } from '@orbit/sdk';
import { useId, useMemo, useState } from 'react';
import { failureMessageId, failureOf } from '../../../shared/errors/index.ts';
import { schemaOfCheck, useEntryForm } from '../../../shared/forms/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, CheckboxField, Panel, TextField } from '../../../shared/ui/index.ts';
import styles from '../billing.module.css';
import { reportBillingFailure } from '../billing-failure.ts';
import { ACCOUNT_BILLING_FLOW, trackUserErrors } from '../shared/billing-analytics.ts';
import { useBillingFields } from '../shared/billing-fields.ts';
import { useBillingChange } from '../use-billing-change.ts';

const QUIET = { skipGlobalHandler: true } as const;

/** A masked address (j******@example.com) is for showing, not for sending back. */
function isMasked(email: string | null): boolean {
  return !email || email.includes('*');
}

/** The e-bill form as typed: the box, and the address bills go to when it is ticked. */
interface EbillValues {
  ebillEnrollment: boolean;
  email: string;
}

/** Turning e-bill on needs an address of the market's email rule; turning it off, nothing. */
function ebillEntrySchema(country: Country) {
  return schemaOfCheck((values: EbillValues) => {
    if (!values.ebillEnrollment) {
      const optOut: EbillEnrollmentRequest = { ebillEnrollment: false };
      return { ok: true, values: optOut };
    }
    const code = checkEmail(values.email, country);
    if (code) return { ok: false, errors: { email: code } };
    const enrol: EbillEnrollmentRequest = { ebillEnrollment: true, email: values.email.trim() };
    return { ok: true, values: enrol };
  });
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
  const schema = useMemo(() => ebillEntrySchema(config.country), [config.country]);
  const [enrolled, setEnrolled] = useState(account.billingStatus.isEBill);
  const [shownEmail, setShownEmail] = useState(account.email);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();

  const save = async (request: EbillEnrollmentRequest) => {
    setNotice(undefined);
    try {
      const result = await enrollment.mutateAsync(request);
      setEnrolled(result.isEBill);
      entry.form.setValue('ebillEnrollment', result.isEBill);
      setShownEmail(result.email);
      setNotice({
        tone: 'success',
        text: result.isEBill
          ? t('billing.ebill.enrolled', { email: result.email ?? request.email ?? '' })
          : t('billing.ebill.optedOut'),
      });
    } catch (error) {
      const failure = failureOf(error);
      reportBillingFailure(errors, failure, 'e-bill enrollment', { staysOnPage: true });
      if (!entry.showFieldFailures(failure)) {
        setNotice({ tone: 'error', text: t(failureMessageId(failure, 'billing.ebill.error')) });
      }
    }
  };
  const entry = useEntryForm({
    schema,
    defaultValues: {
      ebillEnrollment: account.billingStatus.isEBill,
      email: isMasked(account.email) ? '' : (account.email ?? ''),
    },
    busy: enrollment.isPending,
    onSubmit: save,
    onInvalid: (codes) => {
      setNotice(undefined);
      trackUserErrors(dataLayer, `${ACCOUNT_BILLING_FLOW}.ebill`, codes);
    },
  });
  const fields = useBillingFields<'email'>(entry);
  const busy = entry.busy;

  return (
    <Panel title={t('billing.ebill.title')} spacing="flow" titleId={titleId}>
      <p>
        {enrolled
          ? t('billing.ebill.statusOn', { email: shownEmail ?? '' })
          : t('billing.ebill.statusOff')}
      </p>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <form {...entry.formProps} aria-labelledby={titleId}>
        <CheckboxField
          {...entry.checkbox('ebillEnrollment')}
          label={t('billing.ebill.toggle')}
          hint={t('billing.ebill.toggleHint')}
        />
        {entry.form.watch('ebillEnrollment') ? (
          <TextField
            {...fields.bind('email')}
            type="email"
            label={t('billing.ebill.email')}
            autoComplete="email"
            maxLength={254}
          />
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('billing.working') : t('billing.ebill.save')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
