import type { Locale } from '@orbit/domain';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { Button, Card, Summary, SummaryRow } from '../../../shared/ui/index.ts';
import styles from './activation.module.css';
import { useActivationPage } from './activation-analytics.ts';
import { ActivationHeading } from './activation-heading.tsx';
import { TWO_STEP_PATH } from './activation-paths.ts';
import type { ActivationFlowName, ClaimableOffer } from './activation-store.ts';
import { EXISTING_CUSTOMER_PARAM, ExistingCustomerClaim } from './existing-customer-claim.tsx';
import { NewAccountClaim } from './new-account-claim.tsx';
import type { RadioProof } from './trial-offer.ts';
import { useFinishClaim } from './use-finish-claim.ts';
import { vehicleNameOf } from './vehicle-name.ts';

export interface TrialClaimProps {
  flow: ActivationFlowName;
  offer: ClaimableOffer;
  proof: RadioProof;
  thanksPath: string;
  /** A link's flow: "Not your car?" leads to finding the radio instead. */
  notYourCar: boolean;
}

/**
 * A claimable trial (flows §3.2): "your {vehicle} is eligible for a complimentary N-month
 * trial", what the trial is, and the two ways to claim it — a new account, or the account of a
 * customer who signs in. The car maker's brand heads it when the flow wears one (targeted OEM).
 */
export function TrialClaim({ flow, offer, proof, thanksPath, notYourCar }: TrialClaimProps) {
  const t = useT();
  const day = useFormatDay();
  const locale = useIntl().locale as Locale;
  const location = useLocation();
  const [existing, setExisting] = useState(
    getQueryParam(location.search, EXISTING_CUSTOMER_PARAM) === 'existing',
  );
  const brand = flow === 'targetedOem' ? offer.trial.oemBranding : null;
  const finish = useFinishClaim(flow, brand, thanksPath);
  useActivationPage(flow, existing ? 'existingcustomer' : 'newaccount');
  const vehicle = vehicleNameOf(offer.vehicle, locale);
  const { trial } = offer;

  return (
    <Card className={styles.card}>
      {brand ? <p className={styles.brand}>{t('activation.oem.brand', { make: brand })}</p> : null}
      <ActivationHeading>
        {vehicle
          ? t('activation.claim.titleVehicle', { vehicle, months: trial.months })
          : t('activation.claim.titleRadio', {
              last4: offer.radioIdLastFour,
              months: trial.months,
            })}
      </ActivationHeading>
      <p className={styles.lead}>
        {t(
          flow === 'targeted' || flow === 'targetedOem'
            ? 'activation.claim.leadTargeted'
            : 'activation.claim.lead',
          {
            date: day(trial.claimableUntil),
          },
        )}
      </p>
      <Summary label={t('activation.claim.summary')}>
        <SummaryRow label={t('activation.summary.package')}>{trial.packageName}</SummaryRow>
        {vehicle ? (
          <SummaryRow label={t('activation.summary.vehicle')}>{vehicle}</SummaryRow>
        ) : null}
        <SummaryRow label={t('activation.summary.radio')}>
          {t('activation.summary.radioEnding', { last4: offer.radioIdLastFour })}
        </SummaryRow>
        <SummaryRow label={t('activation.summary.length')}>
          {trial.endsOn
            ? t('activation.summary.endsOn', { date: day(trial.endsOn) })
            : t('activation.summary.months', { months: trial.months })}
        </SummaryRow>
      </Summary>
      {notYourCar ? (
        <p>
          <Link to={TWO_STEP_PATH}>{t('activation.claim.notYourCar')}</Link>
        </p>
      ) : null}
      {existing ? (
        <section className={styles.stack} aria-labelledby="activation-existing">
          <h2 id="activation-existing" className={styles.subhead}>
            {t('activation.existing.title')}
          </h2>
          <ExistingCustomerClaim
            mode="add"
            planCode={trial.planCode}
            proof={proof}
            onActivated={finish}
          />
          <Button variant="secondary" onClick={() => setExisting(false)}>
            {t('activation.existing.newInstead')}
          </Button>
        </section>
      ) : (
        <>
          <div className={styles.switch}>
            <p>{t('activation.existing.question')}</p>
            <Button variant="secondary" onClick={() => setExisting(true)}>
              {t('activation.existing.signIn')}
            </Button>
          </div>
          <NewAccountClaim offer={offer} proof={proof} onActivated={finish} />
        </>
      )}
    </Card>
  );
}
