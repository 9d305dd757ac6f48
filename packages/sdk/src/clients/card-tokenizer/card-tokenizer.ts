import {
  type CardToken,
  type CardTokenRequest,
  cardTokenErrorSchema,
  cardTokenSchema,
} from '@orbit/domain';
import type { FetchLike } from '../../runtime/runtime.ts';
import { type CardTokenizerError, createCardTokenizerError } from './card-tokenizer-error.ts';

/** Where the embedded sandbox gateway tokenizes cards. */
export const SANDBOX_TOKENIZER_URL = '/payments/sandbox/v1/tokens';

export interface CardTokenizerOptions {
  /** The gateway's tokenizer; defaults to the sandbox gateway on this origin. */
  url?: string;
  /** Defaults to the global `fetch`, looked up when a card is tokenized. */
  fetch?: FetchLike;
}

export interface CardTokenizer {
  /**
   * Posts the card to the gateway and answers its token (brand, last 4, expiry, prepaid). Rejects
   * with a {@link CardTokenizerError}. The card goes to the gateway only: never to `/services`,
   * never retried (a retry could not tell a lost answer from a refusal), never logged.
   */
  tokenizeCard(input: CardTokenRequest, options?: { signal?: AbortSignal }): Promise<CardToken>;
}

export function createCardTokenizer(options: CardTokenizerOptions = {}): CardTokenizer {
  const url = options.url ?? SANDBOX_TOKENIZER_URL;
  return {
    async tokenizeCard(input, requestOptions) {
      const doFetch = options.fetch ?? ((target, init) => globalThis.fetch(target, init));
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          // The gateway is another party: no cookies of ours go to it.
          credentials: 'omit',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: JSON.stringify(input),
          signal: requestOptions?.signal ?? null,
        });
      } catch (cause) {
        throw createCardTokenizerError({ code: 'network_error', status: 0, cause });
      }
      const body = await readJson(response);
      if (response.ok) {
        const token = cardTokenSchema.safeParse(body);
        if (token.success) return token.data;
        throw invalidResponse(response.status, token.error);
      }
      const refusal = cardTokenErrorSchema.safeParse(body);
      if (!refusal.success) throw invalidResponse(response.status, refusal.error);
      throw createCardTokenizerError({
        code: refusal.data.error.code,
        param: refusal.data.error.param,
        status: response.status,
      });
    },
  };
}

function invalidResponse(status: number, cause: unknown): CardTokenizerError {
  return createCardTokenizerError({ code: 'invalid_response', status, cause });
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}
