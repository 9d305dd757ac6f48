import type { CareTrialOfferResult, Locale } from '@orbit/domain';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { Button, Card } from '../../../shared/ui/index.ts';
import styles from './activation.module.css';
import { useActivationPage } from './activation-analytics.ts';
import { ActivationHeading } from './activation-heading.tsx';
import type { ActivationFlowName } from './activation-store.ts';
import { EXISTING_CUSTOMER_PARAM, ExistingCustomerClaim } from './existing-customer-claim.tsx';
import { CarePhone } from './refusal-pages.tsx';
import type { RadioProof } from './trial-offer.ts';
import { useFinishClaim } from './use-finish-claim.ts';
import { vehicleNameOf } from './vehicle-name.ts';

type AlreadyClaimed = Extract<CareTrialOfferResult, { outcome: 'ALREADY_CLAIMED' }>;

/**
 * The radio's trial already runs on an account (flows §3.1 ALREADY_CLAIMED): until when, and
 * signing in to see it. A customer whose trial sits on an account of its own may move it onto
 * their main account (`trial-activation/account-consolidate`).
 */
export function AlreadyClaimedPage({
  flow,
  offer,
  proof,
  thanksPath,
}: {
  flow: ActivationFlowName;
  offer: AlreadyClaimed;
  proof: RadioProof;
  thanksPath: string;
}) {
  const t = useT();
  const day = useFormatDay();
  const locale = useIntl().locale as Locale;
  const { search } = useLocation();
  const [moving, setMoving] = useState(
    getQueryParam(search, EXISTING_CUSTOMER_PARAM) === 'existing',
  );
  const finish = useFinishClaim(flow, null, thanksPath);
  useActivationPage(flow, 'alreadyclaimed');
  const vehicle =
    vehicleNameOf(offer.vehicle, locale) ??
    t('activation.summary.radioEnding', { last4: offer.radioIdLastFour });
  return (
    <Card className={styles.card}>
      <ActivationHeading>{t('activation.claimed.title')}</ActivationHeading>
      <p className={styles.lead}>
        {offer.trialEndsOn
          ? t('activation.claimed.until', { vehicle, date: day(offer.trialEndsOn) })
          : t('activation.claimed.running', { vehicle })}
      </p>
      <p>{t('activation.claimed.signIn')}</p>
      {moving ? (
        <section className={styles.stack} aria-labelledby="activation-move">
          <h2 id="activation-move" className={styles.subhead}>
            {t('activation.claimed.moveTitle')}
          </h2>
          <ExistingCustomerClaim mode="consolidate" proof={proof} onActivated={finish} />
        </section>
      ) : (
        <div className={styles.actions}>
          <Button onClick={() => setMoving(true)}>{t('activation.claimed.move')}</Button>
        </div>
      )}
      <CarePhone />
    </Card>
  );
}
