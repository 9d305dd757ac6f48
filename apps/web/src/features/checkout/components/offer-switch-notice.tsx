import { Wordmark } from '../../../shared/ui/index.ts';
import styles from './offer-switch-notice.module.css';

/**
 * The few seconds' "that offer is for new subscribers, here is another option" overlay while
 * another offer loads (flows §2.1 step 4b, §9.2): above everything, like the page loader, but
 * with the message in words, announced once.
 */
export function OfferSwitchNotice({ message }: { message: string }) {
  return (
    <div className={styles.overlay} aria-busy="true">
      <div className={styles.panel}>
        <Wordmark size="lg" />
        <p role="alert" className={styles.message}>
          {message}
        </p>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.progress} />
        </span>
      </div>
    </div>
  );
}
