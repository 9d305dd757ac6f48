import type { HTMLAttributes } from 'react';
import styles from './tile.module.css';

export interface TileProps extends HTMLAttributes<HTMLElement> {
  /** The element it is: an item of a list, an article of its own, a result. */
  as?: 'div' | 'li' | 'article' | 'section';
}

/**
 * A box inside a panel for one thing: a subscription, a radio, the radio a lookup found. Muted,
 * bordered and rounded alike everywhere; the feature lays out what is inside.
 */
export function Tile({ as: Element = 'div', className, ...rest }: TileProps) {
  return <Element className={[styles.tile, className].filter(Boolean).join(' ')} {...rest} />;
}
