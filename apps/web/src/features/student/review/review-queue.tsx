import type { CareStudentProofInQueue } from '@orbit/domain';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button, Tile } from '../../../shared/ui/index.ts';
import styles from './student-review.module.css';

/** The proofs waiting, oldest first: who, which school, when; each opens for its review. */
export function ReviewQueue({
  proofs,
  onOpen,
}: {
  proofs: readonly CareStudentProofInQueue[];
  onOpen(proofId: string): void;
}) {
  const t = useT();
  const intl = useIntl();
  if (proofs.length === 0) return <p role="status">{t('studentReview.queue.empty')}</p>;
  return (
    <section aria-labelledby="queue-heading">
      <h2 id="queue-heading" className={styles.subheading}>
        {t('studentReview.queue.heading', { count: proofs.length })}
      </h2>
      <ul className={styles.queue}>
        {proofs.map((proof) => {
          const name = `${proof.firstName} ${proof.lastName}`;
          return (
            <Tile as="li" key={proof.proofId} className={styles.entry}>
              <div>
                <p className={styles.name}>{name}</p>
                <p className={styles.detail}>{proof.schoolName}</p>
                <p className={styles.detail}>
                  {t('studentReview.queue.uploaded', {
                    when: intl.formatDate(proof.uploadedAt, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                  })}
                </p>
              </div>
              <Button
                variant="secondary"
                onClick={() => onOpen(proof.proofId)}
                aria-label={t('studentReview.queue.open.named', { name })}
              >
                {t('studentReview.queue.open')}
              </Button>
            </Tile>
          );
        })}
      </ul>
    </section>
  );
}
