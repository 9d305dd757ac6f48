import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type RadioRow, vehicleSales } from '../../../db/schema/index.ts';
import { findRadio, findRadioById } from '../../identification/index.ts';

/** The radio of a car: the one registered with the VIN, else the one its latest sale names. */
export async function radioOfVin(db: Db, vin: string): Promise<RadioRow | undefined> {
  const registered = await findRadio(db, { kind: 'vin', vin });
  if (registered) return registered;
  const [sale] = await db
    .select({ radioId: vehicleSales.radioId })
    .from(vehicleSales)
    .where(and(eq(vehicleSales.vin, vin), isNotNull(vehicleSales.radioId)))
    .orderBy(desc(vehicleSales.soldAt))
    .limit(1);
  return sale?.radioId ? findRadioById(db, sale.radioId) : undefined;
}
