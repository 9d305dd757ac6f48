import { type ReactNode, useEffect, useRef } from 'react';
import styles from './checkout.module.css';

/**
 * A step's h1. It takes focus when the step appears, so a screen reader announces the new step
 * and a keyboard user continues from the top of it rather than from a button that is gone.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </h1>
  );
}
