import type { Locale } from '@orbit/domain';
import { useState } from 'react';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Alert } from '../../../../shared/ui/index.ts';
import styles from '../../components/checkout.module.css';
import type { OwnTrialAccount } from '../../streaming-organic/checkout-store.ts';
import { useStreamingCheckout } from '../../streaming-organic/use-streaming-checkout.ts';
import { OwnAccountSummary } from './own-account-summary.tsx';
import { quoteTrialAlone } from './submit-trial-details.ts';

export interface OwnAccountDetailsProps {
  account: OwnTrialAccount;
  onDone(): void;
}

/**
 * "Enter your information" on the signed-in owner's account (ADR 060): nothing to type — the
 * account's holder, number and email, then on Continue the trial alone priced at its address.
 */
export function OwnAccountDetails({ account, onDone }: OwnAccountDetailsProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const services = useAppServices();
  const { store, offer } = useStreamingCheckout();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();
  const { customer } = account;

  const proceed = async () => {
    setBusy(true);
    setFormError(undefined);
    const outcome = await quoteTrialAlone({ services, store, offer, locale }, customer);
    setBusy(false);
    if (outcome.kind === 'done') onDone();
    else if (outcome.kind === 'formError') setFormError(outcome.id);
    else if (outcome.kind !== 'stopped') setFormError('checkout.error.unexpected');
  };

  return (
    <>
      <p className={styles.lead}>{t('trial.own.informationLead')}</p>
      {formError ? <Alert tone="error">{t(formError)}</Alert> : null}
      <OwnAccountSummary
        holder={`${customer.firstName} ${customer.lastName}`}
        accountNumber={account.accountNumber}
        email={account.email}
        busy={busy}
        onContinue={() => void proceed()}
      />
    </>
  );
}
