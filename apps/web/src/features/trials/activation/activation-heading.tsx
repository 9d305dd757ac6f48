import { type ReactNode, useEffect, useRef } from 'react';
import styles from './activation.module.css';

/**
 * A screen's h1. It takes the focus when the screen appears, so a screen reader starts from the
 * new screen's title and a keyboard user continues from the top of it. The checkout's step
 * heading does the same, but importing it would bring the checkout's whole stylesheet (and a
 * chunk more in the entry route's preload list) to pages that use none of it.
 */
export function ActivationHeading({ children }: { children: ReactNode }) {
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
