import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { SubscriptionProviders } from '../subscription-providers.tsx';
import { renewalCatalog } from './messages/index.ts';
import { plainWayInPath, renewalLinkOf } from './renewal-link.ts';
import { RenewalPage } from './renewal-page.tsx';

/**
 * Roll-to-choice renewal (flows §4.1): a renewal campaign's link names a program code (and the
 * renewal code of its three follow-on choices). Without a program code there is nothing to renew
 * from: the visitor goes to the plain way in, with the rest of the query.
 */
export function RenewalFlow() {
  return (
    <SubscriptionProviders>
      <CatalogLayer catalog={renewalCatalog}>
        <RenewalDoor />
      </CatalogLayer>
    </SubscriptionProviders>
  );
}

function RenewalDoor() {
  const { search } = useLocation();
  const link = useMemo(() => renewalLinkOf(search), [search]);
  if (link.kind === 'noProgramCode') return <Navigate to={plainWayInPath(search)} replace />;
  return <RenewalPage link={link} />;
}
