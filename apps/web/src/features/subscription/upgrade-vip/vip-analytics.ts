import type { CareVipEligibilityResult } from '@orbit/domain';
import type { DataLayer } from '../../../shared/analytics/data-layer.ts';
import type { Failure } from '../../../shared/errors/index.ts';

/** The VIP page opened on a link: the transaction, its program and how many devices may be second. */
export function trackVipStarted(dataLayer: DataLayer, eligibility: CareVipEligibilityResult): void {
  dataLayer.update('customerInfo', { transactionType: 'UPGRADE_VIP' });
  dataLayer.update('planInfo', {
    programCode: eligibility.programCode ?? '',
    eligibleSecondDevices: eligibility.secondDevices.filter((device) => device.eligible).length,
  });
}

/** The order refused (its code: a card, a device no longer eligible…). */
export function trackVipFailed(dataLayer: DataLayer, failure: Pick<Failure, 'code'>): void {
  dataLayer.push('vip-failure', {
    errorInfo: [{ errorName: 'vip failure', errorCode: failure.code }],
  });
}
