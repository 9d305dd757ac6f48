import type { Locale } from '@orbit/domain';
import { catalogCalls, createCardTokenizer } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { failureOf, reportFailure } from '../../../../shared/errors/index.ts';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../../shared/services/use-care-calls.ts';
import { Alert } from '../../../../shared/ui/index.ts';
import {
  offersQuery,
  type SatellitePaymentCodes,
  SatellitePaymentForm,
  satellitePaymentValuesOf,
  useFlowCheckout,
} from '../../../checkout/flow-kit/index.ts';
import { tokenizerUrlOf } from '../../../checkout/index.ts';
import { STREAMING_ORGANIC_PATH } from '../eligibility/eligibility-answer.ts';
import { RTP_PATH, RTP_REVIEW_PATH, RTP_STEPS } from '../eligibility/rtp-paths.ts';
import { TrialOfferSummary } from '../trial-offer-summary.tsx';
import styles from '../used-car.module.css';
import { UsedCarPage } from '../used-car-page.tsx';
import { usedCarStoreOf } from '../used-car-store.ts';
import { submitRtpAccount } from './submit-account.ts';

const BOUNCES = {
  card: 'checkout.payment.cardProcessingError',
  unexpected: 'checkout.error.unexpected',
} as const;

/**
 * Step 2 of the RTP trial (`activate/trial/rtp/account`, flows §3.4): the used-car offer of the
 * radio the check found (`offers/customer` with its deviceRef, USED_CAR branding and program
 * code), which must be an RTP offer; then the satellite checkout's payment form — who, the
 * service address, the card — checked and priced by `submitRtpAccount`; then review.
 */
export function RtpAccountPage() {
  const t = useT();
  const services = useAppServices();
  const locale = useIntl().locale as Locale;
  const navigate = useNavigate();
  const { state, store, offers, offer } = useFlowCheckout(usedCarStoreOf);
  // The same query the flow reads, for its failure: no offer to show is a dead end to explain.
  const offersError = useQuery(offersQuery(useCareCalls(catalogCalls), state.offersAsked)).error;
  const offersFailed = offersError !== null;
  useEffect(() => {
    if (offersError) {
      reportFailure(services.errors, failureOf(offersError), {
        name: 'used-car offers',
        serverFault: 'stay',
      });
    }
  }, [offersError, services.errors]);
  const tokenizer = useMemo(
    () =>
      createCardTokenizer({
        url: tokenizerUrlOf(services.config),
        fetch: services.sdk.runtime.fetch,
      }),
    [services.config, services.sdk],
  );
  const [formError, setFormError] = useState<string | undefined>(
    state.bounce ? BOUNCES[state.bounce] : undefined,
  );
  const [serverCodes, setServerCodes] = useState<SatellitePaymentCodes>();
  const [busy, setBusy] = useState(false);

  const { eligibility } = state;
  if (!eligibility) return <Navigate to={RTP_PATH} replace />;

  if (eligibility.offerTypeForProgramCode !== 'RTP_OFFER') {
    return (
      <UsedCarPage name="rtpOfferType" title={t('usedCar.rtp.offerType.title')}>
        <p className={styles.lead}>{t('usedCar.rtp.offerType.body')}</p>
        <p className={styles.actions}>
          {/* The streaming checkout is not sold on the Canadian site. */}
          {services.config.country === 'ca' ? null : (
            <Link to={STREAMING_ORGANIC_PATH}>{t('usedCar.rtp.offerType.app')}</Link>
          )}
          <Link to={RTP_PATH}>{t('usedCar.rtp.offerType.again')}</Link>
        </p>
      </UsedCarPage>
    );
  }

  const entered = state.rtp;
  return (
    <UsedCarPage name="rtpAccount" title={t('usedCar.rtp.account.title')}>
      <p className={styles.lead}>{t('usedCar.rtp.step', { current: 2, total: RTP_STEPS })}</p>
      {offer ? (
        <TrialOfferSummary offer={offer} radioLastFour={eligibility.last4DigitsOfRadioId} />
      ) : offers || offersFailed ? (
        <Alert tone="error">
          {t('usedCar.rtp.noOffer', { phone: services.config.care.phone })}{' '}
          <Link to={RTP_PATH}>{t('usedCar.rtp.offerType.again')}</Link>
        </Alert>
      ) : (
        <p role="status">{t('usedCar.rtp.loadingOffer')}</p>
      )}
      {formError ? (
        <Alert tone="error">{t(formError, { phone: services.config.care.phone })}</Alert>
      ) : null}
      {offer ? (
        <SatellitePaymentForm
          country={services.config.country}
          cardOnFile={null}
          initialValues={entered ? satellitePaymentValuesOf(entered) : undefined}
          serverCodes={serverCodes}
          busy={busy}
          submitLabel={t('checkout.continue')}
          now={() => new Date(services.sdk.runtime.now())}
          onSubmit={(data) => {
            setBusy(true);
            setFormError(undefined);
            const deps = { services, tokenizer, locale, offer };
            void submitRtpAccount(deps, data)
              .then((outcome) => {
                if (outcome.kind === 'done') {
                  store.update(outcome.state);
                  void navigate(RTP_REVIEW_PATH);
                } else if (outcome.kind === 'fieldErrors') setServerCodes(outcome.codes);
                else if (outcome.kind === 'formError') setFormError(outcome.id);
              })
              .finally(() => setBusy(false));
          }}
        />
      ) : null}
    </UsedCarPage>
  );
}
