import { studentCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { failureOf } from '../../../shared/errors/index.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, Card } from '../../../shared/ui/index.ts';
import { signInPath } from '../../account/index.ts';
import { studentReviewCatalog } from './messages/index.ts';
import { ProofReview, type ReviewOutcome } from './proof-review.tsx';
import { reviewQueueQuery } from './review-queries.ts';
import { ReviewQueue } from './review-queue.tsx';
import styles from './student-review.module.css';

/** A signed-in login without the reviewer role: the server's 403 (ADR 065). */
const NOT_A_REVIEWER = 403;

/**
 * `/account/student-review` (issue 17, ADR 070): the proofs of enrolment waiting for a decision,
 * for a login holding STUDENT_REVIEWER only. Nobody signed in goes to sign in and comes back; any
 * other login is told the page is not theirs, and never sees the queue (the server refuses it).
 */
export function StudentReviewPage() {
  return (
    <CatalogLayer catalog={studentReviewCatalog}>
      <Card className={styles.card}>
        <StudentReview />
      </Card>
    </CatalogLayer>
  );
}

function StudentReview() {
  const t = useT();
  const location = useLocation();
  const calls = useCareCalls(studentCalls);
  const queue = useQuery(reviewQueueQuery(calls));
  const [open, setOpen] = useState<string>();
  const [notice, setNotice] = useState<{ outcome: ReviewOutcome; name: string }>();

  const failure = queue.error ? failureOf(queue.error) : undefined;
  if (failure?.kind === 'signInRequired') return <Navigate to={signInPath(location)} replace />;
  const heading = <h1>{t('route.studentReview.title')}</h1>;
  if (failure?.status === NOT_A_REVIEWER) {
    return (
      <>
        {heading}
        <Alert tone="warning" title={t('studentReview.notReviewer.title')}>
          {t('studentReview.notReviewer.body')}
        </Alert>
        <p>
          <Link to="/account">{t('studentReview.notReviewer.account')}</Link>
        </p>
      </>
    );
  }
  if (open) {
    return (
      <>
        {heading}
        <ProofReview
          proofId={open}
          onBack={() => setOpen(undefined)}
          onDone={(outcome, name) => {
            setNotice({ outcome, name });
            setOpen(undefined);
          }}
        />
      </>
    );
  }
  return (
    <>
      {heading}
      <p className={styles.lead}>{t('studentReview.lead')}</p>
      {notice ? (
        <Alert
          tone={notice.outcome === 'alreadyReviewed' ? 'warning' : 'success'}
          title={t(`studentReview.done.${notice.outcome}`, { name: notice.name })}
        >
          {t(`studentReview.done.${notice.outcome}.body`)}
        </Alert>
      ) : null}
      {queue.data ? (
        <ReviewQueue proofs={queue.data.proofs} onOpen={setOpen} />
      ) : failure ? (
        <>
          <Alert tone="error" title={t('studentReview.queue.unavailable')}>
            {t('studentReview.tryAgain')}
          </Alert>
          <Button variant="secondary" onClick={() => void queue.refetch()}>
            {t('studentReview.retry')}
          </Button>
        </>
      ) : (
        <p role="status">{t('studentReview.queue.loading')}</p>
      )}
    </>
  );
}
