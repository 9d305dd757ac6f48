/**
 * The satellite checkouts (flows §2.2, §2.3, §4.7) and their steps. One set of step screens
 * serves four flows; each flow says where it lives, what analytics calls it, which steps it
 * has and how its stepper counts them.
 */
export const SATELLITE_PATH = '/subscribe/checkout/purchase/satellite';

export type SatelliteFlowKind = 'organic' | 'vega' | 'targeted' | 'addRadio' | 'changeTo';

export type SatelliteStepName =
  | 'offer'
  | 'tokenEntry'
  | 'deviceSelect'
  | 'deviceLookup'
  | 'pickAPlan'
  | 'paymentInterstitial'
  | 'payment'
  | 'review'
  | 'thanks'
  /** Change-to's plan change (ADR 052): the change-plan steps for the radio's running plan. */
  | 'newPlan';

export type PageLabel = 'AUTHENTICATE' | 'CHECKOUT';

export interface SatelliteStepInfo {
  /** Below the flow's path; '' is the flow's first screen. */
  path: string;
  componentName: string;
  label: PageLabel;
}

export const SATELLITE_STEPS: Readonly<Record<SatelliteStepName, SatelliteStepInfo>> = {
  offer: { path: '', componentName: 'offerpresentmentstep', label: 'AUTHENTICATE' },
  tokenEntry: { path: 'enter-code', componentName: 'tokenentrystep', label: 'AUTHENTICATE' },
  deviceSelect: { path: 'device-select', componentName: 'deviceselectstep', label: 'AUTHENTICATE' },
  deviceLookup: { path: 'device-lookup', componentName: 'devicelookupstep', label: 'AUTHENTICATE' },
  pickAPlan: { path: 'pick-a-plan', componentName: 'pickaplanstep', label: 'CHECKOUT' },
  paymentInterstitial: {
    path: 'payment-int',
    componentName: 'paymentinterstitialstep',
    label: 'CHECKOUT',
  },
  payment: { path: 'payment', componentName: 'paymentstep', label: 'CHECKOUT' },
  review: { path: 'review', componentName: 'reviewstep', label: 'CHECKOUT' },
  thanks: { path: 'thanks', componentName: 'confirmationstep', label: 'CHECKOUT' },
  newPlan: { path: 'new-plan', componentName: 'newplanstep', label: 'CHECKOUT' },
};

export interface SatelliteFlow {
  kind: SatelliteFlowKind;
  /** Where the flow's first screen is; its steps are paths below it. */
  basePath: string;
  /** `pageInfo.flowName` in the data layer. */
  flowName: string;
  /** The use case of flows §0 (`update-usecase`), kept in the data layer's `meta`. */
  useCase: string;
  /** A program code the flow always sells (vega), whatever the link says. */
  programCode?: string;
  /**
   * The service the flow sells: satellite unless it says streaming (the streaming targeted
   * checkouts, ADR 049, which run these same steps and ask for the radio's streaming offers).
   */
  service?: 'satellite' | 'streaming';
  /** Shows only the offers that take the multi-radio discount (the `mrd` email's page). */
  mrdOnly?: boolean;
  /** What a sales link's token (`tkn`, `token`, `dtok`) is: SALES_AUDIO unless it says otherwise. */
  salesTokenType?: 'SALES_AUDIO' | 'SALES_STREAMING';
  /** "Step N of M": the stepper's number of each numbered step, and M. */
  stepNumbers: Partial<Record<SatelliteStepName, number>>;
  stepTotal: number;
}

const ORGANIC_NUMBERS = { deviceLookup: 1, paymentInterstitial: 2, payment: 2, review: 3 };

function organicFlowAt(basePath: string): SatelliteFlow {
  return {
    kind: 'organic',
    basePath,
    flowName: 'checkoutsatelliteorganic',
    useCase: 'SATELLITE_ORGANIC',
    stepNumbers: ORGANIC_NUMBERS,
    stepTotal: 3,
  };
}

