import type { FeatureFlag } from '@orbit/domain';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages as checkoutMessages } from '../../features/checkout/messages/en-US.ts';
import { messages as planChooserMessages } from '../../features/checkout/plain-way-in/messages/en-US.ts';
import { messages as promotionMessages } from '../../features/checkout/promotion/messages/en-US.ts';
import { messages as satelliteMessages } from '../../features/checkout/satellite/messages/en-US.ts';
import { satelliteOffer } from '../../features/checkout/satellite/testing/satellite-fakes.ts';
import { messages as streamingErrorMessages } from '../../features/checkout/streaming-organic/error-page/messages/en-US.ts';
import { messages as trialMessages } from '../../features/checkout/streaming-trial/messages/en-US.ts';
import {
  answerStreamingCheckout,
  offersOf,
} from '../../features/checkout/testing/streaming-fakes.ts';
import { messages as onboardingMessages } from '../../features/onboarding/messages/en-US.ts';
import { messages as errorMessages } from '../../features/platform/messages/en-US.ts';
import { messages as reverifyMessages } from '../../features/student/re-verify/messages/en-US.ts';
import { messages as studentMessages } from '../../features/student/verification/messages/en-US.ts';
import { messages as entitlementMessages } from '../../features/subscription/entitlement/messages/en-US.ts';
import { messages as multiRadioMessages } from '../../features/subscription/multi-radio/messages/en-US.ts';
import { messages as renewalMessages } from '../../features/subscription/renewal/messages/en-US.ts';
import { messages as transferMessages } from '../../features/subscription/transfer/messages/en-US.ts';
import { messages as vipMessages } from '../../features/subscription/upgrade-vip/messages/en-US.ts';
import { messages as activationMessages } from '../../features/trials/activation/messages/en-US.ts';
import { messages as usedCarMessages } from '../../features/trials/used-car/messages/en-US.ts';
import { careOk, createFakeServer, type FakeServer } from '../../testing/fake-server.ts';
import { streamingOffer } from '../../testing/offer-fakes.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { messages as appMessages } from '../messages/en-US.ts';

/**
 * The route table of spec 000 §2, walked row by row (one suite an area): where each path lands,
 * with its flag on and off, and whether the query string survives. Expectations are written from
 * the spec, not derived from the table, so a wrong table fails here.
 */

type AppMessageId = keyof typeof appMessages;
/** The streaming organic checkout shows its own pages (its offer, its credentials step). */
type CheckoutHeading =
  | 'checkout.offer.title'
  | 'checkout.creds.title'
  | 'checkout.chooser.title'
  | 'satellite.offer.title'
  | 'satellite.lookup.title'
  | 'satellite.token.title'
  // The zero-cost promotion without a promo code (flows §4.3 NO_PROMO_CODE)
  | 'promotion.error.noCode.title'
  // A dealer's SL2C pages (flows §3.3)
  | 'usedCar.sl2c.serviceLane.title'
  | 'usedCar.sl2c.usedVehicle.title';
/** The activation flows open on their own pages (a link without its token: find your radio). */
type ActivationHeading = 'activation.twoStep.title' | 'activation.start.title';
/** Renewal opens on its campaign's offer, or says the link's code is unknown. */
type RenewalHeading = 'renewal.problem.unknownCode.title' | 'renewal.hero.title';
/** Platinum VIP opens on its link's page, or says the link cannot be used. */
type VipHeading = 'vip.hero.title' | 'vip.problem.title';
/** The multi-radio purchase opens on its steps for the signed-in owner. */
type MultiRadioHeading = 'multiRadio.title';
/** Transfer and swap open on the page their identification result names (ADR 069). */
type TransferHeading =
  | 'transfer.title'
  | 'transfer.port.title'
  | 'transfer.swap.title'
  | 'transfer.lookup.title'
  | 'transfer.consolidated.title'
  | 'transfer.offer.title'
  | 'transfer.error.title'
  | 'transfer.oac.title';
/** The streaming trial opens on its offer, or its generic error page (ADR 057). */
type TrialHeading = 'trial.offer.title' | 'checkout.errorPage.generic-error.title';

/** The student pages open on the student offer (ADR 066). */
type StudentHeading = 'student.offer.title';
/** Onboarding opens on finding the account, or on the page its path names. */
type OnboardingHeading =
  | 'onboarding.find.title'
  | 'onboarding.reason.noMatch.title'
  | 'onboarding.reason.existing.title'
  | 'onboarding.freeListen.title'
  | 'onboarding.createPassword.invalid.title'
  | 'onboarding.activate.title'
  | 'onboarding.instantStream.title';

/** A link's campaign codes: a route keeps them, or drops them where it says. */
export const Q = '?programcode=PROG1&promocode=PROMO2';

