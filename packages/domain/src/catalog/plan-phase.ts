/** The three phases a plan goes through: a free trial, a promotional price, then full price. */
export const PLAN_PHASES = ['trial', 'promo', 'fullPrice'] as const;
export type PlanPhase = (typeof PLAN_PHASES)[number];

export const TRIAL_PLAN_TYPES = [
  'TRIAL',
  'TRIAL_EXT',
  'TRIAL_EXT_RTC',
  'TRIAL_RTP',
  'TRIAL_GGLE',
] as const;
export const PROMO_PLAN_TYPES = ['PROMO', 'PROMO_MCP'] as const;

/** The phase a legacy plan type stands for; every type not listed is full price. */
export function phaseOfPlanType(planType: string): PlanPhase {
  if ((TRIAL_PLAN_TYPES as readonly string[]).includes(planType)) return 'trial';
  if ((PROMO_PLAN_TYPES as readonly string[]).includes(planType)) return 'promo';
  return 'fullPrice';
}

/**
 * Promotions are paid up front for their whole term (prepaid), except PROMO_MCP, which bills
 * monthly. Trials cost nothing and full price renews, so neither is prepaid.
 */
export function isPrepaidPlanType(planType: string): boolean {
  return phaseOfPlanType(planType) === 'promo' && planType !== 'PROMO_MCP';
}
