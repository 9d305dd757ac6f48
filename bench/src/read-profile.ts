import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '@orbit/server/server-process';
import { readRequests, type ServerRead } from './api-reads.ts';
import { benchDatabaseUrl, createDatabase } from './bench-postgres.ts';
import { loadAutocannon } from './bench-tools.ts';
import { summarizeCpuProfile } from './cpu-profile-summary.ts';
import { LOAD_LIMITS, SLOW_START } from './load-limits.ts';

/**
 * Where the production server's CPU goes on one read under the bench's load (ADR 092):
 * `npx tsx src/read-profile.ts static|offers|account [seconds]` in `bench/`, inside
 * `scripts/with-throwaway-postgres.sh`. Starts the built server with `--cpu-prof` on its own
 * PostgreSQL database, sends the bench's request at 50 connections (1 s warm-up, then `seconds`),
 * stops it, and prints the profile's last `seconds` by function and by package; the
 * `.cpuprofile` stays for Chromium's DevTools.
 */
const READS: Record<string, ServerRead> = {
  static: 'static config',
  offers: 'offers read',
  account: 'account read',
};
const read = READS[process.argv[2] ?? ''];
if (!read) throw new Error(`which read? ${Object.keys(READS).join(' | ')}`);
const seconds = Number(process.argv[3] ?? 8);

const profileDir = mkdtempSync(join(tmpdir(), 'orbit-read-profile-'));
const databaseUrl = await createDatabase(benchDatabaseUrl(), 'orbit_bench_profile');
const server = await startServerProcess(
  { DATABASE_URL: databaseUrl, TRUST_PROXY: 'true', ...LOAD_LIMITS },
  { ...SLOW_START, nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] },
);
let outcome: string;
try {
  const autocannon = await loadAutocannon();
  const request = (await readRequests(server.origin))[read];
  await autocannon({ ...request, duration: 1 });
  const result = await autocannon({ ...request, duration: seconds });
  outcome = `${read}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} failed`;
} finally {
  await server.stop();
}
const [profile] = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
if (!profile) throw new Error(`no profile written in ${profileDir}`);
const summary = summarizeCpuProfile(join(profileDir, profile), seconds * 1000);
const percent = (share: number) => `${(share * 100).toFixed(1).padStart(5)} %`;
console.info(outcome);
console.info(`profile: ${join(profileDir, profile)} (${Math.round(summary.sampledMs)} ms sampled)`);
console.info('by function (self):');
for (const { name, share } of summary.self) console.info(`${percent(share)}  ${name}`);
console.info('inside (callees included):');
for (const { name, share } of summary.inside) console.info(`${percent(share)}  ${name}`);
