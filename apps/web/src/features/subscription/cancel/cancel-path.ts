import type { CareSubscriptionOptionsResult } from '@orbit/domain';

/**
 * How this subscription's cancellation goes (flows §5.2, ADR 028):
 * - `online`: reasons, at most one offer, review, confirmation; chat offered beside it when the
 *   options allow it, never instead;
 * - `chatOrPhone`: the rules (2, 3, 4, 7) keep it off the web: chat or a call, said plainly;
 * - `alreadyCancelled`: a cancellation is pending ("Keep my subscription" is on the account);
 * - `notCancellable`: nothing left to cancel (rules 5, 6).
 */
export type CancelPath =
  | { kind: 'online'; withOffer: boolean; withChat: boolean }
  | { kind: 'chatOrPhone'; withChat: boolean }
  | { kind: 'alreadyCancelled'; endsOn: string }
  | { kind: 'notCancellable' };

export interface CancelPathInput {
  options: CareSubscriptionOptionsResult;
  /** The A/B-test flag `alwaysCancelOnline`: anyone who may cancel is offered the online path. */
  alwaysCancelOnline: boolean;
  /** `cancelOnline=true` on the page's address: straight to the review, no offer. */
  cancelOnline: boolean;
}

export function cancelPathOf({
  options,
  alwaysCancelOnline,
  cancelOnline,
}: CancelPathInput): CancelPath {
  const info = options.cancelSubscriptionOptionInfo;
  if (options.currentPlan.isCancelledAtEndOfCurrentTerm) {
    return { kind: 'alreadyCancelled', endsOn: options.currentPlan.currentTermEndsOn };
  }
  if (!options.options.includes('CANCEL_SUBSCRIPTION')) return { kind: 'notCancellable' };
  if ((info.showCancelOnline || alwaysCancelOnline) && options.cancellation) {
    return {
      kind: 'online',
      withOffer: info.showViewOffer && !cancelOnline,
      withChat: info.showCancelViaChat,
    };
  }
  return { kind: 'chatOrPhone', withChat: info.showCancelViaChat };
}
