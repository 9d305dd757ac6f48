import { type Country, isStreamingOrganicProgramCode } from '@orbit/domain';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { isStreamingOrganicSold, LEGACY_STREAMING_CHECKOUT_PATH } from './flow-steps.ts';

export type EntryDecision =
  /** `promoCode` is '' when the key is present but empty (that answers the generic error). */
  | { kind: 'enter'; programCode: string | undefined; promoCode: string | undefined }
  | { kind: 'legacy'; to: string }
  /** The flow is not offered on the Canadian site. */
  | { kind: 'blocked' };

function hasQueryKey(params: URLSearchParams, name: string): boolean {
  return [...params.keys()].some((key) => key.toLowerCase() === name);
}

/**
 * Who may enter (flows §2.1): a program code of the domain's allow-list, or a `promocode` key (even
 * empty), and no `verificationid`. Anyone else goes to the legacy streaming checkout with the
 * same query. Query keys are case-insensitive.
 */
export function streamingOrganicEntry(search: string, country: Country): EntryDecision {
  if (!isStreamingOrganicSold(country)) return { kind: 'blocked' };
  const params = new URLSearchParams(search);
  const programCode = getQueryParam(params, 'programcode')?.trim() || undefined;
  const hasPromo = hasQueryKey(params, 'promocode');
  const allowedProgram = programCode !== undefined && isStreamingOrganicProgramCode(programCode);
  if ((allowedProgram || hasPromo) && !hasQueryKey(params, 'verificationid')) {
    return {
      kind: 'enter',
      programCode,
      promoCode: hasPromo ? (getQueryParam(params, 'promocode') ?? '').trim() : undefined,
    };
  }
  const query = params.toString();
  return { kind: 'legacy', to: `${LEGACY_STREAMING_CHECKOUT_PATH}${query ? `?${query}` : ''}` };
}
