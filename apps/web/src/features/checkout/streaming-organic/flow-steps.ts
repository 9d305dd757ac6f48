import type { Country } from '@orbit/domain';

/**
 * The streaming organic checkout (flows §2.1): its URLs, the analytics name of each step and
 * whether analytics counts it as AUTHENTICATE or CHECKOUT (spec 000 §2: the pages up to offer
 * presentment are AUTHENTICATE, the others CHECKOUT).
 */
export const STREAMING_ORGANIC_PATH = '/subscribe/checkout/purchase/streaming/organic';
/** The flow's error pages live one level up, beside the other streaming checkouts'. */
export const STREAMING_PURCHASE_PATH = '/subscribe/checkout/purchase/streaming';
/** Where a visitor who does not meet the entry rules goes, query kept. */
export const LEGACY_STREAMING_CHECKOUT_PATH = '/subscribe/checkout/streaming';
/** The streaming organic checkout is not sold on the Canadian site. */
export function isStreamingOrganicSold(country: Country): boolean {
  return country !== 'ca';
}

export const STREAMING_ORGANIC_FLOW_NAME = 'checkoutstreamingorganicvariant2';

export type PageLabel = 'AUTHENTICATE' | 'CHECKOUT';

export interface StepInfo {
  /** Below the flow's path; '' is the offer. */
  path: string;
  componentName: string;
  label: PageLabel;
  /** "Step N of 3" in the stepper; absent where no stepper shows. */
  number?: 1 | 2 | 3;
}

export const STEPS = {
  offer: { path: '', componentName: 'offerpresentmentstep', label: 'AUTHENTICATE' },
  credsInterstitial: {
    path: 'creds-int',
    componentName: 'credentialsinterstitialstep',
    label: 'CHECKOUT',
  },
  creds: { path: 'creds', componentName: 'credentialsstep', label: 'CHECKOUT', number: 1 },
  paymentInterstitial: {
    path: 'payment-int',
    componentName: 'paymentinterstitialstep',
    label: 'CHECKOUT',
    number: 2,
  },
  payment: { path: 'payment', componentName: 'paymentstep', label: 'CHECKOUT', number: 2 },
  review: { path: 'review', componentName: 'reviewstep', label: 'CHECKOUT', number: 3 },
  thanks: { path: 'thanks', componentName: 'confirmationstep', label: 'CHECKOUT' },
  autoProcessCreds: {
    path: 'auto-process-creds',
    componentName: 'autoprocesscredentialsstep',
    label: 'CHECKOUT',
    number: 1,
  },
} as const satisfies Record<string, StepInfo>;

export type StepName = keyof typeof STEPS;

/** The promo-code check before the offer shows: before offer presentment, so AUTHENTICATE. */
export const PROMO_CODE_ENTRY: StepInfo = {
  path: '',
  componentName: 'promoCodeEntry',
  label: 'AUTHENTICATE',
};

export const STREAMING_ERROR_PAGES = [
  'generic-error',
  'expired-offer-error',
  'promo-code-redeemed-error',
  'technical-issues',
  'you-already-have-a-subscription-error',
  'ineligible-redirect',
] as const;
export type StreamingErrorPage = (typeof STREAMING_ERROR_PAGES)[number];

export function isStreamingErrorPage(value: string): value is StreamingErrorPage {
  return (STREAMING_ERROR_PAGES as readonly string[]).includes(value);
}

export function stepUrl(step: StepName, search = ''): string {
  const { path } = STEPS[step];
  return `${STREAMING_ORGANIC_PATH}${path ? `/${path}` : ''}${search}`;
}

export function errorPageUrl(page: StreamingErrorPage, search = ''): string {
  return `${STREAMING_PURCHASE_PATH}/${page}${search}`;
}
