import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import type { FlowStore } from '../../checkout/flow-kit/index.ts';
import { type TransferLink, transferLinkOf } from './transfer-paths.ts';
import { type AcscAsked, type AcscEntry, acscEntryQuery } from './transfer-queries.ts';
import { type TransferState, transferStoreFor } from './transfer-store.ts';

export interface TransferVisit {
  link: TransferLink;
  state: TransferState;
  store: FlowStore<TransferState>;
}

/** The link the pages read, and what the customer chose so far (kept while the app runs). */
export function useTransferVisit(): TransferVisit {
  const { search } = useLocation();
  const link = useMemo(() => transferLinkOf(search), [search]);
  const store = transferStoreFor(useAppServices());
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { link, state, store };
}

/** What the door asks for this link: its token, its trial radio (or the one typed), its subscription. */
export function acscAskedOf(
  link: TransferLink,
  state: TransferState,
  swapFlow: boolean,
): AcscAsked {
  return {
    token: link.token,
    radioId: swapFlow ? undefined : (state.typedTrialRadioId ?? link.trialRadioId),
    subscriptionId: link.subscriptionId,
    swapFlow,
  };
}

/**
 * The door's answer for this page (`account/acsc`, or the link's token first), asked once for
 * the visit; the full-page loader stays up while it is asked.
 */
export function useAcscEntry(swapFlow = false): { entry: AcscEntry | undefined } & TransferVisit {
  const services = useAppServices();
  const visit = useTransferVisit();
  const asked = acscAskedOf(visit.link, visit.state, swapFlow);
  const entry = useQuery(acscEntryQuery(services, asked));
  usePageLoadingWhile(services.pageLoading, entry.isPending);
  return { entry: entry.data, ...visit };
}
