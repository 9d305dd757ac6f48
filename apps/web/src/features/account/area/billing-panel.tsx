import { lazy, Suspense } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';

/** The billing feature's section, fetched when the Billing tab is first opened. */
const BillingSection = lazy(() =>
  import('../../billing/account-section/index.ts').then((billing) => ({
    default: billing.BillingSection,
  })),
);

/**
 * `account/manage/billing`: the billing feature's section (history, cards, e-bill, gift cards).
 * It reads the account this page's guard loaded (`useGuardedAccount`) and reloads it after a
 * change there (a payment, a new card).
 */
export function BillingPanel() {
  const t = useT();
  return (
    <Suspense fallback={<p role="status">{t('account.billing.loading')}</p>}>
      <BillingSection />
    </Suspense>
  );
}
