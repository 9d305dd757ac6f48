import type { CareAccount } from '@orbit/domain';
import { accountCalls } from '@orbit/sdk';
import { failureOf } from '../../../../shared/errors/index.ts';
import type { AppServices } from '../../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../../shared/services/care-calls.ts';
import { type IdentifiedRadio, identifiedRadioOf } from '../../../identification/index.ts';
import { reportHandledError } from '../../flow-kit/report-handled-error.ts';
import { trackAccountRadioChosen } from './flow-analytics.ts';

const QUIET = { skipGlobalHandler: true } as const;

/** What device-select lists: the signed-in owner's account, its radios and their plans. */
export type AccountRadios = Pick<CareAccount, 'accountNumber' | 'devices' | 'subscriptions'>;

export type AccountRadiosOutcome =
  | { kind: 'radios'; account: AccountRadios }
  /** Not signed in as an owner, or no radio on the account: find-your-radio. */
  | { kind: 'lookup' }
  /** No answer (a server fault, the network): device-select finds the radio; an init page errs. */
  | { kind: 'failed' }
  /** The session timed out: its modal is open. */
  | { kind: 'stopped' };

/**
 * The radios device-select offers (flows §4.7): `POST /services/account` for the care session's
 * own account. Only its signed-in owner gets a list; anyone else (nobody signed in: 401; an
 * identified visitor: `access: identified`, or 403 before verifying) finds the radio instead.
 */
export async function loadAccountRadios(services: AppServices): Promise<AccountRadiosOutcome> {
  try {
    const account = await careCallsFor(services.careRequester, accountCalls).getAccount({}, QUIET);
    if (account?.access !== 'owner' || account.devices.length === 0) {
      return { kind: 'lookup' };
    }
    return { kind: 'radios', account };
  } catch (error) {
    // Not signed in or not verified is the usual visitor, not a failure to report.
    const { kind } = failureOf(error);
    if (kind === 'signInRequired' || kind === 'verificationRequired') return { kind: 'lookup' };
    const failure = reportHandledError(services, error, 'account radios');
    return failure.kind === 'sessionTimedOut' ? { kind: 'stopped' } : { kind: 'failed' };
  }
}

export type ChosenRadioOutcome =
  | { kind: 'chosen'; radio: IdentifiedRadio }
  | { kind: 'failed' }
  | { kind: 'stopped' };

/**
 * The radio the owner chose, as the checkout names it: `POST /services/account/device-ref` turns
 * its device id into a `deviceRef` of this care session (and the lookup's facts: status, paid
 * plan, card on file), so the rest of the flow runs as after find-your-radio.
 */
export async function chooseAccountRadio(
  services: AppServices,
  chosen: { deviceId: string; accountNumber: string },
): Promise<ChosenRadioOutcome> {
  try {
    const result = await careCallsFor(services.careRequester, accountCalls).getDeviceRef(
      chosen,
      QUIET,
    );
    const radio = identifiedRadioOf(result, 'LOGIN');
    trackAccountRadioChosen(services.dataLayer, radio);
    return { kind: 'chosen', radio };
  } catch (error) {
    const failure = reportHandledError(services, error, 'account radio');
    return failure.kind === 'sessionTimedOut' ? { kind: 'stopped' } : { kind: 'failed' };
  }
}
