import { type ReactNode, useId, useState } from 'react';
import styles from './disclosure.module.css';

export interface DisclosureProps {
  /** The button's text while closed ("Explore plan details"), translated by the caller. */
  showLabel: string;
  /** The button's text while open ("Hide"). */
  hideLabel: string;
  children: ReactNode;
  defaultOpen?: boolean;
}

/**
 * A button that shows and hides a region below it (the accordion of an offer card). The button
 * says whether it is open (`aria-expanded`) and names the region it controls.
 */
export function Disclosure({
  showLabel,
  hideLabel,
  children,
  defaultOpen = false,
}: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const regionId = useId();
  return (
    <div className={styles.disclosure}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{open ? hideLabel : showLabel}</span>
        <svg
          viewBox="0 0 16 16"
          aria-hidden="true"
          focusable="false"
          className={[styles.chevron, open ? styles.open : ''].join(' ')}
        >
          <path d="M3 6l5 5 5-5" />
        </svg>
      </button>
      <div id={regionId} hidden={!open} className={styles.region}>
        {children}
      </div>
    </div>
  );
}
