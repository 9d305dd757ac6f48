import { useContext, useEffect, useState } from 'react';
import { CatalogLayer } from '../i18n/catalog-layer.tsx';
import { useT } from '../i18n/use-t.ts';
import { Button } from '../ui/index.ts';
import styles from './human-check.module.css';
import type { HumanCheckProps } from './human-check-props.ts';
import { humanCheckCatalog } from './messages/index.ts';
import { HumanCheckSolverContext } from './solver-context.ts';

type Progress = 'solving' | 'solved' | 'failed';

/**
 * Solves the check as soon as it is shown (the customer has nothing to do) and says how it goes
 * in a polite live region; a failure (a worker that could not start, time out) offers a retry.
 * A new challenge starts over.
 */
function HumanCheckProgress({ challenge, onSolved, onReset }: HumanCheckProps) {
  const t = useT();
  const solve = useContext(HumanCheckSolverContext);
  const [attempt, setAttempt] = useState(0);
  const [progress, setProgress] = useState<Progress>('solving');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger; a new parent callback each render must not restart the work.
  useEffect(() => {
    const controller = new AbortController();
    setProgress('solving');
    solve(challenge, controller.signal).then(
      (proof) => {
        if (controller.signal.aborted) return;
        if (!proof) return setProgress('failed');
        setProgress('solved');
        onSolved(proof);
      },
      () => {
        if (!controller.signal.aborted) setProgress('failed');
      },
    );
    return () => controller.abort();
  }, [challenge.token, attempt, solve]);

  const retry = () => {
    onReset?.();
    setAttempt((count) => count + 1);
  };

  return (
    <section className={styles.check} aria-label={t('humanCheck.label')}>
      <p role="status" aria-live="polite" className={styles.status} data-progress={progress}>
        {progress === 'solving' ? t('humanCheck.solving') : null}
        {progress === 'solved' ? t('humanCheck.solved') : null}
        {progress === 'failed' ? t('humanCheck.failed') : null}
      </p>
      {progress === 'failed' ? (
        <Button variant="secondary" onClick={retry}>
          {t('humanCheck.retry')}
        </Button>
      ) : null}
    </section>
  );
}

/**
 * `HumanCheck`: shown when the server answers CAPTCHA_REQUIRED, it solves the proof of work in
 * Web Workers and hands the proof to `onSolved`, with its own messages.
 */
export default function HumanCheckStatus(props: HumanCheckProps) {
  return (
    <CatalogLayer catalog={humanCheckCatalog}>
      <HumanCheckProgress {...props} />
    </CatalogLayer>
  );
}
