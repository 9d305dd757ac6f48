import type { B2bTrialClaimed, DetailedVehicleState, SalStatusResponse } from '@orbit/domain';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { failureOf } from '../../../shared/errors/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import type { OrbitSessionHandle } from '../../../shared/services/use-orbit-session.ts';
import { Alert, Button } from '../../../shared/ui/index.ts';
import styles from './device-linking.module.css';
import { LinkProblem } from './link-problem.tsx';
import { useVehicleLink, type VehicleLinkCalls } from './use-vehicle-link.ts';
import { useDayFormat, VehicleSummary } from './vehicle-summary.tsx';

export type UnclaimedStatus = Exclude<SalStatusResponse, { status: 'SUB_CLAIMED' }>;

/** What a page decides for a link whose trial is still to claim. */
export interface UnclaimedLink {
  status: UnclaimedStatus;
  magicLinkGrant: string;
  calls: VehicleLinkCalls;
  session: OrbitSessionHandle;
}

export interface VehicleLinkGateProps {
  magicLinkId: string;
  /** The trial this page claimed: the success view replaces the steps. */
  claimed: B2bTrialClaimed | undefined;
  /** The page's own steps for a trial still to claim. */
  children(link: UnclaimedLink): ReactNode;
}

/** The last value a query settled on, kept while a sign-in change reads it again. */
function useLastSettled<Value>(value: Value | undefined): Value | undefined {
  const last = useRef<Value>(undefined);
  if (value !== undefined) last.current = value;
  return last.current;
}

/**
 * What both device-linking pages share: the link opened (or why it cannot be), the vehicle and
 * its trial, and the statuses that need no choice — not claimable here (INVALID_SAL_STATUS: the
 * trial state alone), claimed through this link (SUB_CLAIMED: signed straight in with its grant),
 * claimed on this page (the success view). The page's steps come for the rest.
 */
export function VehicleLinkGate({ magicLinkId, claimed, children }: VehicleLinkGateProps) {
  const t = useT();
  const link = useVehicleLink(magicLinkId);
  const { session, calls, problem } = link;
  const magicLinkGrant = useLastSettled(link.grant.data)?.magicLinkGrant;
  const vehicle = useLastSettled(link.vehicle.data);
  const statusAnswer = useLastSettled(
    link.salStatus.data ?? (link.salStatus.error ? { failed: link.salStatus.error } : undefined),
  );

  if (problem) {
    return (
      <LinkProblem
        problem={problem}
        magicLinkId={magicLinkId}
        calls={calls}
        ensureStarted={session.ensureStarted}
      />
    );
  }
  const failed = link.grant.error ?? link.vehicle.error;
  if (failed || (statusAnswer && 'failed' in statusAnswer && !notClaimable(statusAnswer.failed))) {
    return (
      <div className={styles.step}>
        <Alert tone="error">{t('deviceLinking.problem.unavailable')}</Alert>
        <div className={styles.actions}>
          <Button
            onClick={() => {
              void link.grant.refetch();
              void link.vehicle.refetch();
              void link.salStatus.refetch();
            }}
          >
            {t('deviceLinking.retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (!vehicle || !statusAnswer || !magicLinkGrant) {
    return <p role="status">{t('deviceLinking.loading')}</p>;
  }

  let step: ReactNode;
  if (claimed) {
    step = <ClaimedByPage claimed={claimed} />;
  } else if ('failed' in statusAnswer) {
    step = <NotClaimable vehicle={vehicle} />;
  } else if (statusAnswer.status === 'SUB_CLAIMED') {
    step = <ClaimedByLink status={statusAnswer} calls={calls} session={session} />;
  } else {
    step = children({ status: statusAnswer, magicLinkGrant, calls, session });
  }
  return (
    <>
      <VehicleSummary vehicle={vehicle} />
      {step}
    </>
  );
}

/** 409 INVALID_SAL_STATUS: not an unclaimed running trial; the vehicle's state says the rest. */
function notClaimable(error: unknown): boolean {
  return failureOf(error).code === 'INVALID_SAL_STATUS';
}

function NotClaimable({ vehicle }: { vehicle: DetailedVehicleState }) {
  const t = useT();
  const paid =
    vehicle.trial.trialState === 'SelfPay' || vehicle.trial.trialState === 'TrialClaimed';
  return (
    <div className={styles.step}>
      <Alert tone="info" title={t('deviceLinking.notClaimable.title')}>
        <p>{t('deviceLinking.notClaimable.body')}</p>
      </Alert>
      <div className={styles.actions}>
        <Link to="/account">{t('deviceLinking.toAccount')}</Link>
        {paid ? null : (
          <Link to="/subscribe/checkout/purchase/satellite">{t('deviceLinking.subscribe')}</Link>
        )}
      </div>
    </div>
  );
}

function ClaimedByPage({ claimed }: { claimed: B2bTrialClaimed }) {
  const t = useT();
  const day = useDayFormat();
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => outcome.current?.focus(), []);
  return (
    <div ref={outcome} tabIndex={-1} className={styles.step}>
      <Alert tone="success" title={t('deviceLinking.claimed.title')}>
        <p>
          {t('deviceLinking.claimed.body', {
            accountNumber: claimed.accountNumber,
            endsOn: day(claimed.endsOn),
          })}
        </p>
      </Alert>
      <div className={styles.actions}>
        <Link to="/account">{t('deviceLinking.toAccount')}</Link>
      </div>
    </div>
  );
}

/**
 * SUB_CLAIMED: the trial was claimed through this link, and the answer carries an identity grant:
 * the visitor is signed in with it once the session is known (unless already signed in as the
 * link's email), then told so.
 */
function ClaimedByLink({
  status,
  calls,
  session,
}: {
  status: Extract<SalStatusResponse, { status: 'SUB_CLAIMED' }>;
  calls: VehicleLinkCalls;
  session: OrbitSessionHandle;
}) {
  const t = useT();
  const signIn = useMutation({
    mutationFn: async () => {
      await session.ensureStarted();
      return calls.links.signInWithClaimedLink(status);
    },
  });
  const signedInAsLink =
    session.authenticated && (!status.emailAddress || session.handle === status.emailAddress);
  const ready = session.status === 'ready';
  const shouldSignIn = ready && !signedInAsLink && signIn.isIdle;
  const { mutate } = signIn;
  useEffect(() => {
    if (shouldSignIn) mutate();
  }, [shouldSignIn, mutate]);

  if (signIn.isError) {
    return (
      <div className={styles.step}>
        <Alert tone="error">{t('deviceLinking.signInFailed')}</Alert>
        <div className={styles.actions}>
          <Link to="/sign-in">{t('deviceLinking.signIn')}</Link>
        </div>
      </div>
    );
  }
  if (!signedInAsLink) return <p role="status">{t('deviceLinking.signingIn')}</p>;
  return (
    <div className={styles.step}>
      <Alert tone="success" title={t('deviceLinking.claimed.title')}>
        <p>{t('deviceLinking.claimed.already', { handle: session.handle ?? '' })}</p>
      </Alert>
      <div className={styles.actions}>
        <Link to="/account">{t('deviceLinking.toAccount')}</Link>
      </div>
    </div>
  );
}
