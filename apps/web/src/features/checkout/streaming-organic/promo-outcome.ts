import { promoCodeStatusOfFailure } from '@orbit/domain';
import { isCareApiError } from '@orbit/sdk';
import type { StreamingErrorPage } from './flow-steps.ts';

/**
 * The error page of a refused promo code (flows §2.1, entry rule 4): already redeemed →
 * REDEEMED, outside its dates → EXPIRED, anything else (not found, bad prefix, ineligible,
 * cancelled) → INVALID, the generic error. A call that got no answer or a server fault is a
 * technical issue, not a verdict on the code.
 */
export function promoFailurePage(error: unknown): StreamingErrorPage {
  if (isCareApiError(error) && (error.status === 0 || error.status >= 500)) {
    return 'technical-issues';
  }
  const fieldCode = isCareApiError(error) ? error.fieldErrors[0]?.errorCode : undefined;
  const propKey = isCareApiError(error) ? error.errorPropKey : undefined;
  const errorCode = isCareApiError(error) ? error.errorCode : undefined;
  // The field error names the reason; the product code and the message key say it too.
  const statuses = [
    promoCodeStatusOfFailure(fieldCode),
    promoCodeStatusOfFailure(propKey),
    errorCode === 'OFFER_REDEEMED'
      ? 'Redeemed'
      : errorCode === 'OFFER_EXPIRED'
        ? 'Expired'
        : 'Invalid',
  ];
  if (statuses.includes('Redeemed')) return 'promo-code-redeemed-error';
  if (statuses.includes('Expired')) return 'expired-offer-error';
  return 'generic-error';
}
