import {
  type CareCaptchaFields,
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
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Failure } from '../../../shared/errors/index.ts';
import { useAskedHumanCheck } from '../../../shared/human-check/index.ts';
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
import { linkEntryQuery } from './link-entry-query.ts';
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
  | {
      kind: 'form';
      problem?: LookupProblem;
      tab?: AccountLookupTab;
      serverErrors?: FieldErrors;
      /** The server asked for a human check: it runs above the form, the next search sends it. */
      humanCheck?: boolean;
    }
  | {
      kind: 'account';
      account: CareIdentifiedAccount;
      justVerified: boolean;
      refusal?: LpzRefusal;
      verifyErrors?: FieldErrors;
      /** The account's LPZ tries are spent: a human check runs, the next try sends it. */
      humanCheck?: boolean;
    }
  | { kind: 'email'; result: CareCustomerEmailResult };

const skip = { skipGlobalHandler: true } as const;

/** What the page shows after a lookup of one tab answered. */
function viewOf(outcome: AccountLookupOutcome, tab: AccountLookupTab): AccountLookupView {
  switch (outcome.kind) {
    case 'found':
      return { kind: 'account', account: outcome.account, justVerified: false };
    case 'problem':
      return { kind: 'form', problem: outcome.problem };
    case 'invalid':
      return {
        kind: 'form',
        tab,
        serverErrors: serverFieldCodes(outcome.fieldErrors, TAB_FIELDS[tab]),
      };
    // A link whose lookup asked for a check: the form, where a search shows one.
    case 'humanCheck':
    case 'stopped':
      return { kind: 'form' };
  }
}

type EmailOutcome = AccountLookupOutcome | { kind: 'email'; result: CareCustomerEmailResult };

/** One lookup, sent with the proof of a human check when the page has one. */
export type LookupCall = (captcha: CareCaptchaFields) => Promise<CareIdentifiedAccount>;

/**
 * The account lookup page's state: what it shows (a form and the last problem, the account
 * found, an email's subscriptions) and whether a call is running, with one action per way in.
 * The link's entry is a query (`linkEntryQuery`), shown until the customer does something; each
 * lookup is a mutation. Every call skips the global handler: the page shows each outcome itself.
 * A lookup past its budget asks for a human check (`humanCheck`), whose proof goes with the next.
 */
export function useAccountLookup(entry: UrlEntry, locale: Locale) {
  const services = useAppServices();
  const { dataLayer } = services;
  const checkout = useCareCalls(checkoutCalls);
  const identification = useCareCalls(identificationCalls);
  const link = useQuery(linkEntryQuery(services, entry, locale));
  const humanCheck = useAskedHumanCheck();
  // Set once the customer acts; until then the page shows what the link found.
  const [chosen, setChosen] = useState<AccountLookupView>();
  const view: AccountLookupView =
    chosen ??
    (entry.kind === 'none'
      ? { kind: 'form' }
      : link.data
        ? viewOf(link.data, 'radio')
        : { kind: 'entering' });

  const lookup = useMutation({
    mutationFn: (run: { method: IdentificationKind; call: () => Promise<CareIdentifiedAccount> }) =>
      runAccountLookup(services, run.method, run.call),
  });
  const emailLookup = useMutation({
    mutationFn: async (email: string): Promise<EmailOutcome> => {
      try {
        const result = await checkout.lookupCustomerEmail(
          { email, ...humanCheck.takeProof() },
          skip,
        );
        if (result.streamingSubscriptions.length + result.trialSubscriptions.length === 0) {
          return nothingFound(services, 'EMAIL');
        }
        trackIdentifiedBy(dataLayer, 'EMAIL');
        return { kind: 'email', result };
      } catch (error) {
        return lookupFailureOf(services, error, 'EMAIL');
      }
    },
  });
  const verification = useMutation({
    mutationFn: (fields: CareLpzFields) =>
      verifyAccount(services, fields, locale, humanCheck.takeProof()),
  });
  const busy = lookup.isPending || emailLookup.isPending || verification.isPending;

  /** The form again, with the check the server asked for (or, without one, a failure). */
  const askForHumanCheck = async (failure: Failure, tab: AccountLookupTab) =>
    setChosen(
      (await humanCheck.askedBy(failure))
        ? { kind: 'form', tab, humanCheck: true }
        : { kind: 'form', problem: 'failed' },
    );

  const lookUp = async (tab: AccountLookupTab, method: IdentificationKind, call: LookupCall) => {
    if (busy) return;
    setChosen({ kind: 'form' });
    const captcha = humanCheck.takeProof();
    const outcome = await lookup.mutateAsync({ method, call: () => call(captcha) });
    if (outcome.kind === 'humanCheck') return askForHumanCheck(outcome.failure, tab);
    if (tab === 'rflz') {
      dataLayer.push(outcome.kind === 'found' ? 'rflz-successful' : 'rflz-failed');
    }
    setChosen(viewOf(outcome, tab));
  };

  const lookUpEmail = async (email: string) => {
    if (busy) return;
    setChosen({ kind: 'form' });
    const outcome = await emailLookup.mutateAsync(email);
    if (outcome.kind === 'humanCheck') return askForHumanCheck(outcome.failure, 'email');
    setChosen(outcome.kind === 'email' ? outcome : viewOf(outcome, 'email'));
  };

  /** A VIN names the radio itself; a plate is turned into its radio first (the legacy 2 steps). */
  const lookUpCar = (check: Extract<LookupCheck, { ok: true }>) => {
    const { vin, licensePlate, state } = check.request;
    if (vin) {
      return lookUp('car', 'VIN', (captcha) =>
        identification.lookupNonPiiAccount(
          { vin, authenticationType: 'VIN', locale, ...captcha },
          skip,
        ),
      );
    }
    // One proof for both steps: only a step past its budget spends it.
    return lookUp('car', 'LPL', async (captcha) => {
      const plate = await identification.lookupLicensePlate(
        { licensePlate: licensePlate ?? '', state: state ?? '', consent: true, ...captcha },
        skip,
      );
      return identification.lookupNonPiiAccount(
        { deviceRef: plate.deviceRef, authenticationType: 'LPL', locale, ...captcha },
        skip,
      );
    });
  };

  const verify = async (fields: CareLpzFields) => {
    if (view.kind !== 'account' || busy) return;
    const found = view;
    const outcome = await verification.mutateAsync(fields);
    switch (outcome.kind) {
      case 'verified':
        setChosen({ kind: 'account', account: outcome.account, justVerified: true });
        return;
      case 'retry':
        setChosen({
          ...found,
          refusal: outcome.refusal,
          verifyErrors: outcome.errors,
          humanCheck: false,
        });
        return;
      case 'humanCheck':
        if (await humanCheck.askedBy(outcome.failure)) {
          setChosen({ ...found, refusal: undefined, verifyErrors: {}, humanCheck: true });
        } else setChosen({ kind: 'form', problem: 'failed' });
        return;
      case 'lost':
        setChosen({ kind: 'form', problem: outcome.problem });
        return;
      case 'stopped':
        return;
    }
  };

  return {
    view,
    busy,
    humanCheck,
    lookUp,
    lookUpEmail,
    lookUpCar,
    verify,
    reset: () => setChosen({ kind: 'form' }),
  };
}

export type AccountLookup = ReturnType<typeof useAccountLookup>;
