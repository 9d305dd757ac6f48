import {
  type B2bTrialClaimed,
  VEHICLE_MAGIC_LINK_NEW_IDENTITY_PAGE_PATH,
  VEHICLE_MAGIC_LINK_QUERY_PARAM,
} from '@orbit/domain';
import { type ReactNode, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppConfig } from '../../../shared/services/app-services.tsx';
import { Alert, Card } from '../../../shared/ui/index.ts';
import { ClaimStep } from './claim-step.tsx';
import styles from './device-linking.module.css';
import { useMagicLinkId } from './use-vehicle-link.ts';
import { type UnclaimedLink, VehicleLinkGate } from './vehicle-link-gate.tsx';

/** A page of the device-linking flow: its title, then the link's steps (or why it cannot open). */
export function DeviceLinkingFrame({
  titleId,
  children,
}: {
  titleId: string;
  children(magicLinkId: string): ReactNode;
}) {
  const t = useT();
  const magicLinkId = useMagicLinkId();
  return (
    <Card className={styles.card}>
      <h1>{t(titleId)}</h1>
      {magicLinkId ? (
        children(magicLinkId)
      ) : (
        <Alert tone="warning" title={t('deviceLinking.badLink.title')}>
          <p>{t('deviceLinking.badLink.body')}</p>
        </Alert>
      )}
    </Card>
  );
}

/** `path?query`: where a sign-in comes back to (this page, with its link). */
export function useHere(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/** The sign-in page, prefilled with `handle` when known, coming back here. */
export function signInPath(here: string, handle?: string | null): string {
  const query = new URLSearchParams({ ...(handle ? { handle } : {}), redirectTo: here });
  return `/sign-in?${query}`;
}

/**
 * `onboarding/device-linking?ml=`: a vehicle's magic link. The vehicle and its trial, then what
 * the link's email allows: a signed-in customer claims; anyone else signs in (the link's email
 * prefilled when it has a sign-in) or creates a sign-in first.
 */
export function DeviceLinkingFlow() {
  const [claimed, setClaimed] = useState<B2bTrialClaimed>();
  return (
    <DeviceLinkingFrame titleId="route.deviceLinking.title">
      {(magicLinkId) => (
        <VehicleLinkGate magicLinkId={magicLinkId} claimed={claimed}>
          {(link) => <NextStep link={link} magicLinkId={magicLinkId} onClaimed={setClaimed} />}
        </VehicleLinkGate>
      )}
    </DeviceLinkingFrame>
  );
}

function NextStep({
  link,
  magicLinkId,
  onClaimed,
}: {
  link: UnclaimedLink;
  magicLinkId: string;
  onClaimed(claimed: B2bTrialClaimed): void;
}) {
  const t = useT();
  const here = useHere();
  const navigate = useNavigate();
  const config = useAppConfig();
  const titleId = useId();
  const { session, status } = link;
  if (session.status !== 'ready') return <p role="status">{t('deviceLinking.loading')}</p>;
  if (session.authenticated) {
    return (
      <ClaimStep
        calls={link.calls}
        magicLinkGrant={link.magicLinkGrant}
        handle={session.handle}
        onClaimed={onClaimed}
        onSignInAgain={() => {
          void session.sdk.session
            .signOut()
            .then(() => navigate(signInPath(here, status.emailAddress)));
        }}
      />
    );
  }
  const email = status.emailAddress ?? null;
  // Without the new-identity page, the sign-up page makes the sign-in and comes back here.
  const createPath = config.featureFlags.enableDeviceLinkingNewIdentity
    ? `${VEHICLE_MAGIC_LINK_NEW_IDENTITY_PAGE_PATH}?${new URLSearchParams({ [VEHICLE_MAGIC_LINK_QUERY_PARAM]: magicLinkId })}`
    : `/sign-up?${new URLSearchParams({ redirectTo: here })}`;
  const create = (label: string) => (
    <Link className={styles.primaryLink} to={createPath}>
      {label}
    </Link>
  );
  const signIn = (label: string, handle?: string | null) => (
    <Link to={signInPath(here, handle)}>{label}</Link>
  );

  let lead: string;
  let actions: ReactNode;
  switch (status.status) {
    case 'SUB_UNCLAIMED_EMAIL_AVAILABLE':
      lead = t('deviceLinking.next.available', { email: email ?? '' });
      actions = (
        <>
          {create(t('deviceLinking.createWithEmail', { email: email ?? '' }))}
          {signIn(t('deviceLinking.signInOther'))}
        </>
      );
      break;
    case 'SUB_UNCLAIMED_EMAIL_AVAILABLE_SIGNIN_TO_REUSE_EMAIL':
      lead = t('deviceLinking.next.reuse', { email: email ?? '' });
      actions = signIn(t('deviceLinking.signInAs', { email: email ?? '' }), email);
      break;
    case 'SUB_UNCLAIMED_EMAIL_TAKEN':
      lead = t('deviceLinking.next.taken', { email: email ?? '' });
      actions = (
        <>
          {create(t('deviceLinking.createWithAnother'))}
          {signIn(t('deviceLinking.signInOther'))}
        </>
      );
      break;
    default:
      lead = t('deviceLinking.next.noEmail');
      actions = (
        <>
          {signIn(t('deviceLinking.signIn'))}
          {create(t('deviceLinking.createSignIn'))}
        </>
      );
  }
  return (
    <section className={styles.step} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subhead}>
        {t('deviceLinking.next.title')}
      </h2>
      <p>{lead}</p>
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
