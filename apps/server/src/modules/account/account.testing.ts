import { careAccountSchema, careSuccessSchema, envInfoSchema } from '@orbit/domain';
import { expect } from 'vitest';
import { radios, subscriptionPhases, subscriptions } from '../../db/schema/index.ts';
import { DEMO_PAST_DUE } from '../../db/seed/account-billing.ts';
import { recordIdentification } from '../../platform/auth/session-identification.ts';
import type { Logger } from '../../platform/logger.ts';
import { careCaller, careData, ORBIT_OWNER } from '../../testing/care-caller.ts';
import type { FakeClock } from '../../testing/fake-clock.ts';
import { fileCounter } from '../../testing/file-counter.ts';

/** Test support for the account capability's suites (not used at run time). */

export { careData, careError, ORBIT_OWNER } from '../../testing/care-caller.ts';
export const PAST_DUE_OWNER = { username: DEMO_PAST_DUE.handle, password: DEMO_PAST_DUE.password };
export const CANADIAN_OWNER = {
  username: 'auditrice@orbitradio.test',
  password: 'Aurore-Boreale-58',
} as const;

/** A care caller with the account area's extras: its session id, identification, the account. */
export async function accountCaller(
  options: { host?: string; clock?: FakeClock; logger?: Logger } = {},
) {
  const caller = await careCaller(options);
  return {
    ...caller,
    /** The public id of the caller's care session (env-info's sessionInfo.id). */
    async sessionId(): Promise<string> {
      const response = await caller.get('/services/utility/env-info');
      const envelope = careSuccessSchema(envInfoSchema).parse(response.json());
      return envelope.data.sessionInfo.id;
    },
    /** Records, as a lookup would, that this session found `accountNumber` (and proved LPZ). */
    async identify(accountNumber: string, verified: boolean) {
      await recordIdentification(
        caller.db,
        await this.sessionId(),
        { accountNumber, method: 'FLEPZ' },
        caller.clock.now(),
        verified,
      );
    },
    async account(accountNumber?: string) {
      return careData(
        await caller.post('/services/account', accountNumber ? { accountNumber } : {}),
        careAccountSchema,
      );
    },
  };
}

export type AccountCaller = Awaited<ReturnType<typeof accountCaller>>;

export async function signedInOwner(clock?: FakeClock) {
  const caller = await accountCaller(clock ? { clock } : {});
  await caller.signIn(ORBIT_OWNER.username, ORBIT_OWNER.password);
  return caller;
}

const radiosMade = fileCounter();

/**
 * A radio written straight to an account, with one subscription of `status` (none when null):
 * each call makes a new radio id, so tests sharing the file's database do not meet.
 */
export async function insertRadio(
  caller: AccountCaller,
  values: {
    accountNumber: string;
    status: 'Active' | 'Closed' | 'Suspended' | 'Inactive' | null;
    phases?: {
      phase: 'trial' | 'fullPrice';
      planType: string;
      startsAt: Date;
      endsAt: Date | null;
    }[];
    nickname?: string;
  },
): Promise<{ radioId: string; subscriptionId: string | null }> {
  const radioId = `TSTR${String(radiosMade.next()).padStart(4, '0')}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const now = caller.clock.now();
  await caller.db.insert(radios).values({
    radioId,
    accountNumber: values.accountNumber,
    deviceType: 'radio',
    nickname: values.nickname ?? null,
    createdAt: now,
  });
  if (values.status === null) return { radioId, subscriptionId: null };
  const subscriptionId = `sub_test_${radioId.toLowerCase()}`;
  const startedAt = new Date(now.getTime() - 30 * 86_400_000);
  await caller.db.insert(subscriptions).values({
    id: subscriptionId,
    accountNumber: values.accountNumber,
    radioId,
    planCode: 'US_SAT_AA_MO',
    packageId: 'SXM_ALL_ACCESS',
    serviceType: 'satellite',
    status: values.status,
    commerceState: 'active',
    source: 'internal',
    startedAt,
    endsAt: values.status === 'Closed' ? now : null,
    cancelledAt: values.status === 'Closed' ? now : null,
    createdAt: startedAt,
    updatedAt: startedAt,
  });
  const phases = values.phases ?? [
    { phase: 'fullPrice' as const, planType: 'SELF_PAY', startsAt: startedAt, endsAt: null },
  ];
  await caller.db.insert(subscriptionPhases).values(
    phases.map((phase, position) => ({
      id: `${subscriptionId}_phase_${position}`,
      subscriptionId,
      position,
      ...phase,
      termMonths: phase.phase === 'trial' ? 3 : 1,
      priceMinor: phase.phase === 'trial' ? 0 : 2399,
      currency: 'USD',
      isPrepaid: false,
      offerId: 'US_SAT_AA_MO',
    })),
  );
  return { radioId, subscriptionId };
}

/** The device id the account view shows for a radio (by its last four). */
export async function deviceIdOf(caller: AccountCaller, radioId: string): Promise<string> {
  const account = await caller.account();
  const device = account.devices.find((shown) => radioId.endsWith(shown.radioIdLastFour));
  expect(device, `device ending ${radioId.slice(-4)}`).toBeDefined();
  return device?.id ?? '';
}
