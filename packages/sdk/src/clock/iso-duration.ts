/**
 * An ISO 8601 duration in seconds with millisecond precision (`PT0.125S`, `PT1800S`). Seconds are
 * not carried into minutes or hours: the standard allows it and readers need not convert back. A
 * negative duration (the server is behind the system clock) takes a leading minus, `-PT5S`, as
 * ECMAScript's Temporal writes it.
 */
export function toIsoDuration(milliseconds: number): string {
  if (!Number.isFinite(milliseconds)) throw new RangeError(`not a duration: ${milliseconds}`);
  const wholeMs = Math.round(Math.abs(milliseconds));
  const sign = milliseconds < 0 && wholeMs > 0 ? '-' : '';
  const seconds = Math.floor(wholeMs / 1000);
  const fraction = wholeMs % 1000;
  const fractionText =
    fraction === 0 ? '' : `.${String(fraction).padStart(3, '0').replace(/0+$/, '')}`;
  return `${sign}PT${seconds}${fractionText}S`;
}
