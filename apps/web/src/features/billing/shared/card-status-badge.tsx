import type { CardStatus } from '@orbit/domain';
import { useT } from '../../../shared/i18n/use-t.ts';
import styles from '../billing.module.css';

/** A card's expiry status (spec 001 §4) as a badge: active, expires soon, or expired. */
export function CardStatusBadge({ status }: { status: CardStatus }) {
  const t = useT();
  return (
    <span className={[styles.badge, styles[status]].join(' ')}>
      {t(`billing.cardStatus.${status}`)}
    </span>
  );
}
