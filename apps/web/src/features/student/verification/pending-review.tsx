import type { CareStudentProofStatus } from '@orbit/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Alert, Button } from '../../../shared/ui/index.ts';
import styles from './student-verification.module.css';
import { proofStatusOf } from './verification-calls.ts';
import { type StudentWho, studentCheckoutUrl } from './verification-state.ts';

/**
 * "We'll review it" (flows §6 proof path): the proof waits for a reviewer. This browser may ask
 * where it stands (`student/proof/:id` answers only the session that sent it); approved, the
 * student continues into the student checkout; rejected, they read the reviewer's reason.
 */
export function PendingReview({
  who,
  proof: sent,
  programCode,
  onAgain,
}: {
  who: StudentWho | undefined;
  proof: CareStudentProofStatus;
  programCode: string;
  onAgain(): void;
}) {
  const t = useT();
  const services = useAppServices();
  const navigate = useNavigate();
  const [proof, setProof] = useState(sent);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const check = async () => {
    setBusy(true);
    const outcome = await proofStatusOf(services, proof.proofId);
    setBusy(false);
    setChecked(true);
    if (outcome.kind === 'done') setProof(outcome.result);
    setFailed(outcome.kind !== 'done' && outcome.kind !== 'stopped');
  };

  return (
    <div className={styles.form}>
      <p>
        {who
          ? t('student.pending.body', { firstName: who.firstName })
          : t('student.pending.bodyLater')}
      </p>
      {failed ? <Alert tone="error">{t('student.verify.error.system')}</Alert> : null}
      {proof.status === 'APPROVED' && proof.verificationId ? (
        <>
          <Alert tone="success">{t('student.pending.approved')}</Alert>
          <div className={styles.actions}>
            <Button
              onClick={() =>
                void navigate(studentCheckoutUrl(proof.verificationId ?? '', programCode))
              }
            >
              {t('student.continue')}
            </Button>
          </div>
        </>
      ) : proof.status === 'REJECTED' ? (
        <>
          <Alert tone="warning">
            {t('student.pending.rejected', { reason: proof.rejectionReason ?? '' })}
          </Alert>
          <div className={styles.actions}>
            <Button onClick={onAgain}>{t('student.pending.tryAgain')}</Button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.lead}>{t('student.pending.next')}</p>
          {checked && !failed ? <p role="status">{t('student.pending.waiting')}</p> : null}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => void check()}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {t('student.pending.check')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
