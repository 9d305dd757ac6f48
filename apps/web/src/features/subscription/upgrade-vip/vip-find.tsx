import {
  type CareCaptchaFields,
  type CareNonPiiRequest,
  type Locale,
  rulesCountryForLocale,
} from '@orbit/domain';
import { vipCalls } from '@orbit/sdk';
import { useState } from 'react';
import { trackFieldUserErrors } from '../../../shared/analytics/user-errors.ts';
import { useAskedHumanCheck } from '../../../shared/human-check/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Card, serverFieldCodes } from '../../../shared/ui/index.ts';
import {
  LookupHumanCheck,
  type LookupProblem,
  LookupProblemAlert,
  lookupFailureOf,
  RadioAccountForm,
} from '../../identification/index.ts';
import styles from './upgrade-vip.module.css';
import type { VipOpening } from './vip-queries.ts';

const RADIO_FIELDS = ['radioId', 'accountNumber', 'lastName'];

export interface VipFindProps {
  /** The program code the organic page was opened with, if any. */
  programCode: string | undefined;
  onFound(opening: VipOpening): void;
}

/**
 * The organic way in (flows §4.5 `flepz`): identification's Radio Info form (the Radio ID with
 * the account number or last name) asks `account/vip-eligible-radios` for that radio's account
 * and its other devices. The account found is not proven: the quote asks for last name, phone
 * and zip (VERIFICATION_REQUIRED) before anything is priced. Past the session's lookups the
 * human check runs and the next search carries its proof (428).
 */
export function VipFind({ programCode, onFound }: VipFindProps) {
  const t = useT();
  const services = useAppServices();
  const locale = useIntl().locale as Locale;
  const calls = useCareCalls(vipCalls);
  const humanCheck = useAskedHumanCheck();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<LookupProblem>();
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>();
  const [checkShown, setCheckShown] = useState(false);

  const lookUp = async (request: CareNonPiiRequest, captcha: CareCaptchaFields) => {
    setProblem(undefined);
    setServerErrors(undefined);
    try {
      const eligibility = await calls.vipEligibleRadios(
        { ...request, ...(programCode ? { programCode } : {}), ...captcha },
        { skipGlobalHandler: true },
      );
      const code = programCode ?? eligibility.programCode;
      if (!code) return setProblem('notSupported');
      const opening: VipOpening = {
        key: `lookup:${request.radioId}`,
        programCode: code,
        eligibility,
        firstName: null,
      };
      onFound(opening);
    } catch (error) {
      const outcome = lookupFailureOf(services, error, request.accountNumber ? 'RID_ACCT' : 'RID');
      if (outcome.kind === 'humanCheck') {
        const shown = await humanCheck.askedBy(outcome.failure);
        setCheckShown(shown);
        if (!shown) setProblem('failed');
      } else if (outcome.kind === 'problem') setProblem(outcome.problem);
      else if (outcome.kind === 'invalid') {
        setServerErrors(serverFieldCodes(outcome.fieldErrors, RADIO_FIELDS));
      }
    }
  };

  return (
    <Card className={styles.page}>
      <h1 className={styles.title}>{t('vip.hero.title')}</h1>
      <p className={styles.lead}>{t('vip.hero.lead')}</p>
      <h2>{t('vip.find.title')}</h2>
      <p>{t('lookup.radio.lead')}</p>
      {problem ? <LookupProblemAlert problem={problem} /> : null}
      {checkShown ? <LookupHumanCheck humanCheck={humanCheck} /> : null}
      <RadioAccountForm
        country={rulesCountryForLocale(locale)}
        busy={busy}
        serverErrors={serverErrors}
        onInvalid={(errors) =>
          trackFieldUserErrors(services.dataLayer, { form: 'vip.findaccount.radio' }, errors)
        }
        onLookup={(request) => {
          if (busy) return;
          setBusy(true);
          void lookUp(request, humanCheck.takeProof()).finally(() => setBusy(false));
        }}
      />
    </Card>
  );
}
