import type { CareRenewalOffersResult, RenewalChoice } from '@orbit/domain';
import type { DataLayer } from '../../../shared/analytics/data-layer.ts';
import type { Failure } from '../../../shared/errors/index.ts';

/**
 * The renewal opened on a campaign: the transaction, the promo it renews with and the
 * follow-on choices offered (spec 000 §3 `renewaloffers`).
 */
export function trackRenewalStarted(
  dataLayer: DataLayer,
  programCode: string,
  offers: CareRenewalOffersResult,
): void {
  dataLayer.update('customerInfo', { transactionType: 'RENEWAL' });
  dataLayer.update('planInfo', {
    programCode,
    renewalCode: offers.renewalCode,
    planCodes: [offers.renewalOffer.planCode],
  });
  dataLayer.update('renewaloffers', {
    renewalCode: offers.renewalCode,
    choices: offers.choices.map((choice) => choice.planCode),
    defaultIndex: offers.defaultIndex,
  });
}

/** The follow-on package chosen (and its genre), as the renewal's plan. */
export function trackRenewalChoice(
  dataLayer: DataLayer,
  choice: RenewalChoice,
  genreId: string | undefined,
): void {
  dataLayer.update('planInfo', {
    renewalPlanCode: choice.planCode,
    ...(genreId ? { genreId } : {}),
  });
}

/** The renewal refused or not possible (its code: a choice not available, a card…). */
export function trackRenewalFailed(dataLayer: DataLayer, failure: Pick<Failure, 'code'>): void {
  dataLayer.push('renewal-failure', {
    errorInfo: [{ errorName: 'renewal failure', errorCode: failure.code }],
  });
}
