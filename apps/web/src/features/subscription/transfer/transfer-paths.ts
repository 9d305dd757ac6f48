import { getQueryParam } from '../../../shared/routing/query.ts';

/** The transfer pages below `transfer/radio` (flows §8.1), as the browser shows them. */
export const TRANSFER_PATHS = {
  addRadio: '/transfer/radio',
  lookup: '/transfer/radio/lookup',
  login: '/transfer/radio/login',
  loginRouter: '/transfer/radio/login-router',
  oacRedirect: '/transfer/radio/oac-redirect',
  thanks: '/transfer/radio/thanks',
  error: '/transfer/radio/error',
  consolidated: '/transfer/radio/consolidated',
  consolidatedOffer: '/transfer/radio/consolidated-offer',
  swap: '/transfer/radio/swap',
  swapCheckout: '/transfer/radio/swap/checkout',
  swapThanks: '/transfer/radio/swap/thanks',
  port: '/transfer/radio/port',
  portThanks: '/transfer/radio/port/thanks',
} as const;
export type TransferPage = keyof typeof TRANSFER_PATHS;

/**
 * What a transfer link says (flows §8.1): the ACSC token of an email or a car maker's hand-off,
 * which radios it is about, and what the customer came to do. Query names are case-insensitive.
 */
export interface TransferLink {
  token: string | undefined;
  /** `swap` (replace a radio), `port` (service portability), else service continuity. */
  mode: TransferMode;
  /** The self-pay radio the link is about (the one to replace, or whose plan moves). */
  radioId: string | undefined;
  /** The new car's trial radio. */
  trialRadioId: string | undefined;
  /** The self-pay subscription the link proposes to move. */
  subscriptionId: string | undefined;
}

export type TransferMode = 'transfer' | 'swap' | 'port';

const present = (value: string | null) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

function modeOf(value: string | undefined): TransferMode {
  const mode = value?.toLowerCase();
  if (mode === 'swap') return 'swap';
  if (mode === 'port' || mode === 'sp') return 'port';
  return 'transfer';
}

export function transferLinkOf(search: string): TransferLink {
  return {
    token: present(getQueryParam(search, 'token')),
    mode: modeOf(present(getQueryParam(search, 'mode'))),
    radioId: present(getQueryParam(search, 'radioid')),
    trialRadioId: present(getQueryParam(search, 'trialradioid')),
    subscriptionId: present(getQueryParam(search, 'subscriptionid')),
  };
}

/** A transfer page with the link's query kept: every page of the flow reads the same link. */
export function transferPathOf(page: TransferPage, search: string): string {
  return `${TRANSFER_PATHS[page]}${search}`;
}

/** The link's query without its token: where a refused link's ways in go (else they loop). */
export function withoutToken(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) {
    if (key.toLowerCase() === 'token') params.delete(key);
  }
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
