import type { Locale } from '@orbit/domain';
import { catalogCalls, upgradeCalls } from '@orbit/sdk';
import { type Failure, failureOf, reportFailure } from '../../../shared/errors/index.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import { type ChangeEntryOutcome, openNamedSubscription } from '../change/change-entry.ts';
import type { UpgradeLinkKind, UpgradeProblemPage } from './upgrade-path.ts';

/** An upgrade link as the page reads it (flows §4.4). */
export interface UpgradeLink {
  kind: UpgradeLinkKind;
  token: string;
  programCode: string;
}

export type UpgradeEntryOutcome =
  /** An active radio: its account and subscription, and the plans the upgrade's program offers. */
  | {
      kind: 'ready';
      entry: Extract<ChangeEntryOutcome, { kind: 'ready' }>;
      programPlanCodes: readonly string[];
    }
  /** A closed radio: a new subscription, through the satellite checkout on this program. */
  | { kind: 'closed'; programCode: string }
  | { kind: 'problem'; page: UpgradeProblemPage }
  /** The session timed out: its modal is open. */
  | { kind: 'stopped' };

const QUIET = { skipGlobalHandler: true } as const;

const problem = (page: UpgradeProblemPage): UpgradeEntryOutcome => ({ kind: 'problem', page });

/** What a refused upgrade link means: its field error names the page (flows §4.4). */
function linkProblemOf(failure: Failure): UpgradeEntryOutcome {
  if (failure.kind === 'sessionTimedOut') return { kind: 'stopped' };
  const codes = failure.fieldErrors.map((field) => field.errorCode);
  if (codes.includes('TOKEN_REDEEMED')) return problem('redeemed-error');
  if (codes.includes('TOKEN_EXPIRED')) return problem('expired-error');
  return problem('default-error');
}

/**
 * The upgrade pages' door: the link's token names the radio and proves its account for this
 * session (`account/token/pkg-upgrade`); the upgrade's program must still be offered
 * (`offers/customer`, EXPIRED → the expired page); a closed radio gets a new subscription; an
 * active one needs a package above its own (`offers/customer/upgrade`, ALREADY_UPGRADED → the
 * full price page's "already upgraded") and opens the change steps on its subscription.
 */
export async function enterUpgrade(
  services: AppServices,
  link: UpgradeLink,
  locale: Locale,
): Promise<UpgradeEntryOutcome> {
  const upgrades = careCallsFor(services.careRequester, upgradeCalls);
  const catalog = careCallsFor(services.careRequester, catalogCalls);
  const report = (failure: Failure, name: string) =>
    reportFailure(services.errors, failure, { name, serverFault: 'stay' });
  try {
    const opened = await upgrades.packageUpgradeToken({ token: link.token }, QUIET);
    // The program's own offers: asked for the radio, a radio already paid for is refused them.
    const program = await catalog.getCustomerOffers(
      { programCode: link.programCode, streaming: false, locale },
      QUIET,
    );
    if (program.offers.some((offer) => offer.fallbackReason === 'EXPIRED')) {
      return problem('expired-error');
    }
    if (opened.subscriptionId === null) return { kind: 'closed', programCode: link.programCode };
    try {
      await upgrades.upgradeOffers({ subscriptionId: opened.subscriptionId, locale }, QUIET);
    } catch (error) {
      const failure = failureOf(error);
      if (failure.code === 'ALREADY_UPGRADED') {
        return problem(link.kind === 'fp' ? 'already-upgraded-error' : 'default-error');
      }
      throw error;
    }
    const named = await openNamedSubscription(services, { subscriptionId: opened.subscriptionId });
    if (named.kind === 'stopped') return { kind: 'stopped' };
    if (named.kind !== 'ready') return problem('default-error');
    return {
      kind: 'ready',
      entry: named,
      programPlanCodes: program.offers
        .filter((offer) => offer.fallbackReason === null)
        .map((offer) => offer.planCode),
    };
  } catch (error) {
    const failure = failureOf(error);
    // A refused link is a page of its own; anything else is reported (a timeout opens its modal).
    if (failure.kind !== 'refused') report(failure, 'upgrade link');
    return linkProblemOf(failure);
  }
}
