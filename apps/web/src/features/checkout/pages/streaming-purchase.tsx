import { useParams } from 'react-router';
import { ComingSoonPage } from '../../../shared/routing/coming-soon-page.tsx';
import { isStreamingErrorPage } from '../streaming-organic/flow-steps.ts';
import { StreamingErrorPageView } from '../streaming-organic/streaming-error-page.tsx';

/**
 * Route module of `streamingPurchase` (`subscribe/checkout/purchase/streaming/*`): the streaming
 * checkouts' error pages live here (generic-error, expired-offer-error, …); the streaming
 * purchase page itself comes with its own issue.
 */
export function Component() {
  const rest = (useParams()['*'] ?? '').split('/')[0]?.toLowerCase() ?? '';
  if (isStreamingErrorPage(rest)) return <StreamingErrorPageView page={rest} />;
  return <ComingSoonPage />;
}
