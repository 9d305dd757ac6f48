import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readRequests, type ServerRead } from './api-reads.ts';
import { BenchUsageError } from './bench-parts.ts';
import { loadAutocannon } from './bench-tools.ts';
import { summarizeCpuProfile } from './cpu-profile-summary.ts';

/**
 * The one way the bench profiles its server (ADR 092, 093): with `BENCH_CPU_PROFILE_DIR` set, the
 * API and checkout parts' server runs under `node --cpu-prof` (NODE_OPTIONS refuses that flag;
 * `startServerProcess` takes it in `nodeFlags`) and writes its V8 profile there when it stops,
 * for Chrome DevTools; the bench then prints where the CPU went while the parts measured, by
 * function and by package. `BENCH_PROFILE_READ=static|offers|account` (with `--only api`) loads
 * that one read alone instead of measuring the parts, for `BENCH_PROFILE_SECONDS` (8) after 1 s
 * of warm-up, with the bench's own request for it (`readRequests`).
 */
export type ServerCpuProfile = {
  dir: string;
  /** One read loaded alone instead of the parts' measurements. */
  read: ServerRead | undefined;
  seconds: number;
  /** The profiles already in `dir` before this run: the run's is the one added. */
  before: ReadonlySet<string>;
};

const READS: Record<string, ServerRead> = {
  static: 'static config',
  offers: 'offers read',
  account: 'account read',
};

/** What the environment asks to profile; nothing without `BENCH_CPU_PROFILE_DIR`. */
export function serverCpuProfileOf(
  env: Record<string, string | undefined>,
): ServerCpuProfile | undefined {
  const readName = env.BENCH_PROFILE_READ?.trim();
  if (!env.BENCH_CPU_PROFILE_DIR) {
    if (readName) throw new BenchUsageError('BENCH_PROFILE_READ needs BENCH_CPU_PROFILE_DIR');
    return undefined;
  }
  const read = readName ? READS[readName] : undefined;
  if (readName && !read) {
    throw new BenchUsageError(
      `BENCH_PROFILE_READ must be one of ${Object.keys(READS).join(', ')} (got "${readName}")`,
    );
  }
  const seconds = Number(env.BENCH_PROFILE_SECONDS ?? 8);
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw new BenchUsageError('BENCH_PROFILE_SECONDS must be a whole number of seconds');
  }
  const dir = resolve(env.BENCH_CPU_PROFILE_DIR);
  return { dir, read, seconds, before: new Set(profilesIn(dir)) };
}

function profilesIn(dir: string): string[] {
  try {
    return readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  } catch {
    return [];
  }
}

/** The node flags of the profiled server's process. */
export function cpuProfileFlags(profile: ServerCpuProfile | undefined): string[] {
  return profile ? ['--cpu-prof', `--cpu-prof-dir=${profile.dir}`] : [];
}

/** Loads one read alone at the bench's 50 connections; prints its rate. */
export async function loadOneRead(
  origin: string,
  profile: ServerCpuProfile & { read: ServerRead },
) {
  const autocannon = await loadAutocannon();
  const request = (await readRequests(origin))[profile.read];
  await autocannon({ ...request, duration: 1 });
  const result = await autocannon({ ...request, duration: profile.seconds });
  console.info(
    `  ${profile.read} alone: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} failed`,
  );
}

/**
 * The summary step: where the stopped server's CPU went in its last `windowMs` (what the parts
 * measured, not the start-up), by function (self time) and by package or source folder.
 */
export function printCpuProfileSummary(profile: ServerCpuProfile, windowMs: number) {
  const written = profilesIn(profile.dir).filter((name) => !profile.before.has(name));
  const [file] = written.sort().reverse();
  if (!file) throw new Error(`the server wrote no profile in ${profile.dir}`);
  const summary = summarizeCpuProfile(join(profile.dir, file), windowMs);
  const percent = (share: number) => `${(share * 100).toFixed(1).padStart(5)} %`;
  console.info(
    `CPU profile: ${join(profile.dir, file)} (${Math.round(summary.sampledMs)} ms sampled)`,
  );
  console.info('by function (self):');
  for (const { name, share } of summary.self) console.info(`${percent(share)}  ${name}`);
  console.info('inside (callees included):');
  for (const { name, share } of summary.inside) console.info(`${percent(share)}  ${name}`);
}
