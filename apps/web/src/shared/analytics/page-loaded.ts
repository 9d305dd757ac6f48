import type { DataLayer } from './data-layer.ts';

/** What a page that reports itself says of itself (spec 000 §2). */
export type SelfTrackedPage = {
  flowName: string;
  componentName: string;
  /** AUTHENTICATE or CHECKOUT, on the checkout's steps. */
  pageLabel?: string;
};

/**
 * A page left out of automatic page tracking (account, checkout and recovery paths, spec 000 §2)
 * came on screen: it reports itself with `pageInfo` and a `page-loaded` event.
 */
export function trackPageLoaded(dataLayer: DataLayer, pageInfo: SelfTrackedPage): void {
  dataLayer.update('pageInfo', pageInfo);
  dataLayer.push('page-loaded', { pageInfo });
}
