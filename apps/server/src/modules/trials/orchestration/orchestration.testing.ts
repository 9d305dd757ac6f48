import { eq } from 'drizzle-orm';
import { seedRuns } from '../../../db/schema/index.ts';
import { ORCHESTRATION_DEMO_VEHICLES } from '../../../db/seed/vehicle-orchestration.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { fileCounter } from '../../../testing/file-counter.ts';
import { insertIdentity } from '../../../testing/identities.ts';
import { bearer, signIn, startAnonymousSession } from '../../../testing/service-sessions.ts';
import { createTestApp } from '../../../testing/test-app.ts';

export const V = ORCHESTRATION_DEMO_VEHICLES;
const HOUR_MS = 3_600_000;
const testsOfFile = fileCounter();

type Method = 'GET' | 'POST' | 'PATCH';

/**
 * The app on the seeded demo with its clock at the seed's (the `ORBW…` vehicles are dated from
 * it), two hours further for each test of the file, so that one test's vehicle lookups do not
 * spend the hourly budget of the next. Callers: anonymous, a demo owner, or a new identity.
 */
export async function orchestrationSetUp(options: { ownDatabase?: boolean } = {}) {
  const clock = createFakeClock();
  const testApp = await createTestApp({ clock, ownDatabase: options.ownDatabase ?? false });
  const { app, db } = testApp;
  const [run] = await db.select().from(seedRuns).where(eq(seedRuns.part, 'vehicle-orchestration'));
  if (!run) throw new Error('the vehicle orchestration demo is not seeded');
  clock.set(new Date(run.seededAt.getTime() + HOUR_MS + testsOfFile.next() * 2 * HOUR_MS));

  const callerWith =
    (headers: Record<string, string>) =>
    (method: Method, url: string, payload?: unknown, remoteAddress = '203.0.113.50') =>
      app.inject({
        method,
        url,
        headers,
        remoteAddress,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

  const anonymous = async () => callerWith(bearer((await startAnonymousSession(app)).session));
  const signedInAs = async (identityId: string) =>
    callerWith(bearer((await signIn(testApp, identityId)).session));
  const newIdentity = async (handle: string, country: 'us' | 'ca' = 'us') => {
    const identity = await insertIdentity(testApp, { handle, country });
    return { identity, call: await signedInAs(identity.id) };
  };
  return { ...testApp, anonymous, signedInAs, newIdentity, seededAt: run.seededAt };
}

export type OrchestrationCall = Awaited<
  ReturnType<Awaited<ReturnType<typeof orchestrationSetUp>>['anonymous']>
>;
