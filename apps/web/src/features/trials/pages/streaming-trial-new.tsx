import { LazyStreamingTrial } from '../../checkout/streaming-trial/index.ts';

/**
 * Route module of `streamingTrialNew` (`subscribe/checkout/trial/streaming`, flag
 * `enableStreamingOrganicTrialRTDNonAccordion`): the streaming trial one step per screen (ADR 057).
 */
export function Component() {
  return <LazyStreamingTrial layout="steps" />;
}
