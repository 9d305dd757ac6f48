import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Alert, Panel } from '../../../shared/ui/index.ts';
import { useGuardedAccount } from '../../account/index.ts';
import styles from '../billing.module.css';
import { ACCOUNT_BILLING_FLOW, trackBillingScreen } from '../shared/billing-analytics.ts';
import { signInPath } from '../shared/billing-links.ts';
import { BalanceSummary } from './balance-summary.tsx';
import { BillingHistory } from './billing-history.tsx';
import { EbillSettings } from './ebill-settings.tsx';
import { GiftCardPanel } from './gift-card-panel.tsx';
import { PaymentMethods } from './payment-methods.tsx';

export interface BillingSectionContentProps {
  /** The clock card expiries are judged by (tests pin it). */
  now?: (() => Date) | undefined;
}

/**
 * The account dashboard's billing (flows §7.1 billing), on the account the account area's guard
 * loaded: the balance and the way to pay, the history with its invoices, the saved cards, e-bill,
 * and gift cards. An identified (not signed-in) session may pay and redeem a gift card; the rest
 * is the signed-in owner's, so it is asked to sign in for it.
 */
export function BillingSectionContent({ now = () => new Date() }: BillingSectionContentProps) {
  const { dataLayer } = useAppServices();
  const { account, canManage } = useGuardedAccount();

  useEffect(() => {
    trackBillingScreen(dataLayer, ACCOUNT_BILLING_FLOW, 'billing');
  }, [dataLayer]);

  return (
    <div className={styles.stack}>
      <BalanceSummary account={account} />
      {canManage ? (
        <>
          <BillingHistory />
          <PaymentMethods now={now} />
          <EbillSettings account={account} />
        </>
      ) : (
        <SignInToManage />
      )}
      <GiftCardPanel account={account} now={now} />
    </div>
  );
}

/** What an identified session sees instead of the owner's history, cards and e-bill. */
function SignInToManage() {
  const t = useT();
  const location = useLocation();
  return (
    <Panel title={t('billing.history.title')} spacing="flow">
      <Alert tone="info">
        {t('billing.signInToManage')}{' '}
        <Link to={signInPath(location)}>{t('billing.cards.signInLink')}</Link>
      </Alert>
    </Panel>
  );
}
