import { careStudentRejectRequestSchema } from '@orbit/domain';
import { studentCalls } from '@orbit/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { failureOf } from '../../../shared/errors/index.ts';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, FormField, Summary, SummaryRow } from '../../../shared/ui/index.ts';
import { ProofFile } from './proof-file.tsx';
import { proofForReviewQuery, reviewKeys } from './review-queries.ts';
import styles from './student-review.module.css';

/** How a review ended: decided here, or by someone else first (409). */
export type ReviewOutcome = 'approved' | 'rejected' | 'alreadyReviewed';

const ALREADY_REVIEWED = 'STUDENT_PROOF_ALREADY_REVIEWED';
const REASON_MAX = 500;

export interface ProofReviewProps {
  proofId: string;
  onDone(outcome: ReviewOutcome, name: string): void;
  onBack(): void;
}

/**
 * One proof of enrolment: who sent it, the file, and the decision — approve, or reject with a
 * reason the student will read. A proof another reviewer decided first says so.
 */
export function ProofReview({ proofId, onDone, onBack }: ProofReviewProps) {
  const t = useT();
  const intl = useIntl();
  const calls = useCareCalls(studentCalls);
  const queryClient = useQueryClient();
  const proof = useQuery(proofForReviewQuery(calls, proofId));
  const name = proof.data ? `${proof.data.firstName} ${proof.data.lastName}` : '';

  const decide = useMutation({
    mutationFn: (decision: { reason?: string }) =>
      decision.reason === undefined
        ? calls.approveProof({ proofId }, { skipGlobalHandler: true })
        : calls.rejectProof({ proofId, reason: decision.reason }, { skipGlobalHandler: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
    onSuccess: (_answer, decision) =>
      onDone(decision.reason === undefined ? 'approved' : 'rejected', name),
    onError: (error) => {
      if (failureOf(error).code === ALREADY_REVIEWED) onDone('alreadyReviewed', name);
    },
  });
  const reject = useEntryForm({
    schema: careStudentRejectRequestSchema,
    defaultValues: { reason: '' },
    busy: decide.isPending,
    onSubmit: ({ reason }) => decide.mutate({ reason }),
  });
  const reason = reject.field('reason');
  const failed = decide.error && failureOf(decide.error).code !== ALREADY_REVIEWED;

  if (proof.isPending) return <p role="status">{t('studentReview.proof.loading')}</p>;
  if (!proof.data) {
    return (
      <>
        <Alert tone="error" title={t('studentReview.proof.unavailable')}>
          {t('studentReview.tryAgain')}
        </Alert>
        <Button variant="secondary" onClick={onBack}>
          {t('studentReview.back')}
        </Button>
      </>
    );
  }
  const data = proof.data;
  return (
    <section aria-labelledby="proof-heading" className={styles.review}>
      <h2 id="proof-heading" className={styles.subheading}>
        {t('studentReview.proof.heading', { name })}
      </h2>
      <Summary>
        <SummaryRow label={t('studentReview.field.email')}>{data.email}</SummaryRow>
        <SummaryRow label={t('studentReview.field.school')}>{data.schoolName}</SummaryRow>
        <SummaryRow label={t('studentReview.field.uploaded')}>
          {intl.formatDate(data.uploadedAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </SummaryRow>
      </Summary>
      <ProofFile proof={data} />
      {failed ? (
        <Alert tone="error" title={t('studentReview.decision.failed')}>
          {t('studentReview.tryAgain')}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={() => decide.mutate({})} disabled={decide.isPending}>
          {t('studentReview.approve')}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={decide.isPending}>
          {t('studentReview.back')}
        </Button>
      </div>
      <form {...reject.formProps} className={styles.form}>
        <FormField
          label={t('studentReview.reason.label')}
          hint={t('studentReview.reason.hint', { max: REASON_MAX })}
          error={reject.codeOf('reason') ? t('studentReview.reason.required') : undefined}
        >
          {(control) => (
            <textarea
              {...control}
              name={reason.name}
              value={reason.value}
              onChange={(event) => reason.onChange({ target: { value: event.target.value } })}
              onBlur={reason.onBlur}
              rows={3}
              maxLength={REASON_MAX}
              required
            />
          )}
        </FormField>
        <div>
          <Button type="submit" variant="secondary" disabled={decide.isPending}>
            {t('studentReview.reject')}
          </Button>
        </div>
      </form>
    </section>
  );
}
