import { handleKey, type Locale } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { VehicleSaleRow } from '../../../db/schema/index.ts';
import { newAccountNumber } from '../../billing/index.ts';
import { isHandleTaken } from '../../identity/index.ts';
import type { NewTrialHolder } from './claim-trial.ts';

/** A one-click link's account language: a Québec buyer reads French, other Canadians English. */
export function localeOfSale(sale: VehicleSaleRow, country: 'us' | 'ca'): Locale {
  if (country === 'us') return 'en-US';
  return sale.buyerAddress.state.toUpperCase() === 'QC' ? 'fr-CA' : 'en-CA';
}

/**
 * The account a one-click link's claim is made on: the buyer of the record of sale (the link
 * went to them), without a sign-in (the thanks page offers to create one).
 */
export async function holderOfSale(db: Db, sale: VehicleSaleRow): Promise<NewTrialHolder> {
  const email = sale.buyerEmail;
  return {
    kind: 'new',
    accountNumber: await newAccountNumber(db),
    firstName: sale.buyerFirstName,
    lastName: sale.buyerLastName,
    email,
    phone: sale.buyerPhone,
    serviceAddress: sale.buyerAddress,
    identity: null,
    emailHasSignIn: email !== null && (await isHandleTaken(db, handleKey(email))),
  };
}