/**
 * Satellite organic at `…/satellite/organic/new` (flag on) and at `…/satellite/organic` (the
 * flag's fallback: the same flow, not the older accordion): offer → find your radio (1) →
 * payment (2) → review (3) → thanks.
 */
export const ORGANIC_NEW_FLOW = organicFlowAt(`${SATELLITE_PATH}/organic/new`);
export const ORGANIC_FLOW = organicFlowAt(`${SATELLITE_PATH}/organic`);

/** The Vega checkout: the organic flow selling program code VEGA, with its own analytics name. */
export const VEGA_PROGRAM_CODE = 'VEGA';
export const VEGA_FLOW: SatelliteFlow = {
  kind: 'vega',
  basePath: `${SATELLITE_PATH}/vega`,
  flowName: 'checkoutsatellitevega',
  useCase: 'SATELLITE_ORGANIC',
  programCode: VEGA_PROGRAM_CODE,
  stepNumbers: ORGANIC_NUMBERS,
  stepTotal: 3,
};

/** Satellite targeted (flows §2.3): the link identifies the radio; offer (1) → payment (2) → review. */
export const TARGETED_FLOW: SatelliteFlow = {
  kind: 'targeted',
  basePath: `${SATELLITE_PATH}/targeted/new`,
  flowName: 'checkoutsatellitetargeted',
  useCase: 'SATELLITE_TARGETED',
  stepNumbers: { offer: 1, paymentInterstitial: 2, payment: 2 },
  stepTotal: 2,
};

/** Add a radio (flows §4.7): radio (1) → plan (2) → payment (3) → review (4) → thanks. */
export const ADD_RADIO_FLOW: SatelliteFlow = {
  kind: 'addRadio',
  basePath: `${SATELLITE_PATH}/add-radio-router`,
  flowName: 'addradio',
  useCase: 'ADD_RADIO',
  stepNumbers: {
    deviceSelect: 1,
    deviceLookup: 1,
    pickAPlan: 2,
    paymentInterstitial: 3,
    payment: 3,
    review: 4,
  },
  stepTotal: 4,
};

/**
 * Change a radio's plan (flows §4.7 "Related", ADR 052): the radio (1) — one of the signed-in
 * owner's, or found and verified — then the change-plan steps for its running plan (2), thanks.
 */
export const CHANGE_TO_FLOW: SatelliteFlow = {
  kind: 'changeTo',
  basePath: `${SATELLITE_PATH}/change-to`,
  flowName: 'changeto',
  useCase: 'CHANGE_PLAN',
  stepNumbers: { deviceSelect: 1, deviceLookup: 1 },
  stepTotal: 2,
};

export function satelliteStepUrl(
  flow: SatelliteFlow,
  step: SatelliteStepName,
  search = '',
): string {
  const { path } = SATELLITE_STEPS[step];
  return `${flow.basePath}${path ? `/${path}` : ''}${search}`;
}

/** The satellite checkouts' own pages, one level up from the flows (`…/satellite/<page>`). */
export const SATELLITE_ERROR_PAGES = [
  'promo-code-redeemed-error',
  'expired-offer-error',
  'offer-unavailable',
  'technical-issues',
] as const;
export type SatelliteErrorPage = (typeof SATELLITE_ERROR_PAGES)[number];

export function isSatelliteErrorPage(value: string): value is SatelliteErrorPage {
  return (SATELLITE_ERROR_PAGES as readonly string[]).includes(value);
}

export function satelliteErrorPageUrl(page: SatelliteErrorPage, search = ''): string {
  return `${SATELLITE_PATH}/${page}${search}`;
}

/** "Looks like you already have a subscription" (flows §2.2 step 2, §2.3). */
export const ACTIVE_SUBSCRIPTION_PATH = `${SATELLITE_PATH}/targeted/active-subscription`;
