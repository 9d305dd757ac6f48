import type { AccountSubscription, CareAccount, CareStudentEligibility } from '@orbit/domain';
import { studentCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useFormatInstantDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { buttonClassName, Card, FullPageLoader } from '../../../shared/ui/index.ts';
import { ownAccountQuery } from '../../checkout/flow-kit/index.ts';
import { OfferToOfferReview } from './offer-to-offer-review.tsx';
import styles from './reverify.module.css';
import { useTrackedPage } from './reverify-landing-page.tsx';
import {
  REVERIFY_ERROR_PATH,
  REVERIFY_PATH,
  type ReverifyQuery,
  reverifyHref,
  reverifyQueryOf,
  STUDENT_CHECKOUT_PATH,
  signInThenBackTo,
} from './reverify-paths.ts';
import { RolloverReview } from './rollover-review.tsx';

/** The streaming plan a student plan applies to: an active one first, else any streaming one. */
function streamingSubscriptionOf(account: CareAccount): AccountSubscription | undefined {
  const streaming = account.subscriptions.filter((sub) => sub.serviceType === 'streaming');
  return streaming.find((sub) => sub.isActive) ?? streaming[0];
}

/**
 * `/student/re-verify/confirm?tkn&verificationId&programCode` (flows §6): the streaming plan of
 * the signed-in owner, or of the account the renewed re-verify link identified (no sign-in
 * needed, ADR 067), and `check-eligibility/student` decide — rollover to the student plan at renewal,
 * offer-to-offer at once, back to the student checkout (nothing active) or to the re-verify
 * landing (the verification has ended). Any failure goes to `confirm/error`.
 */
export function ReverifyConfirmPage() {
  const t = useT();
  const services = useAppServices();
  const [search] = useSearchParams();
  const query = reverifyQueryOf(search);
  // The signed-in owner's, or the account the re-verify link identified once renewed.
  const own = useQuery(ownAccountQuery(services, { orIdentified: true }));
  useTrackedPage(own.data ? 'confirm' : null);
  if (!query.verificationId) return <Navigate to={reverifyHref(REVERIFY_ERROR_PATH, query)} />;
  if (!own.data) return <FullPageLoader label={t('reverify.confirm.loading')} />;
  switch (own.data.kind) {
    case 'signIn':
      return <SignInFirst />;
    case 'failed':
      return <Navigate to={reverifyHref(REVERIFY_ERROR_PATH, query)} />;
    case 'none':
      return <StudentCheckout query={query} />;
    case 'account': {
      const subscription = streamingSubscriptionOf(own.data.account);
      if (!subscription) return <StudentCheckout query={query} />;
      return <Eligibility account={own.data.account} subscription={subscription} query={query} />;
    }
  }
}

function Eligibility(props: {
  account: CareAccount;
  subscription: AccountSubscription;
  query: ReverifyQuery;
}) {
  const t = useT();
  const formatDay = useFormatInstantDay();
  const calls = useCareCalls(studentCalls);
  const { subscription, query } = props;
  const eligibility = useQuery({
    queryKey: ['student', 'eligibility', subscription.id, query.verificationId],
    queryFn: () =>
      calls.checkEligibility(
        { subscriptionId: subscription.id, verificationId: query.verificationId },
        { skipGlobalHandler: true },
      ),
    retry: false,
  });
  if (eligibility.isError) return <Navigate to={reverifyHref(REVERIFY_ERROR_PATH, query)} />;
  if (!eligibility.data) return <FullPageLoader label={t('reverify.confirm.loading')} />;
  const answer: CareStudentEligibility = eligibility.data;
  switch (answer.path) {
    case 'REVERIFY_FIRST':
      return <VerifyAgain query={query} />;
    case 'STUDENT_CHECKOUT':
      return <StudentCheckout query={query} />;
    case 'ROLLOVER':
    case 'OFFER_TO_OFFER':
      return (
        <Card className={styles.card}>
          <h1>{t('reverify.confirm.title')}</h1>
          <p className={styles.lead}>
            {t('reverify.confirm.verified', { date: formatDay(answer.verificationExpiresAt) })}
          </p>
          {answer.path === 'ROLLOVER' ? (
            <RolloverReview account={props.account} subscription={subscription} query={query} />
          ) : (
            <OfferToOfferReview account={props.account} subscription={subscription} query={query} />
          )}
        </Card>
      );
  }
}

function SignInFirst() {
  const t = useT();
  const location = useLocation();
  return (
    <Card className={styles.card}>
      <h1>{t('reverify.confirm.signIn.title')}</h1>
      <p className={styles.lead}>{t('reverify.confirm.signIn.body')}</p>
      <div className={styles.actions}>
        <Link
          className={buttonClassName('primary')}
          to={signInThenBackTo(`${location.pathname}${location.search}`)}
        >
          {t('reverify.confirm.signIn')}
        </Link>
      </div>
    </Card>
  );
}

function StudentCheckout({ query }: { query: ReverifyQuery }) {
  const t = useT();
  const search = new URLSearchParams({ verificationid: query.verificationId });
  if (query.programCode) search.set('programcode', query.programCode);
  return (
    <Card className={styles.card}>
      <h1>{t('reverify.checkout.title')}</h1>
      <p className={styles.lead}>{t('reverify.checkout.body')}</p>
      <div className={styles.actions}>
        <Link className={buttonClassName('primary')} to={`${STUDENT_CHECKOUT_PATH}?${search}`}>
          {t('reverify.checkout.go')}
        </Link>
      </div>
    </Card>
  );
}

function VerifyAgain({ query }: { query: ReverifyQuery }) {
  const t = useT();
  return (
    <Card className={styles.card}>
      <h1>{t('reverify.again.title')}</h1>
      <p className={styles.lead}>{t('reverify.again.body')}</p>
      <div className={styles.actions}>
        <Link
          className={buttonClassName('primary')}
          to={reverifyHref(REVERIFY_PATH, { tkn: query.tkn, programCode: query.programCode })}
        >
          {t('reverify.again.go')}
        </Link>
      </div>
    </Card>
  );
}
