import { lazy, Suspense } from 'react';
import styles from './human-check.module.css';
import type { HumanCheckProps } from './human-check-props.ts';

const HumanCheckStatus = lazy(() => import('./human-check-status.tsx'));

/**
 * The human check a page shows when the server answers CAPTCHA_REQUIRED: it solves the proof of
 * work in Web Workers and hands the proof to `onSolved`. Its code, solver and messages load only
 * when a check is shown, never with the entry route.
 */
export function HumanCheck(props: HumanCheckProps) {
  return (
    <Suspense fallback={<div className={styles.check} aria-busy="true" />}>
      <HumanCheckStatus {...props} />
    </Suspense>
  );
}
