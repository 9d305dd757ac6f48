import { type CardTokenizer, createCardTokenizer } from '@orbit/sdk';
import { useMemo } from 'react';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { tokenizerUrlOf } from '../../checkout/index.ts';

/**
 * The gateway's tokenizer the static config names: the card goes there, never to our API, and
 * only its token comes back.
 */
export function useCardTokenizer(): CardTokenizer {
  const { config, sdk } = useAppServices();
  return useMemo(
    () => createCardTokenizer({ url: tokenizerUrlOf(config), fetch: sdk.runtime.fetch }),
    [config, sdk],
  );
}
