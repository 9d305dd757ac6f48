import type { CareAcscResult } from '@orbit/domain';
import { offersOf } from '../../features/checkout/testing/streaming-fakes.ts';
import {
  FOLLOW_ON_OFFER,
  RTD_OFFER,
} from '../../features/checkout/testing/streaming-trial-fakes.ts';
import {
  multiRadioAccount,
  multiRadioCareAccount,
} from '../../features/subscription/multi-radio/testing/multi-radio-fakes.ts';
import { renewalOffers } from '../../features/subscription/renewal/testing/renewal-fakes.ts';
import { changeOffersResult } from '../../features/subscription/testing/change-fakes.ts';
import { acscAnswer } from '../../features/subscription/transfer/testing/transfer-fakes.ts';
import {
  vipEligibility,
  vipTokenResult,
} from '../../features/subscription/upgrade-vip/testing/vip-fakes.ts';
import { dealer, usedCarOffer } from '../../features/trials/used-car/testing/used-car-fakes.ts';
import { careAccount } from '../../testing/care-account-fakes.ts';
import { careError, careOk, type FakeServer } from '../../testing/fake-server.ts';
import type { Case } from './route-walk.ts';

// What a page's own door needs answered to open, beside the offers every checkout asks for.

/** The streaming trial opens on its roll-to-drop offer (ADR 057). */
export function answerStreamingTrial(server: FakeServer): void {
  server.on('POST /services/offers', () => careOk(offersOf(RTD_OFFER, FOLLOW_ON_OFFER)));
}

/** The SL2C pages open only for a dealer (flows §3.3): its `corpid`, answered with its branding. */
const DEALER = '&corpid=4100';
const answerDealer = (server: FakeServer) => {
  server.on('GET /services/trial/partners/4100', () => careOk(dealer()));
  server.on('POST /services/offers/customer', () => careOk(offersOf(usedCarOffer())));
};
export const atDealer = (c: Case): Case => ({
  ...c,
  path: `${c.path}${DEALER}`,
  lands: `${c.lands}${DEALER}`,
  answer: answerDealer,
});

/**
 * The change pages open only on a subscription their link names (flows §5.1): the signed-in
 * owner's here, with its account and change offers answered.
 */
export const answerChangeEntry = (server: FakeServer) => {
  server.on('POST /services/account', () => careOk(careAccount()));
  server.on('POST /services/offers/customer/change', () => careOk(changeOffersResult()));
};
/** The multi-radio purchase opens for the signed-in owner with the account's radios answered. */
export const answerMultiRadio = (server: FakeServer) => {
  server.on('POST /services/account', () => careOk(multiRadioCareAccount()));
  server.on('POST /services/account/multi-subscription-radios', () => careOk(multiRadioAccount()));
};
/** Nobody signed in: the care session has no account of its own to list. */
export const answerVisitorAccount = (server: FakeServer) => {
  server.on('POST /services/account', () =>
    careError(401, 'UNAUTHENTICATED_CUSTOMER', 'error.common.unauthenticated.customer'),
  );
};
/**
 * Renewal opens on its campaign (flows §4.1): the promo and its three choices answered; without a
 * program code it is the plain way in.
 */
export const answerRenewal = (server: FakeServer) => {
  server.on('POST /services/offers/renewal', () => careOk(renewalOffers()));
};
/** Platinum VIP opens on its link (flows §4.5): the token's account and devices answered. */
export const answerVip = (server: FakeServer) => {
  server.on('POST /services/account/token/upgrade-vip', () => careOk(vipTokenResult()));
  server.on('POST /services/account/token/vip-eligible-radios', () => careOk(vipEligibility()));
};

/**
 * Transfer and swap (flows §8.1): the ACSC link's token answers the identification result named;
 * without a token, nobody is identified (sign in or find the account).
 */
export const answerTransfer =
  (result: CareAcscResult['identificationResult'] = 'SUCCESS') =>
  (server: FakeServer) => {
    server.on('POST /services/account/token/acsc', () =>
      careOk(acscAnswer({ identificationResult: result })),
    );
    server.on('POST /services/account/acsc', ({ body }) =>
      (body as { swapFlow?: boolean }).swapFlow
        ? careOk(acscAnswer({ trialRadio: null }))
        : careError(401, 'UNAUTHENTICATED_CUSTOMER', 'error.common.unauthenticated.customer'),
    );
  };
