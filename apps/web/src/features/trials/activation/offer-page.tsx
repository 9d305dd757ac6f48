import type { CareTrialOfferResult } from '@orbit/domain';
import { Navigate } from 'react-router';
import { refusalPathOf } from './activation-paths.ts';
import type { ActivationFlowName } from './activation-store.ts';
import { AlreadyClaimedPage } from './already-claimed.tsx';
import { TrialClaim } from './trial-claim.tsx';
import type { RadioProof } from './trial-offer.ts';

export interface OfferPageProps {
  flow: ActivationFlowName;
  result: CareTrialOfferResult;
  proof: RadioProof;
  thanksPath: string;
  notYourCar: boolean;
}

/**
 * The page the offer's answer decides (flows §3.1), the same for every activation flow: the
 * claim, the already-claimed page, or the refusal's own page.
 */
export function OfferPage({ flow, result, proof, thanksPath, notYourCar }: OfferPageProps) {
  switch (result.outcome) {
    case 'CLAIMABLE':
      return (
        <TrialClaim
          flow={flow}
          offer={result}
          proof={proof}
          thanksPath={thanksPath}
          notYourCar={notYourCar}
        />
      );
    case 'ALREADY_CLAIMED':
      return (
        <AlreadyClaimedPage flow={flow} offer={result} proof={proof} thanksPath={thanksPath} />
      );
    default:
      return <Navigate to={refusalPathOf(result.outcome)} replace />;
  }
}
