import { queryOptions } from '@tanstack/react-query';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { checkoutKeys } from '../checkout-queries.ts';
import { enterTargetedFlow, type TargetedEntryInput } from './entry/targeted-entry.ts';
import { ONCE_PER_ENTRY } from './flow/once-per-entry.ts';

/** The targeted checkout's door: the link's radio, then its offers. */
export function targetedEntryQuery(services: AppServices, link: TargetedEntryInput) {
  return queryOptions({
    queryKey: checkoutKeys.entry('satellite-targeted', link),
    queryFn: () => enterTargetedFlow(services, link),
    ...ONCE_PER_ENTRY,
  });
}
