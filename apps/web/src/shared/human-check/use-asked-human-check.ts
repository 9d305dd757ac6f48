import {
  type CareCaptchaFields,
  careCaptchaFieldsOf,
  FIELD_ERROR_CODES,
  type HumanCheckChallenge,
  type HumanCheckProof,
  humanCheckCareEndpoints,
} from '@orbit/domain';
import { careCallsFrom } from '@orbit/sdk';
import { useRef, useState } from 'react';
import { type Failure, failureOf, reportFailure } from '../errors/index.ts';
import { useAppServices } from '../services/app-services.tsx';
import { useCareCalls } from '../services/use-care-calls.ts';

const humanCheckCalls = careCallsFrom(humanCheckCareEndpoints);

/** The code of a care answer that wants a solved human check with the same request (428). */
export const CAPTCHA_REQUIRED = 'CAPTCHA_REQUIRED';

export interface AskedHumanCheck {
  /** The check to show, once the server asked for one; undefined until then. */
  challenge: HumanCheckChallenge | undefined;
  /** The last proof sent was refused (wrong, expired or used): "the check failed, try again". */
  refused: boolean;
  /**
   * Whether a failed call asked for a human check: if so, a check from `utility/captcha/new`
   * is fetched and shown (`challenge`), and this resolves true once it is (false when even the
   * check could not be had: the page shows its failure).
   */
  askedBy(failure: Failure): Promise<boolean>;
  /** Fetches and shows a check before any refusal, where the page knows one is needed. */
  ask(): Promise<boolean>;
  /** The proof for the next request, taken once (a proof is good once); none before it is solved. */
  takeProof(): CareCaptchaFields;
  /** The `HumanCheck`'s callbacks. */
  onSolved(proof: HumanCheckProof): void;
  onReset(): void;
}

/**
 * The human check of a page whose calls may answer CAPTCHA_REQUIRED (lookups past a radio's or an
 * email's budget, do not call, the checkout's order): the care API's refusal carries no challenge,
 * so one is asked for, shown, solved in the browser, and its proof goes with the next press.
 */
export function useAskedHumanCheck(): AskedHumanCheck {
  const { errors } = useAppServices();
  const calls = useCareCalls(humanCheckCalls);
  const [challenge, setChallenge] = useState<HumanCheckChallenge>();
  const [refused, setRefused] = useState(false);
  const proof = useRef<HumanCheckProof>(undefined);

  const ask = async () => {
    proof.current = undefined;
    try {
      setChallenge(await calls.newHumanCheck({}, { skipGlobalHandler: true }));
      return true;
    } catch (error) {
      reportFailure(errors, failureOf(error), { name: 'human check', serverFault: 'stay' });
      return false;
    }
  };

  return {
    challenge,
    refused,
    askedBy: async (failure) => {
      if (failure.code !== CAPTCHA_REQUIRED) return false;
      setRefused(
        failure.fieldErrors.some(
          (field) => field.errorCode === FIELD_ERROR_CODES.CAPTCHA_ANSWER_INCORRECT,
        ),
      );
      return ask();
    },
    ask,
    takeProof: () => {
      const solved = proof.current;
      proof.current = undefined;
      return solved ? careCaptchaFieldsOf(solved) : {};
    },
    onSolved: (solved) => {
      proof.current = solved;
    },
    onReset: () => {
      proof.current = undefined;
    },
  };
}
