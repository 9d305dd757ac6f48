/**
 * Integer arithmetic for quotes: amounts are minor units (cents), rates parts per million.
 * BigInt inside so that amount × rate never leaves the safe-integer range.
 */

const PPM = 1_000_000n;

/**
 * numerator / denominator rounded half-up to an integer. A negative numerator (a credit) rounds
 * half away from zero, so a credit is the exact mirror of the charge it takes back.
 */
function divideHalfUp(numerator: bigint, denominator: bigint): number {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  const result = Number(numerator < 0n ? -rounded : rounded);
  if (!Number.isSafeInteger(result)) throw new RangeError('amount out of the safe-integer range');
  return result;
}

function assertInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${name} must be a safe integer, got ${value}`);
}

/** `ratePpm` parts per million of `amountMinor`, rounded half-up to the cent: 1099 at 5% = 55. */
export function applyRatePpm(amountMinor: number, ratePpm: number): number {
  assertInteger('amountMinor', amountMinor);
  assertInteger('ratePpm', ratePpm);
  if (ratePpm < 0) throw new RangeError(`ratePpm must not be negative, got ${ratePpm}`);
  return divideHalfUp(BigInt(amountMinor) * BigInt(ratePpm), PPM);
}

/**
 * `amountMinor` × `days` / `ofDays`, rounded half-up to the cent: the price of `days` days of a
 * period of `ofDays` days. `days` may exceed `ofDays` (300 days at a monthly price).
 */
export function prorateByDays(amountMinor: number, days: number, ofDays: number): number {
  assertInteger('amountMinor', amountMinor);
  assertInteger('days', days);
  assertInteger('ofDays', ofDays);
  if (ofDays <= 0 || days < 0) {
    throw new RangeError(`cannot prorate ${days} days of ${ofDays}`);
  }
  return divideHalfUp(BigInt(amountMinor) * BigInt(days), BigInt(ofDays));
}
