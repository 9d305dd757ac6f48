import {
  type AcscResult,
  type AcscSelfPayRadio,
  type AcscTrialRadio,
  type CareAcscRequest,
  type CareAcscResult,
  calendarDateOf,
  currentPaidPeriodOf,
  type IdentificationKind,
  isIdentificationKind,
  type Locale,
  radioIdLastFour,
  remainingTermOf,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { SubscriberAccountRow } from '../../../db/schema/index.ts';
import type { AccountAccess } from '../../../platform/auth/account-access.ts';
import { identificationOf } from '../../../platform/auth/session-identification.ts';
import type { CareSession } from '../../../platform/care-session/session-service.ts';
import { maskedAccountOf, packageNamesOf, vehicleOf } from '../../identification/index.ts';
import { termTransferOf } from './term-transfer-view.ts';
import type { TransferDeps } from './transfer-deps.ts';
import {
  isCustomersTrial,
  type SelfPayRadio,
  selfPayRadiosOf,
  type TrialRadio,
  trialOfRadio,
} from './transfer-radios.ts';

/**
 * The trial radio the care session's ACSC link named, when the session came by that link for
 * this account (the link's radio is the session's identified radio, ADR 068); else null.
 */
export async function linkRadioIdOf(
  db: Db,
  session: CareSession,
  account: SubscriberAccountRow,
): Promise<string | null> {
  const identification = await identificationOf(db, session.id);
  return identification?.method === 'TOKEN_URL' &&
    identification.accountNumber === account.accountNumber
    ? identification.radioId
    : null;
}

/** The trial on the radio when it is this customer's to bring in (isCustomersTrial). */
export async function customersTrialOf(
  db: Db,
  input: { radioId: string; account: SubscriberAccountRow; linkRadioId: string | null; now: Date },
): Promise<TrialRadio | undefined> {
  const trial = await trialOfRadio(db, input.radioId, input.now);
  return trial && isCustomersTrial(trial, input.account, input.linkRadioId) ? trial : undefined;
}

function trialRadioView(
  trial: TrialRadio,
  account: SubscriberAccountRow,
  planName: (packageId: string) => string,
): AcscTrialRadio {
  return {
    radioId: trial.radio.radioId,
    radioIdLastFour: radioIdLastFour(trial.radio.radioId),
    deviceType: trial.radio.deviceType,
    vehicle: vehicleOf(trial.radio),
    subscriptionId: trial.subscription.id,
    trialPlanName: planName(trial.subscription.packageId),
    trialEndsOn: calendarDateOf(trial.trialEndsAt),
    hasFollowOn: trial.hasFollowOn,
    isConsolidated: trial.account.accountNumber === account.accountNumber,
  };
}

async function selfPayRadioView(
  db: Db,
  input: {
    selfPay: SelfPayRadio;
    account: SubscriberAccountRow;
    planName: (packageId: string) => string;
    locale: Locale;
    now: Date;
  },
): Promise<AcscSelfPayRadio> {
  const { radio, subscription, refusal } = input.selfPay;
  const { now } = input;
  const period = currentPaidPeriodOf(subscription.phases, now);
  const remaining = refusal ? undefined : remainingTermOf(subscription.phases, now);
  const moved = remaining
    ? await termTransferOf(db, {
        account: input.account,
        subscription,
        remaining,
        locale: input.locale,
      })
    : undefined;
  return {
    radioId: radio.radioId,
    radioIdLastFour: radioIdLastFour(radio.radioId),
    deviceType: radio.deviceType,
    vehicle: vehicleOf(radio),
    subscriptionId: subscription.id,
    planCode: subscription.planCode,
    planName: input.planName(subscription.packageId),
    paidThrough: period ? calendarDateOf(period.end) : calendarDateOf(now),
    canTransferSubscription: refusal === undefined,
    canReplaceRadio: refusal === undefined,
    transfer: moved?.transfer ?? null,
  };
}

/** How the session came to the account, for the masked answer (analytics' authenticationType). */
async function authenticationTypeOf(
  db: Db,
  access: AccountAccess,
  session: CareSession,
): Promise<IdentificationKind> {
  if (access.via === 'owner') return 'LOGIN';
  const method = (await identificationOf(db, session.id))?.method ?? 'LOGIN';
  return isIdentificationKind(method) ? method : 'LOGIN';
}

function resultOf(trial: TrialRadio | undefined, account: SubscriberAccountRow): AcscResult {
  if (!trial) return 'NO_TRIAL_RADIO_ID';
  if (trial.account.accountNumber !== account.accountNumber) return 'SUCCESS';
  return trial.hasFollowOn
    ? 'TRIAL_ALREADY_CONSOLIDATED_AND_HAS_FOLLOWON'
    : 'TRIAL_ALREADY_CONSOLIDATED_AND_NO_FOLLOWON';
}

/**
 * The ACSC identification (flows §8.1) of `account` for this care session: the trial radio (the
 * one asked for, else the link's) when it runs a trial that is this customer's — off the account
 * (SUCCESS) or on it already, with or without a paid plan to follow — or NO_TRIAL_RADIO_ID, one
 * answer for a radio with no trial, someone else's and no radio at all, so nothing can be probed;
 * the self-pay radios whose plan may move (or, `swapFlow`, may be replaced) and the masked account.
 */
export async function acscIdentificationOf(
  deps: TransferDeps,
  input: {
    access: AccountAccess;
    session: CareSession;
    request: CareAcscRequest;
    locale?: Locale | undefined;
  },
): Promise<CareAcscResult> {
  const { access, session, request } = input;
  const { account } = access;
  const now = deps.clock();
  const locale = input.locale ?? (account.language as Locale);
  const linkRadioId = await linkRadioIdOf(deps.db, session, account);
  const wantedRadioId = request.swapFlow ? null : (request.radioId ?? linkRadioId);
  const trial = wantedRadioId
    ? await customersTrialOf(deps.db, { radioId: wantedRadioId, account, linkRadioId, now })
    : undefined;
  const identificationResult = request.swapFlow ? 'SUCCESS' : resultOf(trial, account);
  const selfPay =
    identificationResult === 'SUCCESS' ? await selfPayRadiosOf(deps.db, account, now) : [];
  const planName = await packageNamesOf(
    deps.db,
    [...selfPay.map((radio) => radio.subscription.packageId), trial?.subscription.packageId ?? ''],
    locale,
  );
  const selfPayRadios = await Promise.all(
    selfPay.map((radio) =>
      selfPayRadioView(deps.db, { selfPay: radio, account, planName, locale, now }),
    ),
  );
  const selected = selfPayRadios.find((radio) => radio.subscriptionId === request.subscriptionId);
  return {
    identificationResult,
    account: await maskedAccountOf(deps, {
      accounts: [account],
      session,
      now,
      locale,
      authenticationType: await authenticationTypeOf(deps.db, access, session),
      verified: true,
    }),
    accountNumberLastFour: account.accountNumber.slice(-4),
    trialRadio: trial ? trialRadioView(trial, account, planName) : null,
    selfPayRadios,
    selectedSubscriptionId: selected?.subscriptionId ?? null,
  };
}
