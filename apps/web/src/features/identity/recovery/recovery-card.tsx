import { type ReactNode, useEffect, useRef } from 'react';
import { Card } from '../../../shared/ui/index.ts';
import styles from '../identity.module.css';
import { type RecoveryPageKey, useRecoveryPageTracking } from './recovery-analytics.ts';

/**
 * The frame of one recovery page: its card, its heading and its analytics page key. A page
 * reached by submitting another (a confirmation) moves focus to its heading, so keyboard and
 * screen-reader users hear the outcome instead of staying on a button that is gone.
 */
export function RecoveryCard({
  page,
  title,
  focusHeading = false,
  children,
}: {
  page: RecoveryPageKey;
  title: string;
  focusHeading?: boolean;
  children: ReactNode;
}) {
  useRecoveryPageTracking(page);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <Card className={styles.card}>
      <h1 ref={heading} tabIndex={focusHeading ? -1 : undefined}>
        {title}
      </h1>
      {children}
    </Card>
  );
}
