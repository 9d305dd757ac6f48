/**
 * The parts of `npm run bench`, each runnable alone (`npm run bench -- --only api,checkout`) so a
 * developer reruns the one they are working on. In the order a full run takes them.
 */
export const BENCH_PARTS = ['sdk', 'web', 'lighthouse', 'api', 'checkout', 'start'] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

export class BenchUsageError extends Error {}

/** Reads `--only a,b` (or `--only=a,b`); without it, every part. */
export function partsToRun(argv: readonly string[]): ReadonlySet<BenchPart> {
  const index = argv.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  if (index === -1) return new Set(BENCH_PARTS);
  const arg = argv[index] ?? '';
  const list = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (argv[index + 1] ?? '');
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) {
    throw new BenchUsageError(`--only needs a comma list of: ${BENCH_PARTS.join(', ')}`);
  }
  const unknown = names.filter((name) => !(BENCH_PARTS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new BenchUsageError(
      `unknown bench part ${unknown.join(', ')}; the parts are ${BENCH_PARTS.join(', ')}`,
    );
  }
  return new Set(names as BenchPart[]);
}
