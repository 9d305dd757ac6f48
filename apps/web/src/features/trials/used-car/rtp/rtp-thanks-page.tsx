import { Navigate } from 'react-router';
import { useFormatDay } from '../../../../shared/i18n/format-day.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Price } from '../../../../shared/ui/index.ts';
import { useFlowCheckout, useOrderConfirmation } from '../../../checkout/flow-kit/index.ts';
import { RTP_PATH } from '../eligibility/rtp-paths.ts';
import { RegistrationOffer } from '../registration-offer.tsx';
import { TrialOfferSummary } from '../trial-offer-summary.tsx';
import styles from '../used-car.module.css';
import { UsedCarPage } from '../used-car-page.tsx';
import { usedCarStoreOf } from '../used-car-store.ts';

/**
 * Thanks (`activate/trial/rtp/thanks`): the trial is on — its package and radio, the day it
 * ends, what follows and what it will cost (the quote's next charge, else the offer's price),
 * and, for an account without a sign-in, registration.
 */
export function RtpThanksPage() {
  const t = useT();
  const formatDay = useFormatDay();
  const { state, placed } = useFlowCheckout(usedCarStoreOf);
  useOrderConfirmation(placed?.purchase, placed?.offer.campaignId);
  if (!placed) return <Navigate to={RTP_PATH} replace />;
  const { purchase, offer, quote } = placed;
  const trialEnds = quote?.currentQuote.details[0]?.endDate;
  const next = quote?.futureQuote?.totalAmount ?? offer.renewalPrice;
  return (
    <UsedCarPage name="rtpThanks" title={t('usedCar.rtp.thanks.title')}>
      <p className={styles.lead}>
        {trialEnds
          ? t('usedCar.rtp.thanks.lead', { ends: formatDay(trialEnds) })
          : t('usedCar.rtp.thanks.leadNoDate')}
      </p>
      <TrialOfferSummary
        offer={offer}
        quote={quote}
        radioLastFour={purchase.radioIdLastFour ?? state.eligibility?.last4DigitsOfRadioId ?? ''}
      />
      <p>
        {t('usedCar.rtp.thanks.then', { package: offer.packageName })} <Price amount={next} />
      </p>
      <p className={styles.lead}>{t('usedCar.rtp.thanks.email', { email: purchase.email })}</p>
      {purchase.isEligibleForRegistration ? <RegistrationOffer email={purchase.email} /> : null}
    </UsedCarPage>
  );
}
