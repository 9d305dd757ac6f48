import styles from './wordmark.module.css';

export interface WordmarkProps {
  /** `lg` is the loader's 300 × 60 logo. */
  size?: 'md' | 'lg';
  className?: string;
}

/** The Orbit Radio wordmark: a planet in its orbit, then the name. Decorative text is the name itself. */
export function Wordmark({ size = 'md', className }: WordmarkProps) {
  return (
    <span className={[styles.wordmark, styles[size], className].filter(Boolean).join(' ')}>
      <svg className={styles.mark} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <g transform="rotate(-24 24 24)">
          {/* The far half of the orbit passes behind the planet, the near half in front. */}
          <path d="M3 24a21 8 0 0 1 42 0" className={styles.orbit} />
          <circle cx="24" cy="24" r="11" className={styles.planet} />
          <path d="M3 24a21 8 0 0 0 42 0" className={styles.orbit} />
          <circle cx="45" cy="24" r="3.2" className={styles.moon} />
        </g>
      </svg>
      <span className={styles.name}>
        Orbit<span className={styles.radio}> Radio</span>
      </span>
    </span>
  );
}
