import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { queryValue, useEntryKey } from './entry-key.ts';
import { useSatelliteCheckout } from './flow-context.tsx';
import { handedOverRadioOf } from './radio-handover.ts';

/**
 * The scope of a flow whose entry loads nothing (add a radio, the code form): a checkout entered
 * elsewhere or with another query starts over here, so its codes and radio do not leak in — but
 * for the radio another flow handed over by its `deviceRef` (`RadioHandover`), kept with its
 * offers.
 */
export function FreshEntry({ children }: { children: ReactNode }) {
  const { entryKey, search } = useEntryKey();
  const routerState: unknown = useLocation().state;
  const { state, store } = useSatelliteCheckout();
  const ready = state.entryKey === entryKey;
  const handedOver = handedOverRadioOf(routerState);
  useEffect(() => {
    if (ready) return;
    if (handedOver !== undefined && handedOver === store.get().radio?.deviceRef) {
      store.update({ entryKey });
      return;
    }
    store.restart({
      entryKey,
      programCode: queryValue(search, 'programcode'),
      promoCode: queryValue(search, 'promocode') || undefined,
    });
  }, [ready, store, entryKey, search, handedOver]);
  return ready ? children : null;
}
