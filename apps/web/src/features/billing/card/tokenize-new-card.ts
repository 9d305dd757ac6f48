import type { CardToken } from '@orbit/domain';
import type { CardTokenizer } from '@orbit/sdk';
import { type ErrorReporter, failureOf, reportFailure } from '../../../shared/errors/index.ts';
import { cardTokenProblem } from '../../checkout/index.ts';
import type { NewCardData } from './new-card-model.ts';

export type TokenizeOutcome =
  | { ok: true; token: CardToken }
  /** Message ids: on the field the gateway blamed, or for the form as a whole. */
  | { ok: false; field: 'cardNumber' | 'expiry' | 'cvv' | undefined; id: string };

/**
 * The card goes to the gateway's tokenizer, never to our API; from here on only its token is
 * held. A refusal is a business error of the form (tracked), shown where it belongs.
 */
export async function tokenizeNewCard(
  tokenizer: CardTokenizer,
  errors: ErrorReporter,
  card: NewCardData,
): Promise<TokenizeOutcome> {
  try {
    const token = await tokenizer.tokenizeCard({
      ...card.card,
      name: card.nameOnCard,
      postalCode: card.address.zip,
    });
    return { ok: true, token };
  } catch (error) {
    const failure = failureOf(error);
    reportFailure(errors, failure, { name: 'card tokenization', serverFault: 'stay' });
    return { ok: false, ...cardTokenProblem(failure.code, 'billing.card.notProcessed') };
  }
}
