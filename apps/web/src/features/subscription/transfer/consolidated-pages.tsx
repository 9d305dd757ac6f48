import { useEffect, useId, useRef } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { buttonClassName, Card } from '../../../shared/ui/index.ts';
import { radioNameOf } from './radio-name.ts';
import styles from './transfer.module.css';
import { trackTransferPage } from './transfer-analytics.ts';
import { transferPathOf } from './transfer-paths.ts';
import { followOnPath } from './transfer-thanks.tsx';
import { useAcscEntry } from './use-transfer.ts';

type Consolidated =
  | 'TRIAL_ALREADY_CONSOLIDATED_AND_HAS_FOLLOWON'
  | 'TRIAL_ALREADY_CONSOLIDATED_AND_NO_FOLLOWON';

/**
 * The trial radio is on the account already (flows §8.1): the page reads the door's answer
 * (asked once for the visit) and says so; any other answer goes back to the link's page.
 */
function ConsolidatedRadio({
  result,
  kind,
}: {
  result: Consolidated;
  kind: 'consolidated' | 'offer';
}) {
  const t = useT();
  const services = useAppServices();
  const formatDay = useFormatDay();
  const { search } = useLocation();
  const { entry } = useAcscEntry();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const answer = entry?.kind === 'answered' ? entry.answer : undefined;
  const matches = answer?.identificationResult === result && answer.trialRadio;
  useEffect(() => {
    if (!matches) return;
    heading.current?.focus();
    trackTransferPage(
      services.dataLayer,
      kind === 'consolidated' ? 'consolidated' : 'consolidatedOffer',
    );
  }, [matches, kind, services.dataLayer]);
  if (!entry) return null;
  if (!answer?.trialRadio || !matches)
    return <Navigate to={transferPathOf('addRadio', search)} replace />;
  const { trialRadio } = answer;
  const values = {
    radio: radioNameOf(trialRadio, t),
    plan: trialRadio.trialPlanName,
    date: formatDay(trialRadio.trialEndsOn),
  };
  return (
    <Card aria-labelledby={headingId} className={styles.page}>
      <h1 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
        {t(`transfer.${kind}.title`)}
      </h1>
      <p className={styles.lead}>{t(`transfer.${kind}.lead`, values)}</p>
      <div className={styles.actions}>
        {kind === 'offer' ? (
          <Link to={followOnPath(trialRadio.subscriptionId)} className={buttonClassName()}>
            {t('transfer.followOn.choose')}
          </Link>
        ) : null}
        <Link to="/account" className={buttonClassName(kind === 'offer' ? 'secondary' : 'primary')}>
          {t('transfer.toAccount')}
        </Link>
      </div>
    </Card>
  );
}

/** `consolidated`: on the account, with a paid plan to follow the trial: nothing to do. */
export function ConsolidatedPage() {
  return (
    <ConsolidatedRadio result="TRIAL_ALREADY_CONSOLIDATED_AND_HAS_FOLLOWON" kind="consolidated" />
  );
}

/** `consolidated-offer`: on the account, nothing follows the trial: choose the plan that will. */
export function ConsolidatedOfferPage() {
  return <ConsolidatedRadio result="TRIAL_ALREADY_CONSOLIDATED_AND_NO_FOLLOWON" kind="offer" />;
}
