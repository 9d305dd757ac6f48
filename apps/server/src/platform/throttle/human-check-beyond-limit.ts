import type { CareCaptchaFields, HumanCheckProof } from '@orbit/domain';
import type { AppConfig, HumanCheckSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type HumanCheckFields, requireHumanCheck } from '../human-check/index.ts';
import { countRequest, type RateLimitOutcome, type RateLimitRule } from './rate-limit-counter.ts';

/**
 * A request's proof of a solved human check (absent until it was asked for), where the request
 * carries it (for the field errors) and the check's settings.
 */
export type HumanCheckDemand = {
  proof: Partial<HumanCheckProof> | undefined;
  fields: HumanCheckFields;
  settings: HumanCheckSettings;
};

/** The care requests' names for a proof (the login's, flows §1.6). */
export const CARE_CAPTCHA_FIELDS: HumanCheckFields = {
  token: 'captchaToken',
  answer: 'captchaAnswer',
};

/** The proof a care request's `captchaAnswer` and `captchaToken` carry; none when neither was sent. */
export function humanCheckDemandOf(
  config: AppConfig,
  captcha: CareCaptchaFields,
  fields: HumanCheckFields = CARE_CAPTCHA_FIELDS,
): HumanCheckDemand {
  const { captchaAnswer, captchaToken } = captcha;
  const sent = Boolean(captchaAnswer) || Boolean(captchaToken);
  return {
    proof: sent ? { answer: captchaAnswer, token: captchaToken } : undefined,
    fields,
    settings: config.humanCheck,
  };
}

/** Lets the request through only with the demand's proof solved (requireHumanCheck). */
export function requireDemandedHumanCheck(
  db: Db,
  demand: HumanCheckDemand,
  now: Date,
): Promise<void> {
  return requireHumanCheck(db, demand.proof, now, demand.settings, demand.fields);
}

/**
 * Once any of a request's counted budgets is spent, the request goes on only with a solved human
 * check (428 CAPTCHA_REQUIRED otherwise). For budgets anyone can spend on someone else's behalf
 * (lookups of one radio, failed checks of one account): past the budget a person still gets
 * through, and a script pays a proof of work for every try. One proof answers all the budgets,
 * since a proof is good once.
 */
export async function requireHumanCheckIfSpent(
  db: Db,
  outcomes: readonly RateLimitOutcome[],
  now: Date,
  demand: HumanCheckDemand,
): Promise<void> {
  if (outcomes.some((outcome) => !outcome.allowed)) {
    await requireDemandedHumanCheck(db, demand, now);
  }
}

/** Counts the request against each rule, then asks as `requireHumanCheckIfSpent` does. */
export async function requireHumanCheckBeyond(
  db: Db,
  rules: readonly RateLimitRule[],
  now: Date,
  demand: HumanCheckDemand,
): Promise<void> {
  const outcomes: RateLimitOutcome[] = [];
  for (const rule of rules) outcomes.push(await countRequest(db, rule, now));
  await requireHumanCheckIfSpent(db, outcomes, now, demand);
}
