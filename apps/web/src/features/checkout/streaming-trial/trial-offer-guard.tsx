import { isRollToDropTrial } from '@orbit/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useStreamingFlowRoute } from '../streaming-organic/streaming-flow-route.ts';
import { useStreamingCheckout } from '../streaming-organic/use-streaming-checkout.ts';
import { trialRefusalUrl } from './trial-route.ts';

/**
 * Past the account step, the offer taken must still be the trial. The door only lets a trial in,
 * so when the customer's own offers (by email or account, `offers/customer`) or the card's
 * eligibility check left the trial out and another plan stands in, the customer already had
 * streaming: the refusal page, never a paid plan sold in the trial's place (ADR 060).
 */
export function TrialOfferGuard({ children }: { children: ReactNode }) {
  const { offer, placed } = useStreamingCheckout();
  const route = useStreamingFlowRoute();
  const { search } = useLocation();
  if (!placed && offer && !isRollToDropTrial(offer.phases)) {
    return <Navigate to={trialRefusalUrl(route, search)} replace />;
  }
  return children;
}
