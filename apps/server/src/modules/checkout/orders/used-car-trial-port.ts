import type { Country } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { AppError } from '../../../platform/errors/app-error.ts';

/**
 * The RTP used-car trial's eligibility, asked again at purchase (ADR 034). The trials module
 * decides it from the vehicle record and builds on checkout's purchase path, so checkout reaches
 * it only through this port, handed over by app.ts; without it the RTP plan is never sold.
 */
export interface UsedCarTrialChecks {
  /**
   * Why this radio may not take the RTP trial now — the used-car check's code (101…5035) as the
   * care error — or undefined when it still may. `buyer` is the service address's name and zip,
   * compared with the account of the radio's last service as the check compares the typed ones.
   */
  refusalOf(
    db: Db,
    input: {
      radioId: string;
      buyer: { firstName: string; lastName: string; zipCode: string };
      country: Country;
      now: Date;
    },
  ): Promise<AppError | undefined>;
}
