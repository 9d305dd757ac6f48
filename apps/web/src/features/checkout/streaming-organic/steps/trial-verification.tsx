import { type Locale, rulesCountryForLocale } from '@orbit/domain';
import { useEffect, useRef } from 'react';
import { CatalogLayer } from '../../../../shared/i18n/catalog-layer.tsx';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Alert, Button } from '../../../../shared/ui/index.ts';
import {
  accountLookupCatalog,
  LpzForm,
  useLpzVerification,
} from '../../../identification/index.ts';
import styles from '../../components/checkout.module.css';
import { trackUserErrors } from '../flow-analytics.ts';
import type { StepInfo } from '../flow-steps.ts';

export interface TrialVerificationProps {
  /** The trial's plan, to say what the customer is about to follow. */
  planName: string;
  /** The step the dialog opened on (analytics names the fields' errors after it). */
  step: StepInfo;
  /** Last name, phone and zip matched: the care session may now follow the account's trial. */
  onVerified(): void;
  /** Back to the list of subscriptions found. */
  onBack(): void;
}

/**
 * Proving a trial found by the email lookup is the customer's (flows §2.1 step 3b): the account
 * lookup's LPZ form, sent to `authenticate/verify-pii-data`. The email lookup identified the
 * trial's account on the care session, so the server checks the details against it; once they
 * match, `purchase/change-subscription` accepts the trial's subscription id from this session.
 * Loaded only when a customer chooses Subscribe, with the account lookup's messages.
 */
export function TrialVerification(props: TrialVerificationProps) {
  return (
    <CatalogLayer catalog={accountLookupCatalog}>
      <TrialVerificationForm {...props} />
    </CatalogLayer>
  );
}

function TrialVerificationForm({ planName, step, onVerified, onBack }: TrialVerificationProps) {
  const t = useT();
  const services = useAppServices();
  const locale = useIntl().locale as Locale;
  const lpz = useLpzVerification({ onVerified });
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The dialog's content changed under the customer's focus: start them on the first field.
    container.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  return (
    <div ref={container}>
      <p>{t('checkout.existing.verifyFor', { plan: planName })}</p>
      {lpz.unavailable ? (
        <Alert tone="error">
          {t('checkout.existing.verifyUnavailable', { phone: services.config.care.phone })}
        </Alert>
      ) : null}
      <LpzForm
        country={rulesCountryForLocale(locale)}
        busy={lpz.busy}
        refusal={lpz.refusal}
        serverErrors={lpz.serverErrors}
        onInvalid={(errors) =>
          trackUserErrors(
            services.dataLayer,
            step,
            Object.fromEntries(
              Object.entries(errors).map(([field, code]) => [`verify.${field}`, code]),
            ),
          )
        }
        onVerify={lpz.verify}
      />
      <div className={styles.actions}>
        <Button variant="quiet" onClick={onBack}>
          {t('checkout.existing.backToList')}
        </Button>
      </div>
    </div>
  );
}

export default TrialVerification;
