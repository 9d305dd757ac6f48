import { offerPhaseSchema } from '@orbit/domain';
import { z } from 'zod';
import {
  catalogOffers,
  catalogPackages,
  programCodes,
  promoCodeRedemptions,
  promoCodes,
} from '../schema/index.ts';
import { DEMO_PROGRAM_CODES, DEMO_PROMO_CODES, DEMO_PROMO_REDEMPTIONS } from './catalog-codes.ts';
import { CA_OFFERS } from './catalog-offers-ca.ts';
import { STUDENT_OFFERS } from './catalog-offers-student.ts';
import { US_OFFERS } from './catalog-offers-us.ts';
import { DEMO_PACKAGES } from './catalog-packages.ts';
import type { SeedPart } from './seed-part.ts';

export const DEMO_OFFERS = [...US_OFFERS, ...CA_OFFERS, ...STUDENT_OFFERS];

/**
 * The demo catalog (docs/catalog.md): packages, US and Canadian offers with their phases, the
 * program codes of the streaming organic allow-list and one promo code per status. Phases are
 * checked against the domain's schema before anything is written.
 */
export const demoCatalog: SeedPart = {
  name: 'catalog',
  async run(tx) {
    for (const offer of DEMO_OFFERS) z.array(offerPhaseSchema).min(1).parse(offer.phases);
    await tx.insert(catalogPackages).values([...DEMO_PACKAGES]);
    await tx.insert(catalogOffers).values(DEMO_OFFERS);
    await tx.insert(programCodes).values([...DEMO_PROGRAM_CODES]);
    await tx.insert(promoCodes).values([...DEMO_PROMO_CODES]);
    await tx.insert(promoCodeRedemptions).values([...DEMO_PROMO_REDEMPTIONS]);
    return (
      `${DEMO_PACKAGES.length} packages, ${DEMO_OFFERS.length} offers, ` +
      `${DEMO_PROGRAM_CODES.length} program codes, ${DEMO_PROMO_CODES.length} promo codes ` +
      `(${DEMO_PROMO_CODES.map((promo) => promo.code).join(', ')})`
    );
  },
};
