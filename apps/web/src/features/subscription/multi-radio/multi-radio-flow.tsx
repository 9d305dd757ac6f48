import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { AccountGuard } from '../../account/index.ts';
import { SubscriptionProviders } from '../subscription-providers.tsx';
import { multiRadioCatalog } from './messages/index.ts';
import { MultiRadioPage } from './multi-radio-page.tsx';

/**
 * Multi-radio purchase (ADR 048): the account's guard first — nobody signed in goes to sign in
 * and comes back; an identified session that has not proven who it is goes to the account
 * lookup — then the steps for the account it loaded.
 */
export function MultiRadioFlow() {
  return (
    <SubscriptionProviders>
      <CatalogLayer catalog={multiRadioCatalog}>
        <AccountGuard>
          <MultiRadioPage />
        </AccountGuard>
      </CatalogLayer>
    </SubscriptionProviders>
  );
}
