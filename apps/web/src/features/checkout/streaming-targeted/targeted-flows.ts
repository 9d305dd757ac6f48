import type { SatelliteFlow } from '../satellite/flow/satellite-flows.ts';

/**
 * The streaming targeted checkouts (flows §2.1 "Streaming targeted", §4.6; ADR 049). An email
 * to a customer carries a token naming the radio or the account; the same steps as the satellite
 * targeted checkout sell what the link is for:
 * - `targeted`: streaming for the link's radio's account (a SALES_STREAMING `tkn`, or `atok`);
 * - `targeted/add-streaming`: the same sale from an "add streaming to your plan" email;
 * - `targeted/add-plan`: a satellite plan for another radio of the account (an `atok` names the
 *   account's first radio without a paid plan);
 * - `targeted/mrd`: the same sale from a multi-radio-discount email (flows §4.6): the server's
 *   offers for that radio, those that take the discount only, and its quote with the saving.
 * Each ends at its own `thanks`.
 */
export const STREAMING_TARGETED_PATH = '/subscribe/checkout/purchase/streaming/targeted';

const TARGETED_STEPS = {
  stepNumbers: { offer: 1, paymentInterstitial: 2, payment: 2 },
  stepTotal: 2,
} as const;

export const STREAMING_TARGETED_FLOW: SatelliteFlow = {
  kind: 'targeted',
  basePath: STREAMING_TARGETED_PATH,
  flowName: 'checkoutstreamingtargeted',
  useCase: 'STREAMING_TARGETED',
  service: 'streaming',
  salesTokenType: 'SALES_STREAMING',
  ...TARGETED_STEPS,
};

export const ADD_STREAMING_FLOW: SatelliteFlow = {
  ...STREAMING_TARGETED_FLOW,
  basePath: `${STREAMING_TARGETED_PATH}/add-streaming`,
  flowName: 'checkoutstreamingaddstreaming',
};

/** A satellite plan for the account's other radio: satellite offers, SALES_AUDIO sales links. */
export const ADD_PLAN_FLOW: SatelliteFlow = {
  kind: 'targeted',
  basePath: `${STREAMING_TARGETED_PATH}/add-plan`,
  flowName: 'checkoutstreamingaddplan',
  useCase: 'STREAMING_TARGETED',
  service: 'satellite',
  salesTokenType: 'SALES_AUDIO',
  ...TARGETED_STEPS,
};

/**
 * The multi-radio-discount email's plan pick: add-plan's sale at its own address and name,
 * showing only the plans that take the discount (the saving is on review's quote).
 */
export const MRD_FLOW: SatelliteFlow = {
  ...ADD_PLAN_FLOW,
  basePath: `${STREAMING_TARGETED_PATH}/mrd`,
  flowName: 'checkoutstreamingmrd',
  mrdOnly: true,
};
