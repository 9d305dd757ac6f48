import type {
  CareAccountRadio,
  CareIdentifiedAccount,
  CareRenewalOffersRequest,
} from '@orbit/domain';
import { useState } from 'react';
import { failureOf } from '../../../../shared/errors/index.ts';
import { useAskedHumanCheck } from '../../../../shared/human-check/index.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { Alert } from '../../../../shared/ui/index.ts';
import { reportHandledError } from '../../../checkout/flow-kit/index.ts';
import { LookupHumanCheck } from '../../../identification/index.ts';
import { FindYourAccount } from '../find-your-account.tsx';
import { RadioChoice } from '../radio-choice.tsx';
import { askRadioRenewalOffers } from '../renewal-queries.ts';
import type { RenewalBounce } from '../renewal-store.ts';

export interface AccountStepProps {
  /** The campaign's `offers/renewal` request, without a radio. */
  campaignAsked: CareRenewalOffersRequest;
  /** Why the customer is back here (the radio is no longer this session's). */
  bounce: RenewalBounce | undefined;
  /** The radio chosen and its choices asked for (each one's availability): on to the choice. */
  onRadio(
    radio: CareAccountRadio,
    radioOffersAsked: CareRenewalOffersRequest,
    accountVerified: boolean,
  ): void;
}

/**
 * "First, let's find your account" (flows §4.1): radio info or account info, then the radio to
 * renew; `offers/renewal` for that radio says which choices it can take. Past the radio's lookups
 * a human check runs and the next press carries its proof (428); a radio the session no longer
 * holds (DEVICE_NOT_FOUND) sends the customer back to the search.
 */
export function AccountStep({ campaignAsked, bounce, onRadio }: AccountStepProps) {
  const t = useT();
  const services = useAppServices();
  const humanCheck = useAskedHumanCheck();
  const [account, setAccount] = useState<CareIdentifiedAccount>();
  const [problem, setProblem] = useState<string | undefined>(
    bounce === 'radioLost' ? 'renewal.account.radioLost' : undefined,
  );
  const [checking, setChecking] = useState(false);
  const phone = services.config.care.phone;

  const choose = async (radio: CareAccountRadio) => {
    if (checking) return;
    setProblem(undefined);
    setChecking(true);
    const asked: CareRenewalOffersRequest = { ...campaignAsked, deviceRef: radio.deviceRef };
    try {
      await askRadioRenewalOffers(services, asked, humanCheck.takeProof());
      onRadio(radio, asked, account?.verified ?? false);
    } catch (error) {
      if (await humanCheck.askedBy(failureOf(error))) {
        setChecking(false);
        return;
      }
      const failure = reportHandledError(services, error, 'renewal offers for a radio');
      if (failure.kind === 'sessionTimedOut') return;
      if (failure.code === 'DEVICE_NOT_FOUND') {
        setAccount(undefined);
        setProblem('renewal.account.radioLost');
      } else {
        setProblem(
          failure.kind === 'rateLimited' ? 'renewal.account.tooMany' : 'renewal.account.failed',
        );
      }
    }
    setChecking(false);
  };

  return (
    <>
      {problem ? <Alert tone="error">{t(problem, { phone })}</Alert> : null}
      {humanCheck.challenge ? <LookupHumanCheck humanCheck={humanCheck} /> : null}
      {account ? (
        <RadioChoice
          account={account}
          busy={checking}
          onChoose={(radio) => void choose(radio)}
          onSearchAgain={() => {
            setAccount(undefined);
            setProblem(undefined);
          }}
        />
      ) : (
        <>
          <p>{t('renewal.find.lead')}</p>
          <FindYourAccount onFound={setAccount} />
        </>
      )}
    </>
  );
}
