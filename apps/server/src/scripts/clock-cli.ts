import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createDemoClock, DEMO_CLOCK_PATH, moveOf } from '../platform/demo-clock/index.ts';

type Output = { out(line: string): void; err(line: string): void };

const USAGE =
  'usage: npm run clock -w @orbit/server -- advance <n><m|h|d|w>   (e.g. advance 31d)\n' +
  '       npm run clock -w @orbit/server -- show';

/** Asks the running development server to move; undefined when no server answers. */
async function moveRunningServer(config: AppConfig, advance: string) {
  try {
    const response = await fetch(`${config.publicUrl}${DEMO_CLOCK_PATH}.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: config.publicUrl },
      body: JSON.stringify({ advance }),
    });
    if (!response.ok)
      throw new Error(`the server answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { now: string; offsetMs: number; ran: number };
  } catch (error) {
    if (error instanceof TypeError) return undefined; // nothing listening
    throw error;
  }
}

/** No server running: moves the offset in the database, then runs what fell due in-process. */
async function moveOffline(config: AppConfig, ms: number) {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const demo = createDemoClock(database.db);
    const offsetMs = await demo.advance(ms);
    const app = await buildApp(config, { database });
    try {
      await app.ready();
      const now = demo.clock();
      const report = await app.scheduler.runDue(now);
      return { now: now.toISOString(), offsetMs, ran: report.ran.length };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/**
 * `npm run clock -w @orbit/server -- advance 31d` (ADR 074): moves the development demo's clock
 * forward and runs what fell due — through the running server's `/dev/clock.json` when one
 * listens at PUBLIC_URL, otherwise on the database directly. Refused outside development.
 */
export async function runClockCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  output: Output,
  cwd?: string,
): Promise<number> {
  const config = loadConfig(env, cwd);
  if (config.mode !== 'development') {
    output.err('The demo clock runs in development only (NODE_ENV=development).');
    return 1;
  }
  const [command, amount] = args;
  if (command === 'show') {
    const database = await openDatabase(config);
    try {
      await database.migrate();
      const demo = createDemoClock(database.db);
      await demo.refresh();
      output.out(
        `demo time ${demo.clock().toISOString()} (${demo.offsetMs() / 86_400_000} days ahead)`,
      );
      return 0;
    } finally {
      await database.close();
    }
  }
  const ms = command === 'advance' && amount ? moveOf(amount) : undefined;
  if (!amount || ms === undefined) {
    output.err(USAGE);
    return 2;
  }
  const moved = (await moveRunningServer(config, amount)) ?? (await moveOffline(config, ms));
  output.out(
    `demo time ${moved.now} (${Math.round(moved.offsetMs / 3_600_000) / 24} days ahead); ${moved.ran} scheduled jobs ran`,
  );
  return 0;
}
