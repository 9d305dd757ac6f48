import { accountCalls, subscriptionCalls } from '@orbit/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import {
  errorPageState,
  type Failure,
  failureOf,
  reportFailure,
} from '../../../shared/errors/index.ts';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { accountQuery } from '../../account/index.ts';
import { type CancelEntry, cancelEntryOf, loginPath } from './cancel-entry.ts';
import { CancelFlow } from './cancel-flow.tsx';
import { subscriptionOptionsQuery } from './subscription-queries.ts';

/**
 * The door of `subscription/cancel` (flows §5.2): the subscription named on the address, the
 * page's use case recorded (`ONLINE_CANCELLATION`), the account (`POST /account`) and the
 * subscription's options read; then the flow. Nobody signed in or identified goes to sign in
 * (and comes back); any other failure is the error page.
 */
export function CancelDoor() {
  const location = useLocation();
  const entry = cancelEntryOf(location.search);
  if (!entry) return <Navigate to="/error" replace />;
  return <LoadedCancel entry={entry} />;
}

function LoadedCancel({ entry }: { entry: CancelEntry }) {
  const services = useAppServices();
  const location = useLocation();
  const calls = useCareCalls(subscriptionCalls);
  const useCase = useMutation({
    mutationFn: () =>
      calls.updateUseCase({ useCase: 'ONLINE_CANCELLATION' }, { skipGlobalHandler: true }),
  });
  // Recorded once per visit: StrictMode's second run of the effect sends nothing.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    useCase.mutate();
  }, [useCase]);
  const account = useQuery(accountQuery(useCareCalls(accountCalls), entry.accountRequest));
  const options = useQuery(subscriptionOptionsQuery(calls, entry.subscriptionId));
  usePageLoadingWhile(services.pageLoading, options.isPending || account.isPending);

  const error = useCase.error ?? account.error ?? options.error;
  useEffect(() => {
    // Tracked and logged here; the page itself goes to sign in or to the error page.
    if (error)
      reportFailure(services.errors, failureOf(error), {
        name: 'cancel entry',
        serverFault: 'stay',
      });
  }, [error, services.errors]);

  if (error) return <EntryFailed failure={failureOf(error)} back={location} />;
  if (!options.data || account.data === undefined) return null;
  return (
    <CancelFlow
      key={entry.subscriptionId}
      entry={entry}
      options={options.data}
      email={account.data?.email ?? null}
    />
  );
}

function EntryFailed({
  failure,
  back,
}: {
  failure: Failure;
  back: { pathname: string; search: string };
}) {
  // A timeout is the app's modal; the page stays as it is behind it.
  if (failure.kind === 'sessionTimedOut' || failure.kind === 'cancelled') return null;
  // Identified but not proven (a link's token alone): signing in proves it.
  if (failure.kind === 'signInRequired' || failure.kind === 'verificationRequired') {
    return <Navigate to={loginPath(back)} replace />;
  }
  return <Navigate to="/error" replace state={errorPageState(failure.requestId)} />;
}
