import type { CareCaptchaFields } from '@orbit/domain';
import { useState } from 'react';
import { type AskedHumanCheck, useAskedHumanCheck } from '../../../shared/human-check/index.ts';
import { serverFieldCodes } from '../../../shared/ui/index.ts';
import type { AccountLookupOutcome, LookupProblem } from './account-lookup-calls.ts';

/** How a lookup can fail (`lookupFailureOf`): what every finder shows the same way. */
type LookupFailure = Exclude<AccountLookupOutcome, { kind: 'found' }>;

const FAILURE_KINDS: ReadonlySet<string> = new Set<LookupFailure['kind']>([
  'problem',
  'invalid',
  'humanCheck',
  'stopped',
]);

function isLookupFailure(outcome: { kind: string }): outcome is LookupFailure {
  return FAILURE_KINDS.has(outcome.kind);
}

/** What a finder shows above its tabs after a lookup that found nothing to go on with. */
export interface FinderView {
  problem?: LookupProblem;
  serverErrors?: Partial<Record<string, string>>;
  humanCheck?: boolean;
}

export interface AccountFinder<View extends FinderView> {
  busy: boolean;
  view: View;
  setView(view: View): void;
  humanCheck: AskedHumanCheck;
  /**
   * Runs one lookup (none while one is under way), the proof of a solved human check taken for
   * it: a success goes to `onFound`; a failure becomes the view — the problem, the server's codes
   * on the tab's `fields`, or the human check the server asked for (its failure to load a
   * failure); a timed-out session shows nothing here (its modal is open).
   */
  lookUp<Outcome extends { kind: string }>(
    run: (takeProof: () => CareCaptchaFields) => Promise<Outcome | LookupFailure>,
    fields: readonly string[],
    onFound: (found: Exclude<Outcome, LookupFailure>) => void,
  ): Promise<void>;
}

/**
 * The lookup state of a find-your-account card (renewal's, onboarding's): one way a lookup's
 * outcome reaches the page, whichever service answered it.
 */
export function useAccountFinder<View extends FinderView = FinderView>(): AccountFinder<View> {
  const humanCheck = useAskedHumanCheck();
  const [view, setView] = useState<View>({} as View);
  const [busy, setBusy] = useState(false);

  const lookUp: AccountFinder<View>['lookUp'] = async (run, fields, onFound) => {
    if (busy) return;
    setBusy(true);
    setView({} as View);
    const outcome = await run(() => humanCheck.takeProof()).finally(() => setBusy(false));
    if (!isLookupFailure(outcome)) {
      onFound(outcome as Exclude<typeof outcome, LookupFailure>);
      return;
    }
    switch (outcome.kind) {
      case 'problem':
        setView({ problem: outcome.problem } as View);
        return;
      case 'invalid':
        setView({ serverErrors: serverFieldCodes(outcome.fieldErrors, fields) } as View);
        return;
      case 'humanCheck':
        setView(
          ((await humanCheck.askedBy(outcome.failure))
            ? { humanCheck: true }
            : { problem: 'failed' }) as View,
        );
        return;
      case 'stopped':
        return;
    }
  };

  return { busy, view, setView, humanCheck, lookUp };
}
