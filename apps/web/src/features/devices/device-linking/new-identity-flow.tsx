import {
  type B2bTrialClaimed,
  VEHICLE_MAGIC_LINK_PAGE_PATH,
  VEHICLE_MAGIC_LINK_QUERY_PARAM,
} from '@orbit/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert } from '../../../shared/ui/index.ts';
import { SignUpForm } from '../../identity/index.ts';
import { ClaimStep } from './claim-step.tsx';
import styles from './device-linking.module.css';
import { DeviceLinkingFrame, signInPath } from './device-linking-flow.tsx';
import type { UnclaimedLink } from './vehicle-link-gate.tsx';
import { VehicleLinkGate } from './vehicle-link-gate.tsx';

/**
 * `onboarding/device-linking-new-identity?ml=`: the same link, with a NEW sign-in made first. A
 * visitor signed in as someone else is reset to an anonymous session before the sign-up is sent
 * (spec 001 §4); the sign-up is the identity pages' own (email from the link when it is free,
 * the password policy, the code sent to the email), then the new sign-in claims the trial.
 */
export function NewIdentityFlow() {
  const [claimed, setClaimed] = useState<B2bTrialClaimed>();
  const [created, setCreated] = useState(false);
  return (
    <DeviceLinkingFrame titleId="route.deviceLinkingNewIdentity.title">
      {(magicLinkId) => (
        <VehicleLinkGate magicLinkId={magicLinkId} claimed={claimed}>
          {(link) =>
            created && link.session.authenticated ? (
              <ClaimStep
                calls={link.calls}
                magicLinkGrant={link.magicLinkGrant}
                handle={link.session.handle}
                onClaimed={setClaimed}
                onSignInAgain={() => setCreated(false)}
              />
            ) : (
              <CreateIdentity
                link={link}
                magicLinkId={magicLinkId}
                onCreated={() => setCreated(true)}
              />
            )
          }
        </VehicleLinkGate>
      )}
    </DeviceLinkingFrame>
  );
}

function CreateIdentity({
  link,
  magicLinkId,
  onCreated,
}: {
  link: UnclaimedLink;
  magicLinkId: string;
  onCreated(): void;
}) {
  const t = useT();
  const { status, session } = link;
  const email = status.emailAddress ?? undefined;
  const linkPage = `${VEHICLE_MAGIC_LINK_PAGE_PATH}?${new URLSearchParams({ [VEHICLE_MAGIC_LINK_QUERY_PARAM]: magicLinkId })}`;

  // The link's email has a sign-in: a second one cannot use it, and a sign-in with another
  // email would be refused the claim (CLAIMING_WITH_UNAUTHORIZED_USER).
  if (status.status === 'SUB_UNCLAIMED_EMAIL_AVAILABLE_SIGNIN_TO_REUSE_EMAIL') {
    return (
      <div className={styles.step}>
        <Alert tone="info">{t('deviceLinking.newIdentity.reuse', { email: email ?? '' })}</Alert>
        <div className={styles.actions}>
          <Link to={signInPath(linkPage, email)}>
            {t('deviceLinking.signInAs', { email: email ?? '' })}
          </Link>
        </div>
      </div>
    );
  }
  if (session.status !== 'ready') return <p role="status">{t('deviceLinking.loading')}</p>;

  const fixedEmail = status.status === 'SUB_UNCLAIMED_EMAIL_AVAILABLE' ? email : undefined;
  const emailHint = fixedEmail
    ? t('deviceLinking.newIdentity.fixedEmail')
    : status.status === 'SUB_UNCLAIMED_EMAIL_TAKEN' && email
      ? t('deviceLinking.newIdentity.otherEmail', { email })
      : undefined;
  return (
    <div className={styles.step}>
      {session.authenticated ? (
        <Alert tone="info">
          {t('deviceLinking.newIdentity.signedInNotice', { handle: session.handle ?? '' })}
        </Alert>
      ) : null}
      <SignUpForm
        heading={(step) => (
          <h2 className={styles.subhead}>
            {t(
              step === 'code'
                ? 'deviceLinking.newIdentity.codeTitle'
                : 'deviceLinking.newIdentity.title',
            )}
          </h2>
        )}
        lead={<p className={styles.lead}>{t('deviceLinking.newIdentity.lead')}</p>}
        {...(fixedEmail ? { fixedEmail } : {})}
        {...(emailHint ? { emailHint } : {})}
        beforeSignUp={async () => {
          if (session.sdk.session.isAuthenticated) await session.sdk.session.signOut();
        }}
        footer={
          <p>
            {t('deviceLinking.newIdentity.haveSignIn')}{' '}
            <Link to={signInPath(linkPage, email)}>{t('deviceLinking.signIn')}</Link>
          </p>
        }
        onSignedIn={onCreated}
      />
    </div>
  );
}
