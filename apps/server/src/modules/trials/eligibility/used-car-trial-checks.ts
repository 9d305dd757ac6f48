import { usedCarEligibilityOf } from '@orbit/domain';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { UsedCarTrialChecks } from '../../checkout/index.ts';
import { findRadioById } from '../../identification/index.ts';
import { readVehicleRecord } from '../vehicle-record.ts';
import { usedCarFactsOf } from './used-car-facts.ts';

/**
 * Checkout's port to the used-car rule (ADR 034): at the RTP purchase the radio's record is read
 * again and the same rule decides, with the buyer's name and zip in place of the typed ones.
 */
export function usedCarTrialChecks(): UsedCarTrialChecks {
  return {
    async refusalOf(db, { radioId, buyer, country, now }) {
      const radio = await findRadioById(db, radioId);
      const answer = usedCarEligibilityOf(
        radio
          ? await usedCarFactsOf(db, await readVehicleRecord(db, radio), buyer, { country, now })
          : { found: false, vinWithoutRadio: false },
      );
      if (answer.eligible) return undefined;
      return new AppError(answer.code, `RTP purchase: radio now ${answer.code}`);
    },
  };
}
