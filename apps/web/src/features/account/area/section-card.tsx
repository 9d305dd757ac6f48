import { type ReactNode, useId } from 'react';
import { Card } from '../../../shared/ui/index.ts';
import styles from './section-card.module.css';

/** One section of an account page: a card named by its h2, so it is a landmark region too. */
export function SectionCard({
  title,
  aside,
  children,
}: {
  title: ReactNode;
  /** Beside the heading on wide screens (an Edit button). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card aria-labelledby={id} className={styles.section}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
      {children}
    </Card>
  );
}
