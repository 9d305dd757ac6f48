import { useLocation } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { useOrbitSession } from '../../../shared/services/use-orbit-session.ts';
import { Alert } from '../../../shared/ui/index.ts';
import { DeviceCodeForm } from '../../devices/index.ts';
import { SignInPage } from '../../identity/index.ts';
import styles from '../onboarding.module.css';

/**
 * `sign-in/sonos` (flows §8.5): a Sonos speaker shows a link code and sends its owner here
 * (`?linkCode=`). A visitor signs in first, with any way the sign-in offers, and comes back to
 * this address; a signed-in customer confirms the code (prefilled from the link, or typed), which
 * the devices' form authorizes as any speaker's link code (`link-codes/authorize`, ADR 061).
 */
export function SonosSignInPage() {
  const t = useT();
  const { pathname, search } = useLocation();
  const { status, authenticated } = useOrbitSession();
  const linkCode = getQueryParam(search, 'linkCode') ?? undefined;
  if (status === 'ready' && !authenticated) {
    return (
      <div className={styles.stack}>
        <Alert tone="info">{t('onboarding.sonos.signInFirst')}</Alert>
        <SignInPage returnTo={`${pathname}${search}`} />
      </div>
    );
  }
  // Starting, failed (the form offers to try again) or signed in: the code form says which.
  return <DeviceCodeForm kind="speaker" {...(linkCode ? { initialCode: linkCode } : {})} />;
}
