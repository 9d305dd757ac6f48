import type { CardToken } from '@orbit/domain';
import { useState } from 'react';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import type { NewCardData, NewCardField } from './new-card-model.ts';
import { tokenizeNewCard } from './tokenize-new-card.ts';
import { useCardTokenizer } from './use-card-tokenizer.ts';

/**
 * A form that saves a new card: the card goes to the tokenizer first, and a refusal there shows
 * on the field it blames or on the form; only a token reaches `save`, which answers the server's
 * refusals itself (`setFormError`). `busy`, `serverErrors` and `formError` are the form's props.
 */
export function useNewCardSubmit() {
  const { errors } = useAppServices();
  const tokenizer = useCardTokenizer();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<NewCardField, string>>>();
  const [formError, setFormError] = useState<string>();

  const submit = async (card: NewCardData, save: (token: CardToken) => Promise<void>) => {
    setBusy(true);
    setFormError(undefined);
    const tokenized = await tokenizeNewCard(tokenizer, errors, card);
    if (!tokenized.ok) {
      setBusy(false);
      if (tokenized.field) setServerErrors({ [tokenized.field]: tokenized.id });
      else setFormError(tokenized.id);
      return;
    }
    await save(tokenized.token);
    setBusy(false);
  };

  /** Forgets what the last attempt showed (a dialog closed on it). */
  const reset = () => {
    setFormError(undefined);
    setServerErrors(undefined);
  };

  return { busy, serverErrors, formError, setFormError, submit, reset };
}
