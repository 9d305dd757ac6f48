import {
  type CareAccountRadio,
  type CareAccountStreaming,
  type CareIdentifiedAccount,
  type IdentificationKind,
  isDeviceType,
  type Locale,
  maskEmail,
  maskUsername,
  radioIdLastFour,
  subscriptionStatusLabel,
} from '@orbit/domain';
import type { RadioRow, SubscriberAccountRow } from '../../db/schema/index.ts';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { handlesOf } from './account-view-store.ts';
import { issueDeviceRef } from './device-ref.ts';
import type { IdentificationDeps } from './identification-deps.ts';
import { packageNamesOf } from './package-names.ts';
import {
  radiosOfAccount,
  type SubscriptionWithPhases,
  subscriptionsOfAccounts,
} from './radio-store.ts';
import { isActivePaid, radioStatusOf } from './subscription-state.ts';

export type MaskedAccountInput = {
  /** The accounts found (FLEPZ may find several of one person's); one for every other lookup. */
  accounts: readonly SubscriberAccountRow[];
  session: CareSession;
  now: Date;
  locale: Locale;
  authenticationType: IdentificationKind;
  /** Last name, phone and zip are proven on this session (or its owner is signed in). */
  verified: boolean;
};

function vehicleOf(radio: RadioRow): CareAccountRadio['vehicle'] {
  if (!radio.make || !radio.model) return null;
  return { year: radio.year, make: radio.make, model: radio.model };
}

async function radioEntry(
  deps: IdentificationDeps,
  radio: RadioRow,
  history: readonly SubscriptionWithPhases[],
  input: MaskedAccountInput,
  planName: (packageId: string) => string,
): Promise<CareAccountRadio> {
  const running = history.find((subscription) => subscription.status === 'Active');
  return {
    deviceRef: await issueDeviceRef(deps.db, {
      radioId: radio.radioId,
      careSessionId: input.session.id,
      now: input.now,
    }),
    radioIdLastFour: radioIdLastFour(radio.radioId),
    deviceType: isDeviceType(radio.deviceType) ? radio.deviceType : 'radio',
    vehicle: vehicleOf(radio),
    status: radioStatusOf(history),
    planName: running ? planName(running.packageId) : null,
    hasActiveSubscription: history.some((subscription) => isActivePaid(subscription, input.now)),
  };
}

async function streamingEntries(
  deps: IdentificationDeps,
  accounts: readonly SubscriberAccountRow[],
  subscriptions: readonly SubscriptionWithPhases[],
  planName: (packageId: string) => string,
): Promise<CareAccountStreaming[]> {
  const withSignIn = subscriptions.filter((subscription) => subscription.streamingIdentityId);
  const handles = await handlesOf(
    deps.db,
    withSignIn.map((subscription) => subscription.streamingIdentityId ?? ''),
  );
  return withSignIn.map((subscription) => {
    const handle = handles.get(subscription.streamingIdentityId ?? '');
    const email = accounts.find((a) => a.accountNumber === subscription.accountNumber)?.email;
    return {
      subscriptionId: subscription.id,
      maskedUsername: handle ? maskUsername(handle) : maskEmail(email ?? ''),
      planName: planName(subscription.packageId),
      status: subscriptionStatusLabel(subscription.status),
    };
  });
}

/**
 * The masked account a lookup answers (domain `careIdentifiedAccountSchema`): every radio of the
 * accounts with its last four, vehicle, status and running plan, and a fresh `deviceRef` for this
 * care session; the streaming sign-ins masked; the first name only once verified. One mapper, so
 * every lookup masks the same things.
 */
export async function maskedAccountOf(
  deps: IdentificationDeps,
  input: MaskedAccountInput,
): Promise<CareIdentifiedAccount> {
  const numbers = input.accounts.map((account) => account.accountNumber);
  const radios: RadioRow[] = [];
  for (const accountNumber of numbers)
    radios.push(...(await radiosOfAccount(deps.db, accountNumber)));
  const subscriptions = await subscriptionsOfAccounts(deps.db, numbers);
  const planName = await packageNamesOf(
    deps.db,
    subscriptions.map((subscription) => subscription.packageId),
    input.locale,
  );
  const radioEntries: CareAccountRadio[] = [];
  for (const radio of radios) {
    const history = subscriptions.filter((subscription) => subscription.radioId === radio.radioId);
    radioEntries.push(await radioEntry(deps, radio, history, input, planName));
  }
  return {
    authenticationType: input.authenticationType,
    verified: input.verified,
    firstName: input.verified ? (input.accounts[0]?.firstName ?? null) : null,
    radios: radioEntries,
    streaming: await streamingEntries(deps, input.accounts, subscriptions, planName),
    hasActiveSubscription: subscriptions.some((subscription) =>
      isActivePaid(subscription, input.now),
    ),
  };
}
