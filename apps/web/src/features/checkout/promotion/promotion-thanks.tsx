import type { CareZeroCostActivation } from '@orbit/domain';
import { Link } from 'react-router';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { buttonClassName, Summary, SummaryRow } from '../../../shared/ui/index.ts';
import styles from '../components/checkout.module.css';

/** Where an activated customer signs in with the email and the password just set. */
const SIGN_IN_PATH = '/account/login';

/**
 * The promotion's thanks (flows §4.3 after `device-activation`): the radio, the package, the
 * last free day and the account number, and signing in with the password just set. It never
 * says whether a sign-in was made (ADR 025): an email that already signed in learns why by email.
 */
export interface PromotionThanksProps {
  activation: CareZeroCostActivation;
}

export function PromotionThanks({ activation }: PromotionThanksProps) {
  const t = useT();
  const day = useFormatDay();
  return (
    <section aria-labelledby="promotion-thanks" className={styles.section}>
      <h2 id="promotion-thanks" className={styles.subhead}>
        {t('promotion.thanks.title')}
      </h2>
      <p className={styles.lead}>
        {t('promotion.thanks.lead', {
          last4: activation.radioIdLastFour,
          packageName: activation.packageName,
        })}
      </p>
      <Summary label={t('promotion.thanks.title')}>
        <SummaryRow label={t('promotion.activation.package')}>{activation.packageName}</SummaryRow>
        <SummaryRow label={t('promotion.thanks.freeUntil')}>{day(activation.freeUntil)}</SummaryRow>
        <SummaryRow label={t('promotion.thanks.accountNumber')}>
          {activation.accountNumber}
        </SummaryRow>
      </Summary>
      <p>{t('promotion.thanks.email', { email: activation.email })}</p>
      {activation.isOfferStreamingEligible ? <p>{t('promotion.thanks.streaming')}</p> : null}
      <p>{t('promotion.thanks.signIn', { email: activation.email })}</p>
      <div className={styles.actions}>
        <Link to={SIGN_IN_PATH} className={buttonClassName('primary')}>
          {t('promotion.thanks.goToAccount')}
        </Link>
      </div>
    </section>
  );
}
