import type { HumanCheckChallenge, HumanCheckProof } from '@orbit/domain';
import { isHumanCheckRequired } from '@orbit/sdk';
import { useState } from 'react';

/** A human check the service API asked for, and the call to make again with its proof. */
export interface ServiceHumanCheck {
  challenge: HumanCheckChallenge;
  retry(proof: HumanCheckProof): void;
}

/**
 * The human check of a step whose service call may answer 428 CAPTCHA_REQUIRED with a challenge
 * (ADR 024): `askedBy` shows it when the failure asks for one, and solving it makes the call again
 * with the proof. A refused proof (field errors) is not asked again: the step shows its error, and
 * the next try gets a fresh check.
 */
export function useServiceHumanCheck() {
  const [check, setCheck] = useState<ServiceHumanCheck>();
  return {
    check,
    /** Whether `failure` asked for a check; if so, it is shown and `retry` runs once solved. */
    askedBy(failure: unknown, retry: (proof: HumanCheckProof) => void): boolean {
      if (!isHumanCheckRequired(failure) || failure.invalidFields.length > 0) return false;
      setCheck({ challenge: failure.humanCheck, retry });
      return true;
    },
    clear: () => setCheck(undefined),
  };
}
