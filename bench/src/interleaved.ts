/**
 * Runs each target once per round, in the same order every round, so a burst of load from
 * elsewhere on the machine falls on all of them alike; the figure of a target is its median over
 * the rounds.
 */
export async function interleaved<T extends string, R>(
  targets: readonly T[],
  rounds: number,
  measure: (target: T, round: number) => Promise<R>,
): Promise<Record<T, R[]>> {
  const results = Object.fromEntries(targets.map((target) => [target, [] as R[]])) as Record<
    T,
    R[]
  >;
  for (let round = 0; round < rounds; round += 1) {
    for (const target of targets) results[target].push(await measure(target, round));
  }
  return results;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
