import { type ReactNode, useId } from 'react';
import { Card } from './card.tsx';
import styles from './panel.module.css';

export interface PanelProps {
  title: ReactNode;
  /** Beside the title on a wide screen (an Edit button). */
  aside?: ReactNode;
  /** The title's id, when something inside is named by it too (a form the title labels). */
  titleId?: string | undefined;
  /**
   * How the content is spaced: `stack` (the default) puts the same gap between every part;
   * `flow` leaves it to the parts' own margins (the billing sections' forms and lists).
   */
  spacing?: 'stack' | 'flow';
  children: ReactNode;
}

/**
 * One section of a page (an account page, the billing tab): a card named by its h2, so it is a
 * landmark region too, padded alike in every feature.
 */
export function Panel({ title, aside, titleId, spacing = 'stack', children }: PanelProps) {
  const ownId = useId();
  const id = titleId ?? ownId;
  return (
    <Card aria-labelledby={id} className={[styles.panel, styles[spacing]].join(' ')}>
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
