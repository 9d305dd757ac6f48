import { randomInt } from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import {
  caAddress,
  insertOffer,
  insertRadio,
  insertSale,
  usAddress,
  vin,
} from '../../../db/seed/trial-activation-radios.ts';

const DAY_MS = 86_400_000;
const VIN_BODY = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

function randomVin(): string {
  return vin(Array.from({ length: 16 }, () => VIN_BODY[randomInt(VIN_BODY.length)]).join(''));
}

export type TrialRadioSpec = {
  market?: 'us' | 'ca';
  program?: 'OEM' | 'SLTC_SERVICE_LANE' | 'SLTC_USED_CAR' | 'AST';
  /** eligible (not started), running (unclaimed since a sale `runningDays` ago), expired. */
  offer?: 'eligible' | 'running' | 'expired' | 'none';
  runningDays?: number;
  /** A record of sale to the buyer (prefill, one-click accounts). */
  sale?: boolean;
  isDemo?: boolean;
  oemBranding?: string | null;
};

/**
 * A radio of its own for one test (`TT` and six random digits, with a VIN), dated from the
 * test's clock: the demo seed's `TA…` radios are dated from the day the template was seeded.
 */
export async function trialRadio(db: Db, now: Date, spec: TrialRadioSpec = {}) {
  const market = spec.market ?? 'us';
  const radioId = `TT${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  const carVin = randomVin();
  await insertRadio(
    db,
    {
      radioId,
      make: 'Toyota',
      model: 'Camry',
      year: 2026,
      vin: carVin,
      ...(spec.oemBranding !== undefined ? { oemBranding: spec.oemBranding } : {}),
      ...(spec.isDemo ? { isDemo: true } : {}),
    },
    now,
  );
  const runningSince = new Date(now.getTime() - (spec.runningDays ?? 30) * DAY_MS);
  const buyer = {
    firstName: market === 'ca' ? 'Camille' : 'Avery',
    lastName: market === 'ca' ? 'Tremblay' : 'Lindqvist',
    email: `buyer.${radioId.toLowerCase()}@orbitradio.test`,
    phone: market === 'ca' ? '5145550123' : '6125550142',
    address:
      market === 'ca'
        ? caAddress('1250 rue Sainte-Catherine O', 'Montréal', 'QC', 'H3G 1P1')
        : usAddress('410 Nicollet Mall', 'Minneapolis', 'MN', '55401'),
    vin: carVin,
  };
  const saleId = spec.sale ? await insertSale(db, radioId, buyer, runningSince) : undefined;
  const offer = spec.offer ?? 'eligible';
  if (offer !== 'none') {
    await insertOffer(
      db,
      radioId,
      {
        program: spec.program ?? 'OEM',
        market,
        claimableUntil: new Date(now.getTime() + (offer === 'expired' ? -5 : 90) * DAY_MS),
        ...(offer === 'running' ? { startedAt: runningSince } : {}),
        ...(saleId ? { saleId } : {}),
      },
      now,
    );
  }
  return { radioId, vin: carVin, buyer };
}
