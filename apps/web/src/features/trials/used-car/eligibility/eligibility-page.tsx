import {
  type CareRflzRequest,
  type FieldErrorCode,
  type Locale,
  MAX_INVALID_RADIO_ID_OR_VIN_ATTEMPTS,
  type RflzField,
  rulesCountryForLocale,
} from '@orbit/domain';
import { trialCalls } from '@orbit/sdk';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { failureOf, reportFailure } from '../../../../shared/errors/index.ts';
import { AskedHumanCheckNotice, useAskedHumanCheck } from '../../../../shared/human-check/index.ts';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { getQueryParam } from '../../../../shared/routing/query.ts';
import { useAppConfig, useAppServices } from '../../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../../shared/services/use-care-calls.ts';
import { RflzForm } from '../../../identification/index.ts';
import styles from '../used-car.module.css';
import { UsedCarPage } from '../used-car-page.tsx';
import { usedCarStoreOf } from '../used-car-store.ts';
import {
  eligibilityAnswerOf,
  INVALID_RADIO_ID_OR_VIN,
  type InlineEligibilityCode,
  PLATE_SEARCH_PATH,
  STREAMING_ORGANIC_PATH,
} from './eligibility-answer.ts';
import { EligibilityRefusal } from './eligibility-refusal.tsx';
import { RTP_ACCOUNT_PATH, RTP_STEPS } from './rtp-paths.ts';

const QUIET = { skipGlobalHandler: true } as const;

/**
 * Step 1 of the RTP used-car trial (`activate/trial/rtp`, flows §1.4): identification's RFLZ form
 * sent to the used-car eligibility check. SUCCESS opens step 2 with the radio's `deviceRef`; a
 * refusal is said on the page or sends the visitor where flows §1.4 says (`eligibilityAnswerOf`).
 * Every refusal is tracked as a business error with its code; the form tracks its own client-side
 * errors ("Auth - …").
 */
export function EligibilityPage() {
  const t = useT();
  const services = useAppServices();
  const config = useAppConfig();
  const navigate = useNavigate();
  const { search } = useLocation();
  const locale = useIntl().locale as Locale;
  const canada = rulesCountryForLocale(locale) === 'ca';
  const calls = useCareCalls(trialCalls);
  const humanCheck = useAskedHumanCheck();
  const [refusal, setRefusal] = useState<InlineEligibilityCode>();
  const [serverErrors, setServerErrors] = useState<Partial<Record<RflzField, FieldErrorCode>>>();
  // Refused radio ids or VINs of this visit: the server's 3494s, and in Canada the form's own.
  const [strikes, setStrikes] = useState(0);
  const [askingHuman, setAskingHuman] = useState(false);

  const answer = (code: string, kind: Parameters<typeof eligibilityAnswerOf>[0]['kind']) => {
    const strike = code === INVALID_RADIO_ID_OR_VIN ? strikes + 1 : strikes;
    setStrikes(strike);
    const next = eligibilityAnswerOf({ kind, code }, strike, locale, config.country);
    if (next.kind === 'redirect') {
      void navigate(next.to);
      return;
    }
    setRefusal(next.code);
    setServerErrors(
      next.code === INVALID_RADIO_ID_OR_VIN ? { radioIdOrVin: 'INVALID' } : undefined,
    );
  };

  const check = useMutation({
    mutationFn: (request: CareRflzRequest) => {
      const programCode = getQueryParam(search, 'programcode');
      return calls.usedCarEligibilityCheck(
        { ...request, ...(programCode ? { programCode } : {}), ...humanCheck.takeProof() },
        QUIET,
      );
    },
    onSuccess: (eligibility) => {
      services.dataLayer.push('rflz-successful', { pageInfo: { componentName: 'rflzLookup' } });
      // Only an RTP offer is sold here: another type's offers are not asked for.
      const sold = eligibility.offerTypeForProgramCode === 'RTP_OFFER';
      usedCarStoreOf(services).restart({
        eligibility,
        offersAsked: sold
          ? {
              call: 'customerOffers',
              request: {
                streaming: false,
                deviceRef: eligibility.deviceRef,
                usedCarBrandingType: 'USED_CAR',
                programCode: eligibility.programCode,
                locale,
              },
            }
          : undefined,
      });
      void navigate(RTP_ACCOUNT_PATH);
    },
    onError: async (error) => {
      const failure = failureOf(error);
      reportFailure(services.errors, failure, {
        name: 'used-car eligibility check',
        serverFault: 'stay',
      });
      if (failure.kind === 'sessionTimedOut' || failure.kind === 'cancelled') return;
      if (await humanCheck.askedBy(failure)) {
        setAskingHuman(true);
        setRefusal(undefined);
        return;
      }
      services.dataLayer.push('rflz-failed', { pageInfo: { componentName: 'rflzLookup' } });
      answer(failure.code, failure.kind);
    },
  });

  return (
    <UsedCarPage name="rflzLookup" title={t('usedCar.rtp.title')}>
      <p className={styles.lead}>{t('usedCar.rtp.lead')}</p>
      {refusal ? (
        <EligibilityRefusal code={refusal} attemptsLeft={attemptsLeftAfter(strikes)} />
      ) : null}
      {askingHuman ? (
        <AskedHumanCheckNotice
          humanCheck={humanCheck}
          title={t('usedCar.humanCheck.title')}
          reason={t('usedCar.humanCheck.body')}
          refused={t('usedCar.humanCheck.refused')}
        />
      ) : null}
      <RflzForm
        busy={check.isPending}
        step={{ current: 1, total: RTP_STEPS }}
        serverErrors={serverErrors}
        analyticsName="usedcar.rflz"
        noRadioHref={config.country === 'ca' ? undefined : STREAMING_ORGANIC_PATH}
        onSearchByPlate={() => void navigate(PLATE_SEARCH_PATH)}
        onCheck={(request) => {
          setServerErrors(undefined);
          check.mutate(request);
        }}
        onInvalid={(errors) => {
          if (canada && errors.radioIdOrVin) answer(INVALID_RADIO_ID_OR_VIN, 'refused');
        }}
      />
    </UsedCarPage>
  );
}

function attemptsLeftAfter(strikes: number) {
  return Math.max(0, MAX_INVALID_RADIO_ID_OR_VIN_ATTEMPTS - strikes);
}
