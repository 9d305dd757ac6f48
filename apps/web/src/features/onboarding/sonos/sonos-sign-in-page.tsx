import { useLocation } from 'react-router';
import { mergeCatalogs } from '../../../shared/i18n/catalog.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { useOrbitSession } from '../../../shared/services/use-orbit-session.ts';
import { Alert } from '../../../shared/ui/index.ts';
import { DeviceCodeForm, devicesCatalog } from '../../devices/index.ts';
import { identityCatalog, SignInPage, signInCatalog } from '../../identity/index.ts';
import styles from '../onboarding.module.css';

/**
 * The identity's sign-in words and the devices' code form: fetched with this page (on demand), not
 * with onboarding's first screen.
 */
const sonosSignInPageWords = mergeCatalogs(identityCatalog, signInCatalog, devicesCatalog);

export function SonosSignInPage() {
  return (
    <CatalogLayer catalog={sonosSignInPageWords}>
      <SonosSignInPageContent />
    </CatalogLayer>
  );
}

/**
 * `sign-in/sonos` (flows §8.5): a Sonos speaker shows a link code and sends its owner here
 * (`?linkCode=`). A visitor signs in first, with any way the sign-in offers, and comes back to
 * this address; a signed-in customer confirms the code (prefilled from the link, or typed), which
 * the devices' form authorizes as any speaker's link code (`link-codes/authorize`, ADR 061).
 */
function SonosSignInPageContent() {
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
