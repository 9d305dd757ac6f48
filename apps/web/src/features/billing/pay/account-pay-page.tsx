import type { PaymentReceipt } from '@orbit/domain';
import { accountCalls, billingCalls } from '@orbit/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { type Failure, failureOf } from '../../../shared/errors/index.ts';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { getQueryParam, hasQueryValue } from '../../../shared/routing/query.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import {
  Alert,
  Button,
  buttonClassName,
  Card,
  Summary,
  SummaryRow,
} from '../../../shared/ui/index.ts';
import { accountQuery, useGuardedAccount } from '../../account/index.ts';
import styles from '../billing.module.css';
import { reportBillingFailure } from '../billing-failure.ts';
import { reactivationQuoteQuery, readBillingAgain } from '../billing-queries.ts';
import { AccessRedirect } from '../shared/access-redirect.tsx';
import { MAKE_PAYMENT_FLOW, trackBillingScreen } from '../shared/billing-analytics.ts';
import { DASHBOARD_PATH, payPath, signInPath } from '../shared/billing-links.ts';
import { useBillingFormat } from '../shared/use-billing-format.ts';
import { PayHeader } from './pay-header.tsx';
import {
  PAY_SCREENS_ON_DEMAND,
  payFormScreen,
  thankYouScreen,
  updatePaymentFormScreen,
} from './pay-screens-on-demand.ts';
import type { PaidMethod } from './submit-payment.ts';
import { SuspendedNotice } from './suspended-notice.tsx';

/** `/account/pay/update-payment-info` is the update-only screen too (the dashboard links it). */
const UPDATE_PATH = /\/update-payment-info\/?$/i;

export interface AccountPayPageProps {
  /** The clock card expiries are judged by (tests pin it). */
  now?: () => Date;
}

/**
 * `/account/pay` (flows §7.2, use case MAKE_PAYMENT), behind the account area's guard: the
 * account (the session's own, or another one `?accountnumber=` names) and what paying the total
 * reactivates, then "Submit your payment" — or "Update my payment information" with
 * `?update=true` (the signed-in owner's only), or "You have no balance due". A payment ends on
 * the thank-you screen.
 */
