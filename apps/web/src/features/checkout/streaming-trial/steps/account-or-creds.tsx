import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { useOrbitSession } from '../../../../shared/services/use-orbit-session.ts';
import styles from '../../components/checkout.module.css';
import { ownAccountQuery } from '../../flow-kit/own-account-query.ts';
import { CredsInterstitialStep } from '../../streaming-organic/steps/creds-interstitial-step.tsx';
import { CredsStep } from '../../streaming-organic/steps/creds-step.tsx';
import { OwnAccountStep } from './own-account-step.tsx';

/**
 * The trial's account step (flows §3.6 "account lookup"): a signed-in owner takes the trial on
 * their own account (ADR 060); anyone else makes one with email and password (the streaming
 * checkout's steps), or signs in first and comes back here. The account is asked only when the
 * session says someone is signed in: a visitor's browser sees no refused call.
 */
export function AccountOrCreds({ step }: { step: 'creds-int' | 'creds' }) {
  const t = useT();
  const services = useAppServices();
  const { pathname, search } = useLocation();
  const session = useOrbitSession();
  const starting = session.status === 'idle' || session.status === 'starting';
  const signedIn = session.status === 'ready' && session.authenticated;
  const own = useQuery({ ...ownAccountQuery(services), enabled: signedIn });
  if (starting || (signedIn && own.isPending)) {
    return <p role="status">{t('checkout.working')}</p>;
  }
  if (own.data?.kind === 'account') return <OwnAccountStep account={own.data.account} />;
  if (step === 'creds-int') return <CredsInterstitialStep />;
  const back = `${pathname}${search}`;
  return (
    <>
      <CredsStep />
      <p className={styles.fine}>
        {t('trial.own.signInQuestion')}{' '}
        <Link to={`/sign-in?${new URLSearchParams({ redirectTo: back })}`}>
          {t('trial.own.signIn')}
        </Link>
      </p>
    </>
  );
}
