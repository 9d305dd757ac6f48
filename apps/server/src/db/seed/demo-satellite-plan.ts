import { radios, subscriptionPhases, subscriptions } from '../schema/index.ts';
import type { SeedPart } from './seed-part.ts';

/** A demo customer's car radio and the paid satellite plan running on it. */
export type DemoSatellitePlan = {
  accountNumber: string;
  radioId: string;
  subscriptionId: string;
  planCode: string;
  packageId: string;
};

/**
 * Writes the radio (a 2025 Lumen Arc) on the account and its active, internally billed satellite
 * subscription since `start`, paid from `profileId`, with exactly `phases`.
 */
export async function seedDemoSatellitePlan(
  tx: Parameters<SeedPart['run']>[0],
  plan: DemoSatellitePlan,
  input: {
    start: Date;
    profileId: string;
    phases: readonly (typeof subscriptionPhases.$inferInsert)[];
  },
): Promise<void> {
  const { start } = input;
  await tx.insert(radios).values({
    radioId: plan.radioId,
    accountNumber: plan.accountNumber,
    deviceType: 'car',
    vin: null,
    licensePlate: null,
    plateState: null,
    make: 'Lumen',
    model: 'Arc',
    year: 2025,
    nickname: null,
    createdAt: start,
  });
  await tx.insert(subscriptions).values({
    id: plan.subscriptionId,
    accountNumber: plan.accountNumber,
    radioId: plan.radioId,
    planCode: plan.planCode,
    packageId: plan.packageId,
    serviceType: 'satellite',
    status: 'Active',
    commerceState: 'active',
    source: 'internal',
    billingProfileId: input.profileId,
    streamingIdentityId: null,
    startedAt: start,
    endsAt: null,
    cancelledAt: null,
    createdAt: start,
    updatedAt: start,
  });
  await tx.insert(subscriptionPhases).values([...input.phases]);
}
