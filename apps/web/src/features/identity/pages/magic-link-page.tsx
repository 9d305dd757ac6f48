import { MAGIC_LINK_QUERY_PARAM } from '@orbit/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Card } from '../../../shared/ui/index.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import styles from '../identity.module.css';
import { type ErrorMessage, identityErrorMessage } from '../identity-errors.ts';
import { identityCatalog } from '../messages/index.ts';
import { safeRedirectTarget } from '../redirect-target.ts';
import { useIdentity } from '../use-identity.ts';

/** Where the emailed link lands (MAGIC_LINK_PAGE_PATH): redeems it once and signs in. */
export function MagicLinkPage() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const { run } = useIdentity();
  const magicLinkId = new URLSearchParams(location.search).get(MAGIC_LINK_QUERY_PARAM);
  const [error, setError] = useState<ErrorMessage | undefined>(
    magicLinkId ? undefined : { id: 'identity.magicLink.missing' },
  );
  // A link is single use: redeem it once even if React runs the effect twice.
  const redeemed = useRef(false);

  useEffect(() => {
    if (!magicLinkId || redeemed.current) return;
    redeemed.current = true;
    run((identity) => identity.redeemMagicLink(magicLinkId)).then(
      () => navigate(safeRedirectTarget(location.search), { replace: true }),
      (failure: unknown) => setError(identityErrorMessage(failure)),
    );
  }, [magicLinkId, run, navigate, location.search]);

  return (
    <Card className={styles.card}>
      <h1>{t('route.magicLink.title')}</h1>
      {error ? (
        <>
          <ErrorAlert error={error} />
          <p>
            <Link to="/sign-in">{t('identity.magicLink.tryAgain')}</Link>
          </p>
        </>
      ) : (
        <p role="status">{t('identity.magicLink.landingWorking')}</p>
      )}
    </Card>
  );
}

export function Component() {
  return (
    <CatalogLayer catalog={identityCatalog}>
      <MagicLinkPage />
    </CatalogLayer>
  );
}
