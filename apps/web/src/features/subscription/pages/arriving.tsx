import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';

/**
 * The fallback of a subscription page whose flow is fetched when the page renders: the app's
 * full-page loader stays up while the flow arrives.
 */
export function Arriving() {
  usePageLoadingWhile(useAppServices().pageLoading, true);
  return null;
}
