import type { CardToken } from '@orbit/domain';
import { useMutation } from '@tanstack/react-query';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import type { NewCardData } from './new-card-model.ts';
import { type TokenizeOutcome, tokenizeNewCard } from './tokenize-new-card.ts';
import { useCardTokenizer } from './use-card-tokenizer.ts';

/**
 * Why a new card was not saved, as its form shows it: a message id on the card field the
 * gateway blamed, or for the form as a whole (`field` undefined).
 */
export type NewCardRefusal = Extract<TokenizeOutcome, { ok: false }>;

/**
 * Saving a new card, as the mutation its form's submit runs: the card goes to the tokenizer
 * first, and a refusal there is answered as the form shows it; only a token reaches `save`,
 * which answers its own refusal as a message id for the form (nothing once it is saved).
 */
export function useNewCardSave(
  save: (card: NewCardData, token: CardToken) => Promise<string | undefined>,
) {
  const { errors } = useAppServices();
  const tokenizer = useCardTokenizer();
  return useMutation({
    mutationFn: async (card: NewCardData): Promise<NewCardRefusal | undefined> => {
      const tokenized = await tokenizeNewCard(tokenizer, errors, card);
      if (!tokenized.ok) return tokenized;
      const refusedId = await save(card, tokenized.token);
      return refusedId ? { ok: false, field: undefined, id: refusedId } : undefined;
    },
  });
}
