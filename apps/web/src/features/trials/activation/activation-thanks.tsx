import type { Locale } from '@orbit/domain';
import { Link, Navigate } from 'react-router';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { buttonClassName, Card, Summary, SummaryRow } from '../../../shared/ui/index.ts';
import styles from './activation.module.css';
import { useActivationPage } from './activation-analytics.ts';
import { ActivationHeading } from './activation-heading.tsx';
import { SATELLITE_ORGANIC_PATH } from './activation-paths.ts';
import type { ActivatedTrial, ActivationFlowName } from './activation-store.ts';
import { useActivationStore } from './use-activation-store.ts';
import { vehicleNameOf } from './vehicle-name.ts';

/** Where the sign-up for an account without an online sign-in is (as the checkout's thanks offers it). */
const SIGN_UP_PATH = '/sign-up';

/**
 * A thanks page of the activation flows (`thanks`, `one-step-thanks`, `ast/ast-activated`,
 * `subscribe/oneclick/thanks`): the activation kept in the flow's store. Opened with none (a new
 * visit, another tab), it goes to the flow's start.
 */
export function ActivationThanks({
  flows,
  startPath,
}: {
  /** The flows whose activation this page shows. */
  flows: readonly ActivationFlowName[];
  startPath: string;
}) {
  const { state } = useActivationStore();
  const activated = state.activated;
  if (!activated || !flows.includes(activated.flow)) return <Navigate to={startPath} replace />;
  return <ThanksContent activated={activated} />;
}

function ThanksContent({ activated }: { activated: ActivatedTrial }) {
  const t = useT();
  const day = useFormatDay();
  const locale = useIntl().locale as Locale;
  const { activation, flow, oemBranding } = activated;
  useActivationPage(flow, 'confirmation');
  const vehicle = vehicleNameOf(activation.vehicle, locale);
  const endsOn = day(activation.trialEndDate);
  return (
    <Card className={styles.card}>
      {oemBranding ? (
        <p className={styles.brand}>{t('activation.oem.brand', { make: oemBranding })}</p>
      ) : null}
      <ActivationHeading>{t('activation.thanks.title')}</ActivationHeading>
      <p className={styles.lead}>
        {vehicle
          ? t('activation.thanks.leadVehicle', { vehicle, packageName: activation.packageName })
          : t('activation.thanks.leadRadio', { packageName: activation.packageName })}
      </p>
      <Summary label={t('activation.thanks.summary')}>
        <SummaryRow label={t('activation.summary.package')}>{activation.packageName}</SummaryRow>
        {vehicle ? (
          <SummaryRow label={t('activation.summary.vehicle')}>{vehicle}</SummaryRow>
        ) : null}
        <SummaryRow label={t('activation.summary.radio')}>
          {t('activation.summary.radioEnding', { last4: activation.radioIdLastFour })}
        </SummaryRow>
        <SummaryRow label={t('activation.summary.trialEnds')}>{endsOn}</SummaryRow>
        <SummaryRow label={t('activation.thanks.accountNumber')}>
          {activation.accountNumber}
        </SummaryRow>
      </Summary>
      {activation.email ? <p>{t('activation.thanks.email', { email: activation.email })}</p> : null}
      {activation.isOfferStreamingEligible ? <p>{t('activation.thanks.streaming')}</p> : null}
      <section className={styles.stack} aria-labelledby="activation-thanks-after">
        <h2 id="activation-thanks-after" className={styles.subhead}>
          {t('activation.thanks.afterTitle')}
        </h2>
        <p>{t('activation.thanks.afterBody', { date: endsOn })}</p>
        <p>
          <Link to={SATELLITE_ORGANIC_PATH} className={buttonClassName('secondary')}>
            {t('activation.thanks.choosePlan')}
          </Link>
        </p>
        <p className={styles.fine}>{t('activation.thanks.choosePlanHint')}</p>
      </section>
      {activation.isEligibleForRegistration ? (
        <section className={styles.stack} aria-labelledby="activation-thanks-register">
          <h2 id="activation-thanks-register" className={styles.subhead}>
            {t('activation.thanks.registerTitle')}
          </h2>
          <p>{t('activation.thanks.registerBody')}</p>
          <p>
            <Link to={SIGN_UP_PATH} className={buttonClassName('primary')}>
              {t('activation.thanks.register')}
            </Link>
          </p>
        </section>
      ) : null}
    </Card>
  );
}
