import {
  type CampaignContent,
  type CareOfferInfoResult,
  type Country,
  FIELD_ERROR_CODES,
  type Locale,
  type OfferInfo,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { OfferWithPackage } from '../catalog-rows.ts';
import { listCampaigns } from '../content/campaign-store.ts';
import { campaignContentOf, countryOfRow } from '../content/campaign-view.ts';
import { findOffersByPlanCodes } from '../offer-store.ts';
import { presentedOfferOf } from './presented-offer.ts';

type Highlight = CampaignContent['packageHighlights'][number];

/** The highlights of a package: from the offer's own campaign first, else any of the market's. */
export function highlightOf(
  offer: OfferWithPackage,
  contents: readonly CampaignContent[],
): { highlight: Highlight | undefined; legal: string | null } {
  const own = contents.find((content) => content.id === offer.campaignId);
  const ordered = own ? [own, ...contents.filter((content) => content !== own)] : contents;
  for (const content of ordered) {
    const highlight = content.packageHighlights.find((item) => item.packageId === offer.packageId);
    if (highlight) return { highlight, legal: own?.legal ?? content.legal };
  }
  return { highlight: undefined, legal: own?.legal ?? null };
}

/** The sales campaigns of a market, in the reader's language: where packages are described. */
export async function salesContentsOf(
  db: Db,
  input: { country: Country; locale: Locale },
): Promise<CampaignContent[]> {
  return (await listCampaigns(db))
    .filter((row) => countryOfRow(row) === input.country && row.kind === 'sales')
    .map((row) => campaignContentOf(row, input.locale));
}

/**
 * `offers/info`: what each plan is, in the reader's language, from the catalog and its
 * campaigns. A plan code that is not an offer of this market is OFFER_NOT_FOUND, with a field
 * error on that plan code.
 */
export async function describeOffers(
  db: Db,
  input: { planCodes: readonly string[]; country: Country; locale: Locale },
): Promise<CareOfferInfoResult> {
  const offers = await findOffersByPlanCodes(db, input.planCodes);
  const found = input.planCodes.map((code, index) => {
    const offer = offers.get(code.trim());
    if (!offer || offer.country !== input.country) {
      throw new AppError('OFFER_NOT_FOUND', `no offer ${code} in ${input.country}`, {
        notFoundResourceType: 'offer',
        fieldErrors: [
          { errorCode: FIELD_ERROR_CODES.INVALID, fieldName: `planCodes.${index}.planCode` },
        ],
      });
    }
    return offer;
  });
  const contents = await salesContentsOf(db, input);
  return {
    offers: found.map((offer): OfferInfo => {
      const presented = presentedOfferOf(offer, input.locale);
      const { highlight, legal } = highlightOf(offer, contents);
      return {
        planCode: offer.planCode,
        packageId: offer.packageId,
        packageName: presented.packageName,
        serviceType: presented.serviceType,
        baseTerm: offer.baseTerm,
        description: highlight?.title ?? null,
        features: highlight?.items ?? [],
        renewalPrice: presented.renewalPrice,
        renewalTermMonths: presented.renewalTermMonths,
        legal,
      };
    }),
  };
}
