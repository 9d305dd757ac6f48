import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button, Stepper } from '../../../shared/ui/index.ts';
import styles from './student-verification.module.css';
import { optionOf, type VerificationLayout, type VerificationState } from './verification-state.ts';

/** The two steps of each option: who you are (or your proof), then the code (or the review). */
function stepsOf(state: VerificationState): [string, string] {
  return optionOf(state) === 'PROOF'
    ? ['student.verify.step.proof', 'student.pending.title']
    : ['student.verify.step.identify', 'student.verify.step.code'];
}

/**
 * The frame of the verification: `sections` (the classic page) shows both steps numbered, the
 * open one holding its form and a done one offering Change; `steps` (the `/new` page, flag
 * `enableNewCheckoutStudentVerification`) shows only the step at hand under "Step N of 2".
 */
export function VerificationSections({
  layout,
  state,
  onEdit,
  children,
}: {
  layout: VerificationLayout;
  state: VerificationState;
  onEdit(): void;
  children: ReactNode;
}) {
  const t = useT();
  const [first, second] = stepsOf(state).map((id) => t(id)) as [string, string];
  const atSecond = state.step === 'code' || state.step === 'pending';
  if (layout === 'steps') {
    const current = atSecond ? 2 : 1;
    return (
      <section className={styles.form} aria-labelledby="student-verify-step">
        <Stepper current={current} total={2} label={t('ui.stepper.label', { current, total: 2 })} />
        <h2 id="student-verify-step" className={styles.sectionTitle}>
          {atSecond ? second : first}
        </h2>
        {children}
      </section>
    );
  }
  const doneSummary =
    state.step === 'code' || state.step === 'pending' ? state.who?.email : undefined;
  return (
    <ol className={styles.steps} aria-label={t('student.verify.stepsLabel')}>
      <li className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 className={styles.sectionTitle}>
            {t('student.verify.stepTitle', { number: 1, title: first })}
          </h2>
          {atSecond && state.step === 'code' ? (
            <Button
              variant="secondary"
              onClick={onEdit}
              aria-label={t('student.verify.editNamed', { title: first })}
            >
              {t('student.verify.edit')}
            </Button>
          ) : null}
        </div>
        {atSecond ? <p className={styles.sectionDone}>{doneSummary}</p> : children}
      </li>
      <li className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 className={styles.sectionTitle}>
            {t('student.verify.stepTitle', { number: 2, title: second })}
          </h2>
        </div>
        {atSecond ? children : null}
      </li>
    </ol>
  );
}
