import {
  type CareRenewalOffersResult,
  type Country,
  type Locale,
  money,
  type RenewalChoice,
  renewalUnavailableReason,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { presentedOfferOf } from '../../catalog/index.ts';
import type { RenewalCampaign, RenewalChoiceOffer } from './renewal-campaign.ts';
import type { RenewalRadio } from './renewal-radio.ts';
import { type RenewalState, renewalStateOf } from './renewal-standing.ts';

function choiceOf(
  { choice, offer, genres }: RenewalChoiceOffer,
  locale: Locale,
  state: RenewalState | undefined,
): RenewalChoice {
  const presented = presentedOfferOf(offer, locale);
  const reason = state
    ? renewalUnavailableReason(state.standing, {
        packageId: offer.packageId,
        radioTypes: choice.radioTypes,
      })
    : null;
  return {
    planCode: offer.planCode,
    packageId: offer.packageId,
    packageName: presented.packageName,
    retailPrice: presented.renewalPrice,
    needsGenre: genres.length > 0,
    genres: genres.map((genre) => ({
      genreId: genre.id,
      name: genre.names[locale] ?? genre.names['en-US'],
    })),
    availability: state ? { available: reason === null, reason } : null,
  };
}

/**
 * `offers/renewal` (flows §4.1): the renewal promo as `offers` presents it, with its months and
 * monthly price for the hero, and the code's three choices in the caller's language, each with
 * its retail price, genres, and — for a radio the caller identified — whether that radio can
 * take it and why not.
 */
export async function renewalOffersOf(
  db: Db,
  input: {
    campaign: RenewalCampaign;
    radio: RenewalRadio | undefined;
    country: Country;
    locale: Locale;
    now: Date;
  },
): Promise<CareRenewalOffersResult> {
  const { campaign, radio, locale } = input;
  const state = radio ? await renewalStateOf(db, radio, input.country, input.now) : undefined;
  const promoPhase = campaign.promo.phases.find((phase) => phase.type !== 'AutoRenewing');
  const renewalOffer = presentedOfferOf(campaign.promo, locale);
  return {
    renewalCode: campaign.code.code,
    renewalOffer,
    promoMonths: promoPhase?.duration.kind === 'finite' ? promoPhase.duration.months : 1,
    promoPrice: promoPhase ? promoPhase.price.total : money(0, renewalOffer.price.currency),
    choices: campaign.choices.map((choice) => choiceOf(choice, locale, state)),
    defaultIndex: Math.min(campaign.code.defaultIndex, campaign.choices.length - 1),
    radio: radio
      ? {
          radioIdLastFour: radio.radio.radioId.slice(-4),
          renewsAt: state?.standing.renewsAt?.toISOString() ?? null,
        }
      : null,
  };
}
