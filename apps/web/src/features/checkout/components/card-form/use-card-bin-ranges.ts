import type { CardBinRange } from '@orbit/domain';
import { catalogCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useCareCalls } from '../../../../shared/services/use-care-calls.ts';
import { cardBinRangesQuery } from '../../../catalog/index.ts';

/**
 * The card BIN ranges, loaded once per visit (flows §2.4). Until they arrive, or if they cannot
 * be loaded, brand detection uses the domain's static table, so the form never waits on them.
 */
export function useCardBinRanges(): readonly CardBinRange[] | undefined {
  const { data } = useQuery(cardBinRangesQuery(useCareCalls(catalogCalls)));
  return data;
}
