import type { InfoCollectionErrors } from '@orbit/domain';
import type { DataLayer } from '../../shared/analytics/data-layer.ts';
import { trackPageLoaded } from '../../shared/analytics/page-loaded.ts';

/** The use case of flows §0 names the flow in the data layer. */
export const INFO_COLLECTION_FLOW = 'BRANDED_DATA_COLLECTION';
export type InfoCollectionPage =
  | 'infoCollection'
  | 'confirmation'
  | 'linkInvalid'
  | 'answered'
  | 'tooMany';

/** A view of the page came on screen (account pages are left out of automatic tracking). */
export function trackInfoCollectionPage(dataLayer: DataLayer, page: InfoCollectionPage): void {
  trackPageLoaded(dataLayer, { flowName: INFO_COLLECTION_FLOW, componentName: page });
}

/** Fields refused in the browser: one user error each, never the value. */
export function trackFieldErrors(dataLayer: DataLayer, errors: InfoCollectionErrors): void {
  for (const [field, code] of Object.entries(errors)) {
    if (!code) continue;
    dataLayer.trackError({
      errorType: 'USER',
      errorName: `infoCollection.${field}`,
      errorCode: code,
      details: { field },
    });
  }
}
