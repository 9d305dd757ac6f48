import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { usePageLoadingWhile } from '../../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { useStepNavigation } from '../flow/flow-context.tsx';
import { useContinueWithRadio } from '../flow/use-continue-with-radio.ts';
import { radioToAddQuery } from '../satellite-queries.ts';
import { radioIdToAddOf } from './radio-to-add.ts';

/**
 * The add-radio flow's first screen (flows §4.7) with a radio named by the page that sent the
 * customer (`AddRadioEntryOnDemand` sends anyone else to choose or find theirs): it is looked up
 * (`radioToAddQuery`) and its plans open.
 */
export function AddRadioEntry() {
  const services = useAppServices();
  const location = useLocation();
  const goTo = useStepNavigation();
  const { continuing, continueWith, showActiveSubscription } = useContinueWithRadio();
  const radioId = radioIdToAddOf(location.state, location.search);
  const lookup = useQuery(radioToAddQuery(services, radioId));
  // The loader stays up from the lookup until the radio's plans are in.
  usePageLoadingWhile(services.pageLoading, lookup.isFetching || continuing);
  const found = lookup.data;
  const acted = useRef(false);

  useEffect(() => {
    // The radio found is acted on once, though the effect runs again (strict mode, a re-render).
    if (!found || acted.current) return;
    acted.current = true;
    if (found.kind === 'found') void continueWith(found.radio);
    else if (found.kind === 'active') showActiveSubscription(found.radio);
    else if (found.kind !== 'stopped') goTo('deviceLookup', { replace: true });
  }, [found, continueWith, showActiveSubscription, goTo]);

  return null;
}
