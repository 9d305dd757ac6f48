import type { CardTokenErrorCode } from '@orbit/domain';

/**
 * Why a card could not be tokenized: the gateway's own refusal code (`invalid_number`,
 * `expired_card`, `invalid_cvc`, …), or `network_error` (no answer) and `invalid_response` (an
 * answer in neither the token nor the error shape).
 */
export type CardTokenizerErrorCode = CardTokenErrorCode | 'network_error' | 'invalid_response';

export interface CardTokenizerError extends Error {
  readonly name: 'CardTokenizerError';
  readonly code: CardTokenizerErrorCode;
  /** The card field the gateway blames (`number`, `exp_month`, `cvc`…), when it names one. */
  readonly param: string | undefined;
  /** HTTP status; 0 when no answer came. */
  readonly status: number;
}

const BRAND = Symbol.for('orbit.sdk.CardTokenizerError');

export function isCardTokenizerError(value: unknown): value is CardTokenizerError {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<symbol, unknown>)[BRAND] === true
  );
}

export function createCardTokenizerError(init: {
  code: CardTokenizerErrorCode;
  status: number;
  param?: string | undefined;
  message?: string | undefined;
  cause?: unknown;
}): CardTokenizerError {
  // The gateway's message may quote what was typed; keep only the code in ours.
  const error = new Error(`card tokenization failed: ${init.code}`, { cause: init.cause });
  return Object.assign(error, {
    name: 'CardTokenizerError' as const,
    [BRAND]: true as const,
    code: init.code,
    param: init.param,
    status: init.status,
  });
}
