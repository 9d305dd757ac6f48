import type { DataLayer } from '../../../shared/analytics/data-layer.ts';
import { trackPageLoaded } from '../../../shared/analytics/page-loaded.ts';

/** `student/re-verify` is left out of automatic page tracking (spec 000 §2): its pages say so. */
export const REVERIFY_FLOW = 'STUDENT_REVERIFICATION';
export type ReverifyPage =
  | 'reverify'
  | 'invalidToken'
  | 'confirm'
  | 'rollOverComplete'
  | 'complete'
  | 'error';

export function trackReverifyPage(dataLayer: DataLayer, page: ReverifyPage): void {
  trackPageLoaded(dataLayer, { flowName: REVERIFY_FLOW, componentName: page });
}
