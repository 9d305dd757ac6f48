import type { CareDealer, DealerBrandingType } from '@orbit/domain';
import { DEALER_BRANDING_TYPES } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type DealerPartnerRow, dealerPartners } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';

function partnerNotFound(corpId: string): AppError {
  return new AppError('PARTNER_NOT_FOUND', `no dealer ${corpId}`);
}

/** The brandings a dealer may use, as its row lists them. */
export function brandingTypesOf(dealer: DealerPartnerRow): DealerBrandingType[] {
  const listed = dealer.brandingTypes.split(',').map((type) => type.trim());
  return DEALER_BRANDING_TYPES.filter((type) => listed.includes(type));
}

/** The dealer of a corp id; unknown, or not offering `brandingType` when given: PARTNER_NOT_FOUND. */
export async function requireDealer(
  db: Db,
  corpId: string,
  brandingType?: DealerBrandingType,
): Promise<DealerPartnerRow> {
  const [dealer] = await db.select().from(dealerPartners).where(eq(dealerPartners.corpId, corpId));
  if (!dealer) throw partnerNotFound(corpId);
  if (brandingType && !brandingTypesOf(dealer).includes(brandingType)) {
    throw partnerNotFound(`${corpId} with ${brandingType}`);
  }
  return dealer;
}

/** `GET /trial/partners/:corpId`: the dealer's page branding. */
export function dealerAnswer(dealer: DealerPartnerRow): CareDealer {
  return {
    corpId: dealer.corpId,
    name: dealer.name,
    country: dealer.country === 'CA' || dealer.country === 'ca' ? 'CA' : 'US',
    brandingTypes: brandingTypesOf(dealer),
    accentColor: dealer.accentColor,
    tagline: dealer.tagline,
  };
}
