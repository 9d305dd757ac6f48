import type { Country } from '@orbit/domain';
import { type EnvOf, httpUrl, optionalHttpUrl, originOrSameHost, text } from './env-vars.ts';
import { publicUrlOf, type ServerEnv } from './server-settings.ts';

/** Each market's addresses and phone numbers, as its web app shows them. */
export const marketEnv = {
  API_URL_US: originOrSameHost(),
  API_URL_CA: originOrSameHost(),
  SITE_URL_US: optionalHttpUrl(),
  SITE_URL_CA: optionalHttpUrl(),
  ACCOUNT_CENTRE_URL_US: httpUrl('https://account.orbitradio.com'),
  ACCOUNT_CENTRE_URL_CA: httpUrl('https://account.orbitradio.ca'),
  CARE_URL_US: httpUrl('https://care.orbitradio.com'),
  CARE_URL_CA: httpUrl('https://care.orbitradio.ca'),
  CARE_PHONE_US: text('1-888-555-0142'),
  CARE_PHONE_CA: text('1-888-555-0143'),
  DO_NOT_CALL_PHONE_US: text('1-888-555-0144'),
  DO_NOT_CALL_PHONE_CA: text('1-888-555-0145'),
  REFRESH_SHORT_CODE_US: text('555-72'),
  REFRESH_SHORT_CODE_CA: text('555-73'),
  RENEWAL_CHOICE_PHONE_US: text('1-888-555-0146'),
  RENEWAL_CHOICE_PHONE_CA: text('1-888-555-0147'),
  RENEWAL_PROACTIVE_PHONE_US: text('1-888-555-0148'),
  RENEWAL_PROACTIVE_PHONE_CA: text('1-888-555-0149'),
  DOTCOM_URL_US: httpUrl('https://www.orbitradio.com'),
  DOTCOM_URL_CA: httpUrl('https://www.orbitradio.ca'),
};

type MarketEnv = EnvOf<typeof marketEnv> & Pick<ServerEnv, 'PUBLIC_URL' | 'PORT'>;

/** One market's addresses, as the web app of that country sees them. */
export type MarketConfig = {
  /** Origin of this market's web app: where the other market's pages send its visitors. */
  siteUrl: string;
  /** Origin of the care API for this market; '' means the host that served the page. */
  apiUrl: string;
  accountCentreUrl: string;
  careUrl: string;
  carePhone: string;
  /** Where to call to stop calls when the do-not-call page cannot take the request. */
  doNotCallPhone: string;
  /** The short code a customer texts "Refresh" to (flows §8.2), also named in the refresh text. */
  refreshShortCode: string;
  /** Roll-to-choice renewal's toll-free lines: by-choice links, proactive offers. */
  renewalPhones: { choice: string; proactive: string };
  dotComUrl: string;
};

/**
 * A market's site when SITE_URL_<market> is unset: the public URL is the US site, and the same
 * host with `can.` in front the Canadian one (the host rule the web app reads its market by, so
 * `can.localhost` works locally). A deployment whose sites differ otherwise sets both.
 */
export function siteUrlOf(env: MarketEnv, market: Country): string {
  const set = market === 'us' ? env.SITE_URL_US : env.SITE_URL_CA;
  if (set) return set;
  const publicUrl = new URL(publicUrlOf(env));
  if (market === 'ca') publicUrl.hostname = `can.${publicUrl.hostname}`;
  return publicUrl.origin;
}

export function marketsOf(env: MarketEnv): Record<Country, MarketConfig> {
  return {
    us: {
      siteUrl: siteUrlOf(env, 'us'),
      apiUrl: env.API_URL_US,
      accountCentreUrl: env.ACCOUNT_CENTRE_URL_US,
      careUrl: env.CARE_URL_US,
      carePhone: env.CARE_PHONE_US,
      doNotCallPhone: env.DO_NOT_CALL_PHONE_US,
      refreshShortCode: env.REFRESH_SHORT_CODE_US,
      renewalPhones: {
        choice: env.RENEWAL_CHOICE_PHONE_US,
        proactive: env.RENEWAL_PROACTIVE_PHONE_US,
      },
      dotComUrl: env.DOTCOM_URL_US,
    },
    ca: {
      siteUrl: siteUrlOf(env, 'ca'),
      apiUrl: env.API_URL_CA,
      accountCentreUrl: env.ACCOUNT_CENTRE_URL_CA,
      careUrl: env.CARE_URL_CA,
      carePhone: env.CARE_PHONE_CA,
      doNotCallPhone: env.DO_NOT_CALL_PHONE_CA,
      refreshShortCode: env.REFRESH_SHORT_CODE_CA,
      renewalPhones: {
        choice: env.RENEWAL_CHOICE_PHONE_CA,
        proactive: env.RENEWAL_PROACTIVE_PHONE_CA,
      },
      dotComUrl: env.DOTCOM_URL_CA,
    },
  };
}
