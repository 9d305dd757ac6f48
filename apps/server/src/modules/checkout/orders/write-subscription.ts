import { and, eq, gt, gte, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type HeldWrites, writeOrHold } from '../../../db/held-writes.ts';
import { radios, subscriptionPhases, subscriptions } from '../../../db/schema/index.ts';
import { newCommerceId } from '../../billing/index.ts';
import type { FollowOnPlan, NewSubscription, PlanSwitch } from './fulfilment.ts';
import type { PlannedPhase } from './subscription-phases.ts';

/** The insert of a subscription's phases from `firstPosition`; none when there are none. */
function phasesInsert(
  tx: Db,
  subscriptionId: string,
  phases: readonly PlannedPhase[],
  firstPosition: number,
  now: Date,
) {
  if (phases.length === 0) return undefined;
  return tx.insert(subscriptionPhases).values(
    phases.map((phase, index) => ({
      id: newCommerceId('subscriptionPhase', now),
      subscriptionId,
      position: firstPosition + index,
      ...phase,
    })),
  );
}

/**
 * The subscription of a confirmed order: a new one with its dated phases (the radio joins the
 * account), a paid plan following a trial (phases from the trial's end replaced), or a plan
 * switch (phases from its effective day replaced, the phase running then closed on that day;
 * the subscription names the new plan once it has taken over, and a pending cancellation is
 * taken back). Given `held`, a new subscription's writes are held there (writeOrHold), to go out
 * with the transaction's last statement; a plan following another reads its phases first, so its
 * writes go out now.
 */
export async function writeSubscription(
  tx: Db,
  plan: NewSubscription | FollowOnPlan | PlanSwitch,
  context: {
    accountNumber: string;
    /** None for a plan its partner bills (ADR 077). */
    billingProfileId: string | null;
    streamingIdentityId: string | null;
    now: Date;
  },
  held?: HeldWrites,
): Promise<void> {
  const { now } = context;
  const joinRadio = plan.radioId
    ? tx
        .update(radios)
        .set({ accountNumber: context.accountNumber })
        .where(eq(radios.radioId, plan.radioId))
    : undefined;
  if (plan.kind === 'new') {
    // The radio joined, the subscription and its phases: one statement, or with the last one.
    await writeOrHold(
      tx,
      [
        joinRadio,
        tx.insert(subscriptions).values({
          id: plan.subscriptionId,
          accountNumber: context.accountNumber,
          radioId: plan.radioId,
          planCode: plan.planCode,
          packageId: plan.packageId,
          serviceType: plan.serviceType,
          status: 'Active',
          commerceState: 'active',
          source: plan.source ?? 'internal',
          billingProfileId: context.billingProfileId,
          streamingIdentityId: context.streamingIdentityId,
          startedAt: plan.startedAt ?? now,
          endsAt: null,
          cancelledAt: null,
          createdAt: now,
          updatedAt: now,
        }),
        phasesInsert(tx, plan.subscriptionId, plan.phases, 0, now),
      ],
      held,
    );
    return;
  }
  if (joinRadio) await joinRadio;
  const kept = await tx
    .select({ position: subscriptionPhases.position, startsAt: subscriptionPhases.startsAt })
    .from(subscriptionPhases)
    .where(eq(subscriptionPhases.subscriptionId, plan.subscriptionId));
  const keptBefore = kept.filter((phase) => phase.startsAt.getTime() < plan.from.getTime());
  // A phase running across the change day ends on it (a trial already ends there).
  await tx
    .update(subscriptionPhases)
    .set({ endsAt: plan.from })
    .where(
      and(
        eq(subscriptionPhases.subscriptionId, plan.subscriptionId),
        lt(subscriptionPhases.startsAt, plan.from),
        or(isNull(subscriptionPhases.endsAt), gt(subscriptionPhases.endsAt, plan.from)),
      ),
    );
  await tx
    .delete(subscriptionPhases)
    .where(
      and(
        eq(subscriptionPhases.subscriptionId, plan.subscriptionId),
        gte(subscriptionPhases.startsAt, plan.from),
      ),
    );
  const next = keptBefore.reduce((max, phase) => Math.max(max, phase.position + 1), 0);
  await phasesInsert(tx, plan.subscriptionId, plan.phases, next, now);
  // A switch at the next renewal keeps naming the plan paid for until then: its phases say
  // what comes next.
  const takesOverNow = plan.kind === 'followOn' || plan.timing === 'NOW';
  await tx
    .update(subscriptions)
    .set({
      ...(takesOverNow ? { planCode: plan.planCode, packageId: plan.packageId } : {}),
      ...(plan.kind === 'planSwitch'
        ? { commerceState: 'active', endsAt: null, cancelledAt: null }
        : {}),
      billingProfileId: context.billingProfileId,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, plan.subscriptionId));
}