/** A re-verify link without its token opens on the invalid-link page (ADR 067). */
type ReverifyHeading = 'reverify.invalid.title';
/** The entitlement page without an entitlement id says it cannot open the offer (ADR 077). */
type EntitlementHeading = 'entitlement.error.title';

export interface Case {
  path: string;
  flag?: { name: FeatureFlag; on: boolean };
  /** Expected `pathname + search` after all redirects. */
  lands: string;
  /** What the visitor reads as the page heading: a route title, or the error page. */
  heading:
    | AppMessageId
    | CheckoutHeading
    | ActivationHeading
    | RenewalHeading
    | VipHeading
    | MultiRadioHeading
    | TransferHeading
    | TrialHeading
    | OnboardingHeading
    | StudentHeading
    | ReverifyHeading
    | EntitlementHeading
    | 'error';
  /** The browser is sent to this external URL. */
  external?: string;
  /** What the page's own door needs answered to open (a change flow's account and offers). */
  answer?: (server: FakeServer) => void;
}

export const ERROR = { lands: '/error', heading: 'error' } as const;

export const page = (path: string, heading: Case['heading'], lands = path): Case => ({
  path,
  lands,
  heading,
});

/** A flagged route: on shows its own page (query kept), off goes to the fallback. */
export function flagged(
  path: string,
  name: FeatureFlag,
  heading: Case['heading'],
  off: Omit<Case, 'path'>,
): Case[] {
  return [
    { path: `${path}${Q}`, flag: { name, on: true }, lands: `${path}${Q}`, heading },
    { path: `${path}${Q}`, flag: { name, on: false }, ...off },
  ];
}

function expectedHeading(heading: Case['heading']): string {
  if (heading === 'error') return errorMessages['platform.error.heading'];
  if (heading === 'checkout.offer.title' || heading === 'checkout.creds.title') {
    return checkoutMessages[heading];
  }
  if (heading === 'checkout.chooser.title') return planChooserMessages[heading];
  if (
    heading === 'satellite.offer.title' ||
    heading === 'satellite.lookup.title' ||
    heading === 'satellite.token.title'
  ) {
    return satelliteMessages[heading];
  }
  if (heading === 'promotion.error.noCode.title') return promotionMessages[heading];
  if (heading === 'activation.twoStep.title' || heading === 'activation.start.title') {
    return activationMessages[heading];
  }
  if (
    heading === 'usedCar.sl2c.serviceLane.title' ||
    heading === 'usedCar.sl2c.usedVehicle.title'
  ) {
    return usedCarMessages[heading];
  }
  if (heading === 'renewal.hero.title') return 'Get 3 more months for $5.00/mo';
  if (heading === 'renewal.problem.unknownCode.title') return renewalMessages[heading];
  if (heading === 'vip.hero.title' || heading === 'vip.problem.title') return vipMessages[heading];
  if (heading === 'multiRadio.title') return multiRadioMessages[heading];
  if (heading.startsWith('transfer.')) return transferMessages[heading as TransferHeading];
  if (heading === 'trial.offer.title') return trialMessages[heading];
  if (heading === 'student.offer.title') return studentMessages[heading];
  if (heading === 'checkout.errorPage.generic-error.title') return streamingErrorMessages[heading];
  if (heading === 'reverify.invalid.title') return reverifyMessages[heading];
  if (heading === 'entitlement.error.title') return entitlementMessages[heading];
  if (heading.startsWith('onboarding.')) {
    return onboardingMessages[heading as OnboardingHeading];
  }
  return appMessages[heading as AppMessageId];
}

function caseName(c: Case): string {
  const flag = c.flag ? ` [${c.flag.name} ${c.flag.on ? 'on' : 'off'}]` : '';
  return `${c.path}${flag} → ${c.external ?? c.lands}`;
}

/** One area's rows of the route table, each opened in the app: its heading, where it lands. */
export function walkRoutes(area: string, cases: readonly Case[]): void {
  describe(`route table (spec 000 §2): ${area}`, () => {
    it.each(cases.map((c) => [caseName(c), c] as const))('%s', async (_name, c) => {
      const server = answerStreamingCheckout(
        createFakeServer({ flags: c.flag ? { [c.flag.name]: c.flag.on } : {} }),
      );
      // Each checkout opens on its own offer: satellite calls ask with `streaming: false`.
      server.on('POST /services/offers', ({ body }) =>
        careOk(
          offersOf(
            (body as { streaming: boolean }).streaming ? streamingOffer() : satelliteOffer(),
          ),
        ),
      );
      c.answer?.(server);
      const app = renderApp({ url: c.path, server });
      await app.settled();

      await app.heading(expectedHeading(c.heading));
      // A flow may take one more in-app step to its first screen (the targeted code form).
      await waitFor(() => expect(app.location()).toBe(c.lands));
      if (c.external) expect(app.navigator.assign).toHaveBeenCalledWith(c.external);
      else expect(app.navigator.assign).not.toHaveBeenCalled();
    });
  });
}
