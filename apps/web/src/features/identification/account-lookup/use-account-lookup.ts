import {
  type CareCustomerEmailResult,
  type CareIdentifiedAccount,
  type CareLpzFields,
  type FieldErrorCode,
  FLEPZ_FIELDS,
  type IdentificationKind,
  type Locale,
  RFLZ_FIELDS,
} from '@orbit/domain';
import { checkoutCalls, identificationCalls } from '@orbit/sdk';
import { useState } from 'react';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { serverFieldCodes } from '../../../shared/ui/index.ts';
import type { LookupCheck } from '../find-your-radio/lookup-rules.ts';
import { trackIdentifiedBy } from './account-analytics.ts';
import {
  type AccountLookupOutcome,
  type LookupProblem,
  lookupFailureOf,
  nothingFound,
  runAccountLookup,
} from './account-lookup-calls.ts';
import { enterFromUrl } from './enter-from-url.ts';
import type { LpzRefusal } from './lpz-form.tsx';
import type { UrlEntry } from './url-entry.ts';
import { verifyAccount } from './verify-account.ts';

export type AccountLookupTab = 'info' | 'radio' | 'car' | 'email' | 'rflz';
export const ACCOUNT_LOOKUP_TABS: readonly AccountLookupTab[] = [
  'info',
  'radio',
  'car',
  'email',
  'rflz',
];

/** The fields of each tab's form, to hand the server's field errors to the right one. */
const TAB_FIELDS: Record<AccountLookupTab, readonly string[]> = {
  info: FLEPZ_FIELDS,
  radio: ['radioId', 'accountNumber', 'lastName'],
  car: ['vin', 'licensePlate', 'state', 'consent'],
  email: ['email'],
  rflz: RFLZ_FIELDS,
};

export type FieldErrors = Partial<Record<string, FieldErrorCode>>;

export type AccountLookupView =
  | { kind: 'entering' }
  | { kind: 'form'; problem?: LookupProblem; tab?: AccountLookupTab; serverErrors?: FieldErrors }
  | {
      kind: 'account';
      account: CareIdentifiedAccount;
      justVerified: boolean;
      refusal?: LpzRefusal;
      verifyErrors?: FieldErrors;
    }
  | { kind: 'email'; result: CareCustomerEmailResult };

const skip = { skipGlobalHandler: true } as const;

/**
 * The account lookup page's state: what it shows (a form and the last problem, the account
 * found, an email's subscriptions) and whether a call is running, with one action per way in.
 * Every call skips the global handler: the page shows each outcome itself.
 */
export function useAccountLookup(initial: AccountLookupView, locale: Locale) {
  const services = useAppServices();
  const { dataLayer } = services;
  const checkout = useCareCalls(checkoutCalls);
  const identification = useCareCalls(identificationCalls);
  const [view, setView] = useState<AccountLookupView>(initial);
  const [busy, setBusy] = useState(false);

  const show = (outcome: AccountLookupOutcome, tab: AccountLookupTab) => {
    switch (outcome.kind) {
      case 'found':
        setView({ kind: 'account', account: outcome.account, justVerified: false });
        return;
      case 'problem':
        setView({ kind: 'form', problem: outcome.problem });
        return;
      case 'invalid':
        setView({
          kind: 'form',
          tab,
          serverErrors: serverFieldCodes(outcome.fieldErrors, TAB_FIELDS[tab]),
        });
        return;
      case 'stopped':
        setView({ kind: 'form' });
        return;
    }
  };

  const lookUp = async (
    tab: AccountLookupTab,
    method: IdentificationKind,
    call: () => Promise<CareIdentifiedAccount>,
  ) => {
    if (busy) return;
    setBusy(true);
    setView({ kind: 'form' });
    const outcome = await runAccountLookup(services, method, call).finally(() => setBusy(false));
    if (tab === 'rflz') {
      dataLayer.push(outcome.kind === 'found' ? 'rflz-successful' : 'rflz-failed');
    }
    show(outcome, tab);
  };

  const lookUpEmail = async (email: string) => {
    if (busy) return;
    setBusy(true);
    setView({ kind: 'form' });
    try {
      const result = await checkout.lookupCustomerEmail({ email }, skip);
      if (result.streamingSubscriptions.length + result.trialSubscriptions.length === 0) {
        show(nothingFound(services, 'EMAIL'), 'email');
        return;
      }
      trackIdentifiedBy(dataLayer, 'EMAIL');
      setView({ kind: 'email', result });
    } catch (error) {
      show(lookupFailureOf(services, error, 'EMAIL'), 'email');
    } finally {
      setBusy(false);
    }
  };

  /** A VIN names the radio itself; a plate is turned into its radio first (the legacy 2 steps). */
  const lookUpCar = (check: Extract<LookupCheck, { ok: true }>) => {
    const { vin, licensePlate, state } = check.request;
    if (vin) {
      return lookUp('car', 'VIN', () =>
        identification.lookupNonPiiAccount({ vin, authenticationType: 'VIN', locale }, skip),
      );
    }
    return lookUp('car', 'LPL', async () => {
      const plate = await identification.lookupLicensePlate(
        { licensePlate: licensePlate ?? '', state: state ?? '', consent: true },
        skip,
      );
      return identification.lookupNonPiiAccount(
        { deviceRef: plate.deviceRef, authenticationType: 'LPL', locale },
        skip,
      );
    });
  };

  const verify = async (fields: CareLpzFields) => {
    if (view.kind !== 'account' || busy) return;
    setBusy(true);
    const outcome = await verifyAccount(services, fields, locale).finally(() => setBusy(false));
    switch (outcome.kind) {
      case 'verified':
        setView({ kind: 'account', account: outcome.account, justVerified: true });
        return;
      case 'retry':
        setView({ ...view, refusal: outcome.refusal, verifyErrors: outcome.errors });
        return;
      case 'lost':
        setView({ kind: 'form', problem: outcome.problem });
        return;
      case 'stopped':
        return;
    }
  };

  const enter = async (entry: Exclude<UrlEntry, { kind: 'none' }>) => {
    show(await enterFromUrl(services, entry, locale), 'radio');
  };

  return {
    view,
    busy,
    lookUp,
    lookUpEmail,
    lookUpCar,
    verify,
    enter,
    reset: () => setView({ kind: 'form' }),
  };
}

export type AccountLookup = ReturnType<typeof useAccountLookup>;
