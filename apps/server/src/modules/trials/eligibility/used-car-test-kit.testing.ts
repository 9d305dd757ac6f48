import { careUsedCarEligibilityResultSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { seedRuns } from '../../../db/schema/index.ts';
import { type CareCaller, careCaller, careData } from '../../../testing/care-caller.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';

export const USED_CAR_CHECK = '/services/trial/used-car-eligibility-check';
/** A used car's new owner, as the RFLZ form takes them (US). */
export const NEW_OWNER = { firstName: 'Jamie', lastName: 'Rivera', zipCode: '30301' };
export const NEW_OWNER_CA = { firstName: 'Camille', lastName: 'Tremblay', zipCode: 'H2X 1K4' };

/**
 * A caller whose clock is the demo seed's: the used-car radios are dated from the seed clock,
 * so the care session is started again once the clock is set.
 */
export async function seededCaller(
  options: { host?: string; remoteAddress?: string } = {},
): Promise<CareCaller> {
  const clock = createFakeClock();
  const caller = await careCaller({ ...options, clock });
  const [run] = await caller.db.select().from(seedRuns).where(eq(seedRuns.part, 'used-car-radios'));
  if (!run) throw new Error('the used-car radios are not seeded');
  clock.set(new Date(run.seededAt.getTime() + 3_600_000));
  await caller.newSession();
  return caller;
}

/** The used-car check passed for `radioIdOrVin`: its answer (deviceRef, program code). */
export async function passedCheck(
  caller: CareCaller,
  radioIdOrVin: string,
  owner: Record<string, string> = NEW_OWNER,
) {
  return careData(
    await caller.post(USED_CAR_CHECK, { radioIdOrVin, ...owner }),
    careUsedCarEligibilityResultSchema,
  );
}
