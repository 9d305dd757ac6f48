import type { CareAcscResult, PlanMoveTransactionType } from '@orbit/domain';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { OnDemandStep } from '../../../shared/loading/step-on-demand.tsx';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { linkVerification } from '../link-verification/link-verification-on-demand.ts';
import { trackTransferPage } from './transfer-analytics.ts';
import { type TransferPage, transferPathOf, withoutToken } from './transfer-paths.ts';
import { forgetAcscEntries } from './transfer-queries.ts';
import { TransferSteps } from './transfer-steps.tsx';
import { useAcscEntry } from './use-transfer.ts';
import { WaysIn } from './ways-in.tsx';

export interface AddRadioPageProps {
  /** `transfer/radio`: service continuity (the old radio closed); `port`: portability (kept, inactive). */
  transactionType: PlanMoveTransactionType;
}

/** The page each identification result goes to (flows §8.1); SUCCESS stays here. */
const RESULT_PAGES: Record<
  Exclude<CareAcscResult['identificationResult'], 'SUCCESS' | 'INVALID_ACSC_TOKEN'>,
  TransferPage
> = {
  TRIAL_ALREADY_CONSOLIDATED_AND_HAS_FOLLOWON: 'consolidated',
  TRIAL_ALREADY_CONSOLIDATED_AND_NO_FOLLOWON: 'consolidatedOffer',
  NO_TRIAL_RADIO_ID: 'lookup',
};

/**
 * The add-radio page (`transfer/radio`, and `port`): the door reads the link once — its ACSC
 * token, else the care session's account or its signed-in owner — and each identification result
 * has its page: SUCCESS the steps here; the trial already on the account `consolidated` or
 * `consolidated-offer`; no trial radio `lookup` (the customer types it); a link that is no good,
 * or nobody identified, the ways in (sign in, find your account); an account found but not
 * proven, last name, phone and zip; the call failing (NETWORK_ERROR) the flow's error page.
 */
export function AddRadioPage({ transactionType }: AddRadioPageProps) {
  const t = useT();
  const services = useAppServices();
  const { search } = useLocation();
  const { entry } = useAcscEntry();
  const component = entry?.kind === 'answered' ? entry.answer.identificationResult : entry?.kind;
  useEffect(() => {
    if (component) trackTransferPage(services.dataLayer, `addRadio.${component}`);
  }, [services.dataLayer, component]);
  if (!entry) return null;
  switch (entry.kind) {
    case 'networkError':
      return <Navigate to={transferPathOf('error', search)} replace />;
    case 'signIn':
      return <WaysIn problem={undefined} search={search} />;
    case 'verify':
      return (
        <OnDemandStep
          step={linkVerification}
          title={t('transfer.title')}
          signInTo={transferPathOf('login', search)}
          onVerified={() => forgetAcscEntries(services)}
        />
      );
    case 'answered': {
      const { answer } = entry;
      const result = answer.identificationResult;
      if (result === 'SUCCESS')
        return <TransferSteps answer={answer} transactionType={transactionType} />;
      if (result === 'INVALID_ACSC_TOKEN')
        return <WaysIn problem="invalidLink" search={withoutToken(search)} />;
      return <Navigate to={transferPathOf(RESULT_PAGES[result], search)} replace />;
    }
  }
}
