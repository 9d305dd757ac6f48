import type { CareStudentReverifyTokenResult, CareStudentVerification } from '@orbit/domain';
import { studentCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { failureOf } from '../../../shared/errors/index.ts';
import { useFormatInstantDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, buttonClassName, Card, FullPageLoader } from '../../../shared/ui/index.ts';
import styles from './reverify.module.css';
import { type ReverifyPage, trackReverifyPage } from './reverify-analytics.ts';
import {
  ACCOUNT_PATH,
  REVERIFY_CONFIRM_PATH,
  REVERIFY_ERROR_PATH,
  type ReverifyQuery,
  reverifyHref,
  reverifyQueryOf,
  signInThenBackTo,
} from './reverify-paths.ts';
import { type SchoolEmailCallbacks, SchoolEmailStep } from './school-email-step.tsx';

/** Reports the page once it shows (the re-verify pages track themselves). */
export function useTrackedPage(page: ReverifyPage | null): void {
  const { dataLayer } = useAppServices();
  useEffect(() => {
    if (page) trackReverifyPage(dataLayer, page);
  }, [dataLayer, page]);
}

/**
 * `/student/re-verify?tkn=…&programCode=…` (flows §6): the reminder's link opened — who and which
 * school, until when — then the school email's code again; the new verification renews the
 * link's (`student/re-verify`) and the confirm page decides what the plan does. A link that does
 * not open (forged, expired, cut) offers to sign in instead.
 */
export function ReverifyLandingPage() {
  const t = useT();
  const [search] = useSearchParams();
  const query = reverifyQueryOf(search);
  const calls = useCareCalls(studentCalls);
  const opened = useQuery({
    queryKey: ['student', 'reverify-token', query.tkn],
    queryFn: () => calls.reverifyToken({ tkn: query.tkn }, { skipGlobalHandler: true }),
    enabled: query.tkn !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useTrackedPage(
    query.tkn === '' || opened.isError ? 'invalidToken' : opened.data ? 'reverify' : null,
  );
  if (query.tkn === '' || opened.isError) return <InvalidLink />;
  if (!opened.data) return <FullPageLoader label={t('reverify.loading')} />;
  return <Reverify link={opened.data} query={query} />;
}

function InvalidLink() {
  const t = useT();
  return (
    <Card className={styles.card}>
      <h1>{t('reverify.invalid.title')}</h1>
      <p className={styles.lead}>{t('reverify.invalid.body')}</p>
      <div className={styles.actions}>
        <Link className={buttonClassName('primary')} to={signInThenBackTo(ACCOUNT_PATH)}>
          {t('reverify.invalid.signIn')}
        </Link>
      </div>
    </Card>
  );
}

function Reverify({ link, query }: { link: CareStudentReverifyTokenResult; query: ReverifyQuery }) {
  const t = useT();
  const formatDay = useFormatInstantDay();
  const navigate = useNavigate();
  const calls = useCareCalls(studentCalls);
  const [refusal, setRefusal] = useState<string | null>(null);
  const callbacks = useMemo<SchoolEmailCallbacks>(
    () => ({
      sendCode: (request) => calls.startEmailVerification(request, { skipGlobalHandler: true }),
      redeemCode: (request) => calls.redeemEmailCode(request, { skipGlobalHandler: true }),
    }),
    [calls],
  );
  const renew = async (verification: CareStudentVerification) => {
    setRefusal(null);
    try {
      const renewed = await calls.renewVerification(
        { tkn: query.tkn, verificationId: verification.verificationId },
        { skipGlobalHandler: true },
      );
      navigate(
        reverifyHref(REVERIFY_CONFIRM_PATH, { ...query, verificationId: renewed.verificationId }),
      );
    } catch (error) {
      const { code } = failureOf(error);
      if (code === 'STUDENT_NOT_SAME_STUDENT') setRefusal('reverify.renew.notSame');
      else if (code === 'STUDENT_ALREADY_REVERIFIED') setRefusal('reverify.renew.done');
      else navigate(reverifyHref(REVERIFY_ERROR_PATH, query));
    }
  };
  const lead = link.state === 'expired' ? 'reverify.lead.expired' : 'reverify.lead';
  return (
    <Card className={styles.card}>
      <h1>{t('reverify.title')}</h1>
      <p className={styles.lead}>
        {t(lead, {
          firstName: link.firstName,
          schoolName: link.schoolName,
          date: formatDay(link.expiresAt),
        })}
      </p>
      <p className={styles.fine}>{t('reverify.sentTo', { maskedEmail: link.maskedEmail })}</p>
      {refusal ? <Alert tone="warning">{t(refusal)}</Alert> : null}
      <SchoolEmailStep
        callbacks={callbacks}
        defaults={{ firstName: link.firstName }}
        onVerified={renew}
      />
    </Card>
  );
}
