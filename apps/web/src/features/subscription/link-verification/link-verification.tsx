import { type Locale, rulesCountryForLocale } from '@orbit/domain';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { trackFieldUserErrors } from '../../../shared/analytics/user-errors.ts';
import { AskedHumanCheckNotice, useAskedHumanCheck } from '../../../shared/human-check/index.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Alert, buttonClassName, Card } from '../../../shared/ui/index.ts';
import { LpzForm, useLpzVerification } from '../../identification/index.ts';
import styles from './link-verification.module.css';
import { linkVerificationCatalog } from './messages/index.ts';

export interface LinkVerificationProps {
  /** The page's own title (its h1). */
  title: string;
  /** Where "sign in instead" goes, and comes back from. */
  signInTo: string;
  /** Last name, phone and zip matched: the care session may now act on the account. */
  onVerified(): void;
}

/**
 * A change or cancel link identified the account but did not prove it (the server answers
 * VERIFICATION_REQUIRED): identification's LPZ form and its `verifyAccount`, as credential
 * recovery and the streaming trial use them. A refusal says the details did not match, never
 * which; past the account's tries the server's human check runs above Verify; sign in stays
 * offered.
 */
export function LinkVerification(props: LinkVerificationProps) {
  return (
    <CatalogLayer catalog={linkVerificationCatalog}>
      <LinkVerificationCard {...props} />
    </CatalogLayer>
  );
}

function LinkVerificationCard({ title, signInTo, onVerified }: LinkVerificationProps) {
  const t = useT();
  const services = useAppServices();
  const locale = useIntl().locale as Locale;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const humanCheck = useAskedHumanCheck();
  const lpz = useLpzVerification({ onVerified, humanCheck });

  useEffect(() => {
    // The page changed under the customer (the loader, then this): start them at its title.
    heading.current?.focus();
  }, []);

  return (
    <Card className={styles.card}>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <section aria-labelledby={headingId} className={styles.card}>
        <h2 id={headingId}>{t('subscription.verify.title')}</h2>
        <p>{t('subscription.verify.lead')}</p>
        {lpz.unavailable ? (
          <Alert tone="error">
            {t('subscription.verify.unavailable', { phone: services.config.care.phone })}
          </Alert>
        ) : null}
        <LpzForm
          country={rulesCountryForLocale(locale)}
          busy={lpz.busy}
          refusal={lpz.refusal}
          serverErrors={lpz.serverErrors}
          onInvalid={(errors) =>
            trackFieldUserErrors(services.dataLayer, { form: 'linkVerification' }, errors)
          }
          humanCheck={
            lpz.checkAsked ? (
              <AskedHumanCheckNotice
                humanCheck={humanCheck}
                title={t('subscription.verify.humanCheck.title')}
                reason={t('subscription.verify.humanCheck.body')}
                refused={t('subscription.verify.humanCheck.refused')}
              />
            ) : null
          }
          onVerify={lpz.verify}
        />
      </section>
      <div className={styles.actions}>
        <Link to={signInTo} className={buttonClassName('secondary')}>
          {t('subscription.verify.signIn')}
        </Link>
      </div>
    </Card>
  );
}