export function AccountPayPage({ now }: AccountPayPageProps) {
  const t = useT();
  const { search, pathname } = useLocation();
  const { pageLoading, dataLayer, errors } = useAppServices();
  const queryClient = useQueryClient();
  const account = useCareCalls(accountCalls);
  const billing = useCareCalls(billingCalls);
  const guarded = useGuardedAccount();
  const accountNumber = getQueryParam(search, 'accountnumber')?.trim() || undefined;
  // The guard has the session's own account; another one named by the link is read here.
  const otherNumber =
    accountNumber && accountNumber.replace(/\D/g, '') !== guarded.account.accountNumber
      ? accountNumber
      : undefined;
  const updateOnly = hasQueryValue(search, 'update', 'true') || UPDATE_PATH.test(pathname);
  const [paid, setPaid] = useState<{ receipt: PaymentReceipt; method: PaidMethod }>();
  const [accessLost, setAccessLost] = useState<Failure>();
  usePreloadedSteps(PAY_SCREENS_ON_DEMAND);

  const other = useQuery({
    ...accountQuery(account, {
      ...(otherNumber ? { accountNumber: otherNumber } : {}),
      includeFuturePaymentInfo: true,
    }),
    enabled: otherNumber !== undefined,
  });
  const data = otherNumber ? (other.data ?? undefined) : guarded.account;
  const due = (data?.billingStatus.amountDue.amountMinor ?? 0) > 0;
  // Only asked for while something is due.
  const quote = useQuery({
    ...reactivationQuoteQuery(billing, accountNumber),
    enabled: due && !updateOnly && !paid,
  });
  const loading =
    (otherNumber !== undefined && other.isPending) ||
    (quote.isPending && quote.fetchStatus !== 'idle');

  useEffect(() => {
    pageLoading.set(loading);
    return () => pageLoading.set(false);
  }, [loading, pageLoading]);
  useEffect(() => {
    if (other.error) reportBillingFailure(errors, failureOf(other.error), 'account');
  }, [other.error, errors]);
  useEffect(() => {
    // The notice only helps; without the quote the customer can still pay.
    if (quote.error) {
      reportBillingFailure(errors, failureOf(quote.error), 'reactivation quote', {
        staysOnPage: true,
      });
    }
  }, [quote.error, errors]);

  const screen = !data
    ? undefined
    : paid
      ? 'thankYou'
      : updateOnly
        ? 'updatePaymentInfo'
        : due
          ? 'makePayment'
          : 'noBalanceDue';
  useEffect(() => {
    if (screen && !loading) trackBillingScreen(dataLayer, MAKE_PAYMENT_FLOW, screen);
  }, [dataLayer, screen, loading]);

  const refresh = () => void readBillingAgain(queryClient);

  if (accessLost) return <AccessRedirect failure={accessLost} />;
  if (otherNumber && other.error) {
    const failure = failureOf(other.error);
    if (failure.kind === 'signInRequired' || failure.kind === 'verificationRequired') {
      return <AccessRedirect failure={failure} />;
    }
    return (
      <Card>
        <h1 className={styles.heading}>{t('billing.pay.title')}</h1>
        <Alert tone="error">{t('billing.error.load')}</Alert>
        <div className={styles.actions}>
          <Button onClick={() => void other.refetch()}>{t('billing.tryAgain')}</Button>
        </div>
      </Card>
    );
  }
  if (loading || !data) return null;

  if (paid) {
    return (
      <Card>
        <OnDemandStep
          step={thankYouScreen}
          account={data}
          quote={quote.data}
          receipt={paid.receipt}
          method={paid.method}
        />
      </Card>
    );
  }

  const owner = data.access === 'owner';
  if (updateOnly) {
    return (
      <Card>
        <PayHeader account={data} title={t('billing.update.title')} />
        {owner ? (
          <OnDemandStep
            step={updatePaymentFormScreen}
            account={data}
            now={now}
            onAccessLost={setAccessLost}
          />
        ) : (
          <SignInToUpdate />
        )}
        {due ? (
          <p>
            <Link to={payPath({ accountNumber })}>{t('billing.pay.switchToPay')}</Link>
          </p>
        ) : null}
      </Card>
    );
  }

  if (!due) {
    return (
      <Card>
        <PayHeader account={data} title={t('billing.pay.noBalance.title')} />
        <NoBalanceDue
          accountNumber={accountNumber}
          credit={data.billingStatus.credit}
          owner={owner}
        />
      </Card>
    );
  }

  return (
    <Card>
      <PayHeader account={data} title={t('billing.pay.title')} />
      <BalanceLine
        amountDue={data.billingStatus.amountDue}
        dueDate={data.billingStatus.dueDate}
        pastDue={data.billingStatus.isPastDue}
      />
      <SuspendedNotice quote={quote.data} amountDue={data.billingStatus.amountDue} />
      {owner ? (
        <p>
          <Link to={payPath({ accountNumber, update: true })}>
            {t('billing.pay.switchToUpdate')}
          </Link>
        </p>
      ) : null}
      <OnDemandStep
        step={payFormScreen}
        account={data}
        accountNumber={accountNumber}
        now={now}
        onPaid={(result) => {
          setPaid(result);
          refresh();
        }}
        onStale={refresh}
        onAccessLost={setAccessLost}
      />
    </Card>
  );
}

function BalanceLine({
  amountDue,
  dueDate,
  pastDue,
}: {
  amountDue: PaymentReceipt['amountPaid'];
  dueDate: string | null;
  pastDue: boolean;
}) {
  const t = useT();
  const format = useBillingFormat();
  const day = useFormatDay();
  return (
    <Summary>
      <SummaryRow label={t('billing.balance.due')} total amount>
        {format.money(amountDue)}
      </SummaryRow>
      {dueDate ? (
        <SummaryRow label={t(pastDue ? 'billing.balance.pastDueSince' : 'billing.balance.dueDate')}>
          {day(dueDate)}
        </SummaryRow>
      ) : null}
    </Summary>
  );
}

/** The card on file is the signed-in owner's to change: anyone else is asked to sign in. */
function SignInToUpdate() {
  const t = useT();
  const location = useLocation();
  return (
    <Alert tone="info">
      {t('billing.update.signIn')}{' '}
      <Link to={signInPath(location)}>{t('billing.cards.signInLink')}</Link>
    </Alert>
  );
}

function NoBalanceDue({
  accountNumber,
  credit,
  owner,
}: {
  accountNumber: string | undefined;
  credit: PaymentReceipt['amountPaid'];
  owner: boolean;
}) {
  const t = useT();
  const format = useBillingFormat();
  return (
    <>
      <p className={styles.lead}>{t('billing.pay.noBalance.body')}</p>
      {credit.amountMinor > 0 ? (
        <p>{t('billing.balance.creditLine', { amount: format.money(credit) })}</p>
      ) : null}
      <div className={styles.actions}>
        <Link to={DASHBOARD_PATH} className={buttonClassName()}>
          {t('billing.backToAccount')}
        </Link>
        {owner ? (
          <Link to={payPath({ accountNumber, update: true })}>
            {t('billing.pay.switchToUpdate')}
          </Link>
        ) : null}
      </div>
    </>
  );
}
