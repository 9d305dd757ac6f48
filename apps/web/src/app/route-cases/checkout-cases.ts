import { answerVisitorAccount } from './answers.ts';
import { type Case, ERROR, flagged, page, Q } from './route-walk.ts';

export const ORGANIC = '/subscribe/checkout/purchase/streaming/organic';

/**
 * The checkouts' rows: the streaming and satellite purchases (organic, targeted, add-radio,
 * change-to, promotion), the plain way in, and where `/subscribe/checkout` sends a link.
 */
export const CHECKOUT_CASES: Case[] = [
  // Fixed redirects: organic variants (any case) — query kept
  page(`${ORGANIC}/min${Q}`, 'checkout.offer.title', `${ORGANIC}${Q}`),
  page(`${ORGANIC}/MIN2${Q}`, 'checkout.offer.title', `${ORGANIC}${Q}`),
  page(`${ORGANIC}/Variant1${Q}`, 'checkout.offer.title', `${ORGANIC}${Q}`),
  page(`${ORGANIC}/variant2${Q}`, 'checkout.offer.title', `${ORGANIC}${Q}`),
  ...flagged(
    '/subscribe/checkout/purchase/streaming/self-pay/organic',
    'enableAtlasStreamingOrganicSelfPayNonAccordion',
    'checkout.offer.title',
    { lands: `${ORGANIC}${Q}`, heading: 'checkout.offer.title' },
  ),
  ...flagged(
    '/subscribe/checkout/purchase/satellite/vega',
    'enableVegaCheckout',
    'satellite.offer.title',
    ERROR,
  ),
  ...flagged(
    '/subscribe/checkout/purchase/satellite/organic/new',
    'enableSatelliteOrganicNonAccordion',
    'satellite.offer.title',
    {
      lands: `/subscribe/checkout/purchase/satellite/organic${Q}`,
      heading: 'satellite.offer.title',
    },
  ),
  page(`${ORGANIC}${Q}`, 'checkout.offer.title'),
  page(`${ORGANIC}/auto-process-creds${Q}`, 'checkout.creds.title'),
  // With no token nor radio in the link, the targeted checkout asks for the code from the email.
  page(
    '/subscribe/checkout/purchase/satellite/targeted/new',
    'satellite.token.title',
    '/subscribe/checkout/purchase/satellite/targeted/new/enter-code',
  ),
  // The streaming targeted checkouts (ADR 049) ask for the code too; no stand-in under streaming/.
  ...['', '/add-plan', '/mrd', '/add-streaming'].map((flow) =>
    page(
      `/subscribe/checkout/purchase/streaming/targeted${flow}`,
      'satellite.token.title',
      `/subscribe/checkout/purchase/streaming/targeted${flow}/enter-code`,
    ),
  ),
  { path: '/subscribe/checkout/purchase/streaming/no-such-page', ...ERROR },
  { path: '/subscribe/checkout/purchase/streaming/no-such/page', ...ERROR },
  page(
    '/subscribe/checkout/promotion',
    'promotion.error.noCode.title',
    '/subscribe/checkout/promotion/satellite',
  ),
  // The purchase pages' bare addresses open the checkouts, query kept
  page(`/subscribe/checkout/purchase/streaming${Q}`, 'checkout.offer.title', `${ORGANIC}${Q}`),
  page(
    `/subscribe/checkout/purchase/satellite${Q}`,
    'satellite.offer.title',
    `/subscribe/checkout/purchase/satellite/organic${Q}`,
  ),
  // The legacy targeted page is the targeted checkout; with no token it asks for the code.
  page(
    '/subscribe/checkout/purchase/satellite/targeted',
    'satellite.token.title',
    '/subscribe/checkout/purchase/satellite/targeted/new/enter-code',
  ),
  page(
    '/subscribe/checkout/purchase/satellite/add-radio-router',
    'satellite.lookup.title',
    '/subscribe/checkout/purchase/satellite/add-radio-router/device-lookup',
  ),
  // The add-radio processing pages decide where the flow starts: a visitor finds the radio.
  ...(['activate-radio-init', 'find-subscription-init'] as const).map((init) => ({
    ...page(
      `/subscribe/checkout/purchase/satellite/add-radio-router/${init}`,
      'satellite.lookup.title',
      '/subscribe/checkout/purchase/satellite/add-radio-router/device-lookup',
    ),
    answer: answerVisitorAccount,
  })),
  // Change a radio's plan (ADR 052): a visitor finds the radio; a step opened directly starts over.
  ...['', '/new-plan', '/new-plan/thanks', '/no-such-step'].map((step) => ({
    ...page(
      `/subscribe/checkout/purchase/satellite/change-to${step}`,
      'satellite.lookup.title',
      '/subscribe/checkout/purchase/satellite/change-to/device-lookup',
    ),
    answer: answerVisitorAccount,
  })),
  // The satellite checkouts' own pages stay; any other path under satellite/ is no page of ours.
  { path: '/subscribe/checkout/purchase/satellite/no-such-page', ...ERROR },
  { path: '/subscribe/checkout/purchase/satellite/no-such/page', ...ERROR },
  // Pick-a-plan without a program code: the plain way in (ADR 043)
  page('/subscribe/checkout/offer/flepz', 'checkout.chooser.title', '/subscribe'),
  // The plain way in (ADR 038): the offers to choose from, never the stand-in
  page('/subscribe', 'checkout.chooser.title'),
  page(`/subscribe/checkout/streaming${Q}`, 'checkout.chooser.title'),
  // Each checkout module is a prefix of its pages
  page(`/subscribe/checkout/purchase/satellite/organic${Q}`, 'satellite.offer.title'),
  // Query-driven redirects of /subscribe/checkout. Without a program code the renewal sends the
  // visitor on to the plain way in.
  page('/subscribe/checkout/flepz?RenewalCode=CHOICE', 'checkout.chooser.title', '/subscribe'),
  page('/subscribe/checkout/flepz?renewalcode=other', 'route.accountLookup.title'),
  page(
    `/subscribe/checkout${Q}`,
    'renewal.problem.unknownCode.title',
    `/subscribe/checkout/renewal${Q}`,
  ),
  page('/subscribe/checkout/', 'checkout.chooser.title', '/subscribe'),
  page('/subscribe/checkout;proactiveFlag=true', 'checkout.chooser.title'),
  page(`/subscribe/checkout;proactiveFlag=true${Q}`, 'checkout.chooser.title'),
  page('/subscribe/checkout;other=1', 'checkout.chooser.title', '/subscribe'),
];
