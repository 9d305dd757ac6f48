import type {
  CareIdentifiedAccount,
  CareLpzFields,
  CareNonPiiRequest,
  FieldErrorCode,
  Locale,
} from '@orbit/domain';
import { identificationCalls } from '@orbit/sdk';
import { useState } from 'react';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { serverFieldCodes } from '../../../shared/ui/index.ts';
import {
  type LookupProblem,
  type LpzRefusal,
  runAccountLookup,
  verifyAccount,
} from '../../identification/index.ts';

type FieldErrors = Partial<Record<string, FieldErrorCode>>;

export type VerifyView =
  | { step: 'find'; problem?: LookupProblem; serverErrors?: FieldErrors }
  | {
      step: 'confirm';
      account: CareIdentifiedAccount;
      refusal?: LpzRefusal;
      verifyErrors?: FieldErrors;
    }
  | { step: 'verified'; account: CareIdentifiedAccount };

const skip = { skipGlobalHandler: true } as const;
const RADIO_FIELDS = ['radioId', 'accountNumber', 'lastName'] as const;

/**
 * Verify your account (flows §7.3 `verify-your-account`): identification's Radio Info lookup
 * (radio id with the account number or last name, `account/non-pii`), then its LPZ check
 * (`authenticate/verify-pii-data`), which the care session remembers — paying the bill opens.
 * The calls, their analytics and the reading of their failures are identification's.
 */
export function useVerifyAccount(locale: Locale) {
  const services = useAppServices();
  const identification = useCareCalls(identificationCalls);
  const [view, setView] = useState<VerifyView>({ step: 'find' });
  const [busy, setBusy] = useState(false);

  const lookUp = async (request: CareNonPiiRequest) => {
    if (busy) return;
    setBusy(true);
    const outcome = await runAccountLookup(
      services,
      request.accountNumber ? 'RID_ACCT' : 'RID',
      () => identification.lookupNonPiiAccount({ ...request, locale }, skip),
    ).finally(() => setBusy(false));
    switch (outcome.kind) {
      case 'found': {
        const { account } = outcome;
        // A session that already proved who it is (FLEPZ, an earlier LPZ) needs no second check.
        setView(account.verified ? { step: 'verified', account } : { step: 'confirm', account });
        return;
      }
      case 'problem':
        setView({ step: 'find', problem: outcome.problem });
        return;
      case 'invalid':
        setView({
          step: 'find',
          serverErrors: serverFieldCodes(outcome.fieldErrors, RADIO_FIELDS),
        });
        return;
      case 'stopped':
        setView({ step: 'find' });
        return;
    }
  };

  const verify = async (fields: CareLpzFields) => {
    if (view.step !== 'confirm' || busy) return;
    setBusy(true);
    const outcome = await verifyAccount(services, fields, locale).finally(() => setBusy(false));
    switch (outcome.kind) {
      case 'verified':
        setView({ step: 'verified', account: outcome.account });
        return;
      case 'retry':
        setView({ ...view, refusal: outcome.refusal, verifyErrors: outcome.errors });
        return;
      case 'lost':
        setView({ step: 'find', problem: outcome.problem });
        return;
      case 'stopped':
        return;
    }
  };

  return { view, busy, lookUp, verify, restart: () => setView({ step: 'find' }) };
}
