import { Navigate, useLocation } from 'react-router';
import { useFormatDay } from '../../../../shared/i18n/format-day.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Summary, SummaryRow } from '../../../../shared/ui/index.ts';
import { useFlowCheckout } from '../../../checkout/flow-kit/index.ts';
import { RegistrationOffer } from '../registration-offer.tsx';
import styles from '../used-car.module.css';
import { UsedCarPage } from '../used-car-page.tsx';
import { usedCarStoreOf } from '../used-car-store.ts';

/**
 * `activate/trial/confirmation` (flows §3.3): what the dealer's trial activated — the package,
 * the radio, until when — where its emails go, and registration for an account without a
 * sign-in. A dealer link whose trial was already on the customer's account says that instead.
 */
export function Sl2cConfirmationPage() {
  const t = useT();
  const formatDay = useFormatDay();
  const { state } = useFlowCheckout(usedCarStoreOf);
  const alreadyActive = (useLocation().state as { alreadyActive?: boolean } | null)?.alreadyActive;
  const { activation } = state;
  if (alreadyActive && !activation) {
    return (
      <UsedCarPage name="sl2c-confirmation" title={t('usedCar.confirmation.already.title')}>
        <p className={styles.lead}>{t('usedCar.confirmation.already.body')}</p>
      </UsedCarPage>
    );
  }
  if (!activation) return <Navigate to="/error" replace />;
  return (
    <UsedCarPage name="sl2c-confirmation" title={t('usedCar.confirmation.title')}>
      <p className={styles.lead}>
        {t('usedCar.confirmation.lead', {
          package: activation.packageName,
          ends: formatDay(activation.trialEndDate),
        })}
      </p>
      <Summary label={t('usedCar.confirmation.summary')}>
        <SummaryRow label={t('usedCar.rtp.offer.package')}>{activation.packageName}</SummaryRow>
        <SummaryRow label={t('usedCar.rtp.offer.radio')}>
          {t('usedCar.radioEnding', { lastFour: activation.radioIdLastFour })}
        </SummaryRow>
        <SummaryRow label={t('usedCar.rtp.offer.ends')}>
          {formatDay(activation.trialEndDate)}
        </SummaryRow>
        <SummaryRow label={t('usedCar.confirmation.account')}>
          {activation.accountNumber}
        </SummaryRow>
      </Summary>
      {activation.email ? (
        <p className={styles.lead}>{t('usedCar.rtp.thanks.email', { email: activation.email })}</p>
      ) : null}
      {activation.isEligibleForRegistration ? <RegistrationOffer email={activation.email} /> : null}
    </UsedCarPage>
  );
}
