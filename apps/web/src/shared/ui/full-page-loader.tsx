import styles from './full-page-loader.module.css';
import { Wordmark } from './wordmark.tsx';

export interface FullPageLoaderProps {
  /** Announced to assistive technology; translated by the caller. */
  label: string;
}

/**
 * The full-page loader (spec 000 §4, flows §9.2): a fixed, full-viewport white layer above everything
 * (z-index 2147483638) with the animated logo. It is a busy live region with a translated name;
 * the animation stops for people who prefer reduced motion.
 */
export function FullPageLoader({ label }: FullPageLoaderProps) {
  return (
    <div
      className={styles.overlay}
      role="status"
      aria-busy="true"
      aria-live="polite"
      aria-label={label}
    >
      <div className={styles.logo} aria-hidden="true">
        <Wordmark size="lg" />
        <span className={styles.track}>
          <span className={styles.progress} />
        </span>
      </div>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
