import type { CareLpzFields, FieldErrorCode, Locale, LpzField } from '@orbit/domain';
import { useState } from 'react';
import type { AskedHumanCheck } from '../../../shared/human-check/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import type { LpzRefusal } from './lpz-form.tsx';
import { verifyAccount } from './verify-account.ts';

export interface LpzVerification {
  busy: boolean;
  /** The details did not match, or too many tries: the form says so (never which detail). */
  refusal: LpzRefusal | undefined;
  /** A field the server refused (its rules are the form's: a backstop). */
  serverErrors: Partial<Record<LpzField, FieldErrorCode>> | undefined;
  /** No account to check against any more, or no answer: the page offers its other ways out. */
  unavailable: boolean;
  /** The server asked for a human check and it is shown: the form's `humanCheck` slot. */
  checkAsked: boolean;
  verify(fields: CareLpzFields): void;
}

/**
 * The LPZ form's state around `verifyAccount` for a page that proves an account some lookup or
 * link already identified on the care session. With `humanCheck`, a CAPTCHA_REQUIRED shows the
 * check and its proof goes with the next Verify.
 */
export function useLpzVerification({
  onVerified,
  humanCheck,
}: {
  onVerified(): void;
  humanCheck?: AskedHumanCheck | undefined;
}): LpzVerification {
  const services = useAppServices();
  const locale = useIntl().locale as Locale;
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<LpzRefusal>();
  const [serverErrors, setServerErrors] = useState<Partial<Record<LpzField, FieldErrorCode>>>();
  const [unavailable, setUnavailable] = useState(false);
  const [checkAsked, setCheckAsked] = useState(false);

  const verify = async (fields: CareLpzFields) => {
    if (busy) return;
    setBusy(true);
    setUnavailable(false);
    const outcome = await verifyAccount(services, fields, locale, humanCheck?.takeProof());
    if (outcome.kind === 'humanCheck' && humanCheck) {
      const shown = await humanCheck.askedBy(outcome.failure);
      setCheckAsked(shown);
      setUnavailable(!shown);
    }
    setBusy(false);
    switch (outcome.kind) {
      case 'verified':
        onVerified();
        return;
      case 'retry':
        setRefusal(outcome.refusal);
        setServerErrors(outcome.errors);
        return;
      case 'lost':
        setRefusal(undefined);
        setUnavailable(true);
        return;
      case 'humanCheck':
      case 'stopped':
        return;
    }
  };

  return {
    busy,
    refusal,
    serverErrors,
    unavailable,
    checkAsked,
    verify: (fields) => void verify(fields),
  };
}
