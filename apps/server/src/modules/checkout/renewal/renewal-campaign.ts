import { type Country, FIELD_ERROR_CODES } from '@orbit/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  catalogGenres,
  type LocalisedText,
  type RenewalChoiceRow,
  type RenewalCodeRow,
  renewalCodes,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import {
  findOffersByPlanCodes,
  isOfferAvailable,
  type OfferWithPackage,
} from '../../catalog/index.ts';

export type RenewalGenreRow = { id: string; names: LocalisedText };

export type RenewalChoiceOffer = {
  choice: RenewalChoiceRow;
  offer: OfferWithPackage;
  /** The genres of the choice, in catalog order (empty when it needs none). */
  genres: RenewalGenreRow[];
};

/** A renewal code as the checkout sells it: its promo, and its choices with their offers. */
export type RenewalCampaign = {
  code: RenewalCodeRow;
  promo: OfferWithPackage;
  choices: RenewalChoiceOffer[];
};

const refusal = (code: 'OFFER_NOT_FOUND' | 'OFFER_EXPIRED', reason: string) =>
  new AppError(code, reason, {
    ...(code === 'OFFER_NOT_FOUND' ? { notFoundResourceType: 'offer' } : {}),
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'renewalCode' }],
  });

/**
 * The renewal code of this market whose promo is `planCode` (the offer its program code opened),
 * on sale now. Unknown, of the other market or of another promo: OFFER_NOT_FOUND; not yet or no
 * longer running (the code or its promo): OFFER_EXPIRED — the shapes `offers` answers codes with.
 */
export async function renewalCampaignOf(
  db: Db,
  input: { renewalCode: string; planCode: string; country: Country; now: Date },
): Promise<RenewalCampaign> {
  const { now } = input;
  const [code] = await db
    .select()
    .from(renewalCodes)
    .where(eq(renewalCodes.code, input.renewalCode.trim().toUpperCase()));
  if (!code || code.country !== input.country || code.planCode !== input.planCode.trim()) {
    throw refusal('OFFER_NOT_FOUND', `no renewal code ${input.renewalCode} for this promo`);
  }
  const running =
    code.startsAt.getTime() <= now.getTime() &&
    (code.endsAt === null || now.getTime() < code.endsAt.getTime());
  const offers = await findOffersByPlanCodes(db, [
    code.planCode,
    ...code.choices.map((choice) => choice.planCode),
  ]);
  const promo = offers.get(code.planCode);
  if (!promo) throw refusal('OFFER_NOT_FOUND', `renewal promo ${code.planCode} left the catalog`);
  if (!running || !isOfferAvailable(promo, now)) {
    throw refusal('OFFER_EXPIRED', `renewal code ${code.code} is not running`);
  }
  const genres = await genresOf(db, code.choices);
  const choices = code.choices.map((choice) => {
    const offer = offers.get(choice.planCode);
    if (!offer) throw refusal('OFFER_NOT_FOUND', `choice ${choice.planCode} left the catalog`);
    return {
      choice,
      offer,
      genres: genres.filter((genre) => choice.genreIds.includes(genre.id)),
    };
  });
  return { code, promo, choices };
}

async function genresOf(db: Db, choices: readonly RenewalChoiceRow[]): Promise<RenewalGenreRow[]> {
  const ids = [...new Set(choices.flatMap((choice) => choice.genreIds))];
  if (ids.length === 0) return [];
  return db
    .select({ id: catalogGenres.id, names: catalogGenres.names })
    .from(catalogGenres)
    .where(inArray(catalogGenres.id, ids))
    .orderBy(asc(catalogGenres.sortOrder));
}
