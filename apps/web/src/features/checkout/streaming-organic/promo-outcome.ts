import { promoCodeStatusOfFailure } from '@orbit/domain';
import { type Failure, isServerFault } from '../../../shared/errors/index.ts';
import type { StreamingErrorPage } from './flow-steps.ts';

/**
 * The error page of a refused promo code (flows §2.1, entry rule 4): already redeemed →
 * REDEEMED, outside its dates → EXPIRED, anything else (not found, bad prefix, ineligible,
 * cancelled) → INVALID, the generic error. A call that got no answer or a server fault is a
 * technical issue, not a verdict on the code.
 */
export function promoFailurePage(failure: Failure): StreamingErrorPage {
  if (isServerFault(failure)) return 'technical-issues';
  // The field error names the reason; the product code and the message key say it too.
  const statuses = [
    promoCodeStatusOfFailure(failure.fieldErrors[0]?.errorCode),
    promoCodeStatusOfFailure(failure.messageKey),
    failure.code === 'OFFER_REDEEMED'
      ? 'Redeemed'
      : failure.code === 'OFFER_EXPIRED'
        ? 'Expired'
        : 'Invalid',
  ];
  if (statuses.includes('Redeemed')) return 'promo-code-redeemed-error';
  if (statuses.includes('Expired')) return 'expired-offer-error';
  return 'generic-error';
}
