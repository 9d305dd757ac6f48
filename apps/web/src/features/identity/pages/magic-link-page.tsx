import { MAGIC_LINK_QUERY_PARAM } from '@orbit/domain';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Card } from '../../../shared/ui/index.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import styles from '../identity.module.css';
import { type ErrorMessage, identityErrorMessage } from '../identity-errors.ts';
import { IdentityProviders } from '../identity-providers.tsx';
import { safeRedirectTarget } from '../redirect-target.ts';
import { signInCatalog } from '../sign-in/messages/index.ts';
import { useIdentityAction } from '../use-identity-action.ts';

const MISSING: ErrorMessage = { id: 'identity.magicLink.missing' };

/** Where the emailed link lands (MAGIC_LINK_PAGE_PATH): redeems it once and signs in. */
export function MagicLinkPage() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const magicLinkId = new URLSearchParams(location.search).get(MAGIC_LINK_QUERY_PARAM);
  const redeem = useIdentityAction((identity, id: string) => identity.redeemMagicLink(id), {
    onSuccess: () => navigate(safeRedirectTarget(location.search), { replace: true }),
  });
  const { mutate } = redeem;
  // A link is single use and redeeming it signs in: a mutation sent once on landing. React's
  // StrictMode runs a mount's effects twice; the ref (kept across that rerun) lets one through.
  const sent = useRef<string>(undefined);

  useEffect(() => {
    if (!magicLinkId || sent.current === magicLinkId) return;
    sent.current = magicLinkId;
    mutate(magicLinkId);
  }, [magicLinkId, mutate]);

  const error = !magicLinkId
    ? MISSING
    : redeem.isError
      ? identityErrorMessage(redeem.error)
      : undefined;

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
    <IdentityProviders pageWords={signInCatalog}>
      <MagicLinkPage />
    </IdentityProviders>
  );
}
