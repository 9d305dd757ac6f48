import type { TermMoveRefusal } from '@orbit/domain';
import { AppError } from '../../../platform/errors/app-error.ts';

/**
 * A radio the caller may not name: not on their account and (for a trial radio) not their
 * trial. One answer for "not yours" and "does not exist", so nothing can be probed.
 */
export const radioNotFound = (fieldName: string) =>
  new AppError('DEVICE_NOT_FOUND', `no such radio of the caller: ${fieldName}`, {
    notFoundResourceType: 'device',
    fieldErrors: [{ errorCode: 'DEVICE_NOT_FOUND', fieldName }],
  });

/** The self-pay plan cannot move (termMoveOf's refusal, or no paid plan on the radio). */
export const notTransferable = (reason: TermMoveRefusal | 'NO_PAID_PLAN') =>
  new AppError('SUBSCRIPTION_NOT_TRANSFERABLE', `plan cannot move: ${reason}`, {
    fieldErrors: [{ errorCode: 'SUBSCRIPTION_NOT_TRANSFERABLE', fieldName: 'selfPayRadioId' }],
  });

export const trialNotEligible = () =>
  new AppError('TRIAL_RADIO_NOT_ELIGIBLE', 'the radio on the account runs no trial', {
    fieldErrors: [{ errorCode: 'TRIAL_RADIO_NOT_ELIGIBLE', fieldName: 'trialRadioId' }],
  });

export const newRadioRefused = (code: 'NEW_RADIO_IN_USE' | 'NEW_RADIO_NOT_ELIGIBLE') =>
  new AppError(code, `new radio refused: ${code}`, {
    fieldErrors: [{ errorCode: code, fieldName: 'newRadioId' }],
  });

/** The quote named is not this caller's, or not for these radios: as one that does not exist. */
export const moveQuoteNotFound = () =>
  new AppError('ORDER_NOT_FOUND', 'no such move quote for this caller and these radios', {
    notFoundResourceType: 'order',
  });

/** What the quote said no longer holds (the plan moved, changed, or a day went by). */
export const subscriptionChanged = (why: string) =>
  new AppError('SUBSCRIPTION_CHANGED', `the quoted move no longer holds: ${why}`);
