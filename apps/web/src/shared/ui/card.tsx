import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

/** A white surface for a page's main content. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <section className={[styles.card, className].filter(Boolean).join(' ')} {...rest} />;
}
