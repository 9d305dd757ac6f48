import type { CareChangeOffersResult, ChangeOffer, PackageChange } from '@orbit/domain';

/** One package card of "Pick your plan": its billing terms and what picking it does. */
export interface ChangePackage {
  packageId: string;
  packageName: string;
  /** The package the subscription is on today. */
  isCurrent: boolean;
  packageChange: PackageChange;
  isBestPlan: boolean;
  /** Picking it drops something the customer has: they confirm first. */
  needsConfirmation: boolean;
  /** Its billing terms, shortest first. */
  terms: ChangeOffer[];
}

/**
 * The offers as package cards, in the order the service answered them, the current package
 * first: a package is offered once, with all its billing terms.
 */
export function changePackagesOf(result: CareChangeOffersResult): ChangePackage[] {
  const packages = new Map<string, ChangePackage>();
  for (const offer of result.offers) {
    const known = packages.get(offer.packageId);
    if (known) {
      known.terms.push(offer);
      known.isBestPlan ||= offer.isBestPlan;
      known.needsConfirmation ||= offer.needsConfirmation;
      continue;
    }
    packages.set(offer.packageId, {
      packageId: offer.packageId,
      packageName: offer.packageName,
      isCurrent: offer.packageId === result.currentPlan.packageId,
      packageChange: offer.packageChange,
      isBestPlan: offer.isBestPlan,
      needsConfirmation: offer.needsConfirmation,
      terms: [offer],
    });
  }
  const list = [...packages.values()];
  for (const item of list) item.terms.sort((a, b) => a.renewalTermMonths - b.renewalTermMonths);
  return [...list.filter((item) => item.isCurrent), ...list.filter((item) => !item.isCurrent)];
}

/** The billing terms the customer may pick in a package: not the plan they are on. */
export function termsToPick(item: ChangePackage, currentPlanCode: string): ChangeOffer[] {
  return item.terms.filter((offer) => offer.planCode !== currentPlanCode);
}
