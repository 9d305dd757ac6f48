import { CURRENCIES, moneySchema, orderPlanSwitchSchema, PLAN_PHASES } from '@orbit/domain';
import { z } from 'zod';
import type { OrderRow } from './order-store.ts';
import type { PlannedPhase } from './subscription-phases.ts';

const storedPhaseSchema = /* @__PURE__ */ z.object({
  phase: z.enum(PLAN_PHASES),
  planType: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  termMonths: z.number().int().positive(),
  priceMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  isPrepaid: z.boolean(),
  offerId: z.string(),
});

/**
 * What a quoted plan-switch order keeps (in its `customer` record) to be confirmed exactly as it
 * was previewed: the change `order/v1` shows, the subscription's `updated_at` it was priced
 * against, the phases it writes and the next bill the confirmation email states.
 */
export const planSwitchRecordSchema = /* @__PURE__ */ z.object({
  ...orderPlanSwitchSchema.shape,
  pricedAgainst: z.iso.datetime(),
  fromPlanName: z.string(),
  nextBill: z.object({ date: z.iso.date(), amount: moneySchema }),
  accountCredit: moneySchema,
  phases: z.array(storedPhaseSchema).min(1),
});
export type PlanSwitchRecord = z.infer<typeof planSwitchRecordSchema>;

/** The plan switch an order records; null for other kinds. */
export function planSwitchRecordOf(row: OrderRow): PlanSwitchRecord | null {
  if (row.kind !== 'planSwitch') return null;
  return planSwitchRecordSchema.parse((row.customer as { planSwitch?: unknown }).planSwitch);
}

export function storedPhasesOf(phases: readonly PlannedPhase[]): PlanSwitchRecord['phases'] {
  return phases.map((phase) => ({
    ...phase,
    startsAt: phase.startsAt.toISOString(),
    endsAt: phase.endsAt?.toISOString() ?? null,
  }));
}

export function plannedPhasesOf(record: PlanSwitchRecord): PlannedPhase[] {
  return record.phases.map((phase) => ({
    ...phase,
    startsAt: new Date(phase.startsAt),
    endsAt: phase.endsAt === null ? null : new Date(phase.endsAt),
  }));
}
