import type { LISTENING_OPTION_ICONS } from '@orbit/domain';
import styles from './offer.module.css';

type Icon = (typeof LISTENING_OPTION_ICONS)[number];

/** Simple line pictures, 24 × 24; decorative (the label beside each says the same). */
const PATHS: Record<Icon, string> = {
  car: 'M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11M4 11h16v5H4zM7 16v2M17 16v2M7.5 13.5h.01M16.5 13.5h.01',
  phone: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  web: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9M12 3C9.5 5.5 8.5 8.5 8.5 12s1 6.5 3.5 9',
  'smart-speaker':
    'M8 3h8a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM12 10a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 6h.01',
  tv: 'M3 6h18v11H3zM8 21h8M12 17v4',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
};

export function ListeningIcon({ icon }: { icon: Icon }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
      <path d={PATHS[icon]} />
    </svg>
  );
}
