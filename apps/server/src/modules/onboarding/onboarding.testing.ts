import { eq } from 'drizzle-orm';
import { seedRuns } from '../../db/schema/index.ts';
import {
  ONBOARDING_DEMO_ACCOUNTS,
  onboardingDemoEmail,
  onboardingDemoPhone,
} from '../../db/seed/onboarding-accounts.ts';
import { careCaller } from '../../testing/care-caller.ts';
import { createFakeClock } from '../../testing/fake-clock.ts';

export const STREAMING_FLEPZ = '/services/identity/streaming/flepz';
export const STREAMING_DEVICE = '/services/identity/streaming/device';
export const ONBOARDING_TOKEN = '/services/account/token/onboarding';
export const UPDATE_STREAMING = '/services/account/onboarding/update-streaming';

type DemoAccount = (typeof ONBOARDING_DEMO_ACCOUNTS)[number];

/** The FLEPZ of a demo onboarding account, as a customer types it. */
export function flepzOf(accountNumber: DemoAccount['accountNumber']) {
  const account = ONBOARDING_DEMO_ACCOUNTS.find((a) => a.accountNumber === accountNumber);
  if (!account) throw new Error(`no demo onboarding account ${accountNumber}`);
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    email: onboardingDemoEmail(account),
    phoneNumber: onboardingDemoPhone(account),
    zipCode: '78701',
  };
}

/**
 * A care caller whose clock reads an hour after the onboarding accounts were seeded (their
 * trials and collections are relative to that), on a care session started then.
 */
export async function onboardingCaller(options: { remoteAddress?: string; host?: string } = {}) {
  const clock = createFakeClock();
  const caller = await careCaller({ clock, ...options });
  const [run] = await caller.db
    .select()
    .from(seedRuns)
    .where(eq(seedRuns.part, 'onboarding-accounts'));
  if (!run) throw new Error('onboarding accounts not seeded');
  clock.set(new Date(run.seededAt.getTime() + 3_600_000));
  await caller.newSession();
  return Object.assign(caller, { clock });
}
