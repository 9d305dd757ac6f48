import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { leadPlanCodeOf } from './offers.ts';
import { useStreamingFlowRoute } from './streaming-flow-route.ts';
import { useStreamingCheckout } from './use-streaming-checkout.ts';

/**
 * The browser's Back button from the payment step puts the lead offer back (flows §2.1 step 4):
 * a stand-in offer chosen there belongs to that attempt, not to the page the customer returns to.
 */
export function useResetPlanOnBackFromPayment(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const { store, offers } = useStreamingCheckout();
  const { stepUrl } = useStreamingFlowRoute();
  const previous = useRef(pathname);
  useEffect(() => {
    const was = previous.current;
    previous.current = pathname;
    if (navigationType !== 'POP' || was === pathname) return;
    if (was.toLowerCase() !== stepUrl('payment').toLowerCase()) return;
    if (offers) store.update({ selectedPlanCode: leadPlanCodeOf(offers) });
  }, [pathname, navigationType, store, offers, stepUrl]);
}
