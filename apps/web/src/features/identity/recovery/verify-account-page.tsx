import { type Locale, rulesCountryForLocale } from '@orbit/domain';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Alert, Button, buttonClassName } from '../../../shared/ui/index.ts';
import {
  accountLookupCatalog,
  identificationCatalog,
  type LookupProblem,
  LpzForm,
  RadioAccountForm,
} from '../../identification/index.ts';
import styles from '../identity.module.css';
import recoveryStyles from './recovery.module.css';
import { trackRecoveryFieldErrors } from './recovery-analytics.ts';
import { RecoveryCard } from './recovery-card.tsx';
import { PAY_BILL_PATH, recoveryPath } from './recovery-paths.ts';
import { useVerifyAccount } from './use-verify-account.ts';

/** Every failure names the care number from configuration; a link refusal cannot happen here. */
const PROBLEM_IDS: Record<LookupProblem, string> = {
  notFound: 'identity.recovery.verify.problem.notFound',
  unconfirmed: 'identity.recovery.verify.problem.unconfirmed',
  notSupported: 'identity.recovery.verify.problem.notSupported',
  tooMany: 'identity.recovery.verify.problem.tooMany',
  failed: 'identity.recovery.verify.problem.failed',
  linkRefused: 'identity.recovery.verify.problem.failed',
};

/**
 * One step of the page. The steps after the first take focus on their heading when they come,
 * so the outcome of the form just sent is read; the first step keeps focus where it was.
 */
function Step({ title, focus, children }: { title: string; focus: boolean; children: ReactNode }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section aria-labelledby={headingId} className={recoveryStyles.step}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * `verify-your-account` (flows §7.3): find the account by Radio ID with the account number or
 * last name, confirm it with last name, phone and ZIP (LPZ), then pay the bill or reset the
 * password. Failures name the care phone number from configuration.
 */
export function VerifyAccountPage() {
  return (
    <CatalogLayer catalog={identificationCatalog}>
      <CatalogLayer catalog={accountLookupCatalog}>
        <VerifyAccountContent />
      </CatalogLayer>
    </CatalogLayer>
  );
}

function VerifyAccountContent() {
  const t = useT();
  const { config, dataLayer } = useAppServices();
  const locale = useIntl().locale as Locale;
  const country = rulesCountryForLocale(locale);
  const { view, busy, lookUp, verify, restart } = useVerifyAccount(locale);
  const phone = config.care.phone;
  const onInvalid = (errors: Readonly<Record<string, string | undefined>>) =>
    trackRecoveryFieldErrors(dataLayer, 'verifyYourAccount', errors);

  return (
    <RecoveryCard page="verifyYourAccount" title={t('identity.recovery.verify.title')}>
      <p className={styles.lead}>{t('identity.recovery.verify.lead')}</p>
      {view.step === 'find' ? (
        <Step key="find" title={t('identity.recovery.verify.findTitle')} focus={false}>
          {view.problem ? (
            <Alert tone="error">{t(PROBLEM_IDS[view.problem], { phone })}</Alert>
          ) : null}
          <RadioAccountForm
            country={country}
            busy={busy}
            serverErrors={view.serverErrors}
            onInvalid={onInvalid}
            onLookup={(request) => void lookUp(request)}
          />
        </Step>
      ) : null}
      {view.step === 'confirm' ? (
        <Step key="confirm" title={t('identity.recovery.verify.confirmTitle')} focus>
          <LpzForm
            country={country}
            busy={busy}
            refusal={view.refusal}
            serverErrors={view.verifyErrors}
            onInvalid={onInvalid}
            onVerify={(fields) => void verify(fields)}
          />
          <div className={styles.actions}>
            <Button variant="quiet" onClick={restart}>
              {t('identity.recovery.verify.another')}
            </Button>
          </div>
        </Step>
      ) : null}
      {view.step === 'verified' ? (
        <Step key="verified" title={t('identity.recovery.verify.doneTitle')} focus>
          <Alert tone="success">{t('identity.recovery.verify.done')}</Alert>
          <div className={styles.actions}>
            <Link to={PAY_BILL_PATH} className={buttonClassName('primary')}>
              {t('identity.recovery.verify.pay')}
            </Link>
            <Link to={recoveryPath('forgotPassword')} className={buttonClassName('secondary')}>
              {t('identity.recovery.verify.resetPassword')}
            </Link>
          </div>
        </Step>
      ) : null}
    </RecoveryCard>
  );
}

export default VerifyAccountPage;
