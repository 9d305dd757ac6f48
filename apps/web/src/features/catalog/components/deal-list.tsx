import type { CampaignContent } from '@orbit/domain';
import { useId } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import styles from './offer.module.css';

/** The partner deals that come with the plan (e.g. a smart speaker). */
export function DealList({ deals }: { deals: CampaignContent['deals'] }) {
  const t = useT();
  const headingId = useId();
  if (deals.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('catalog.offer.deals')}
      </h2>
      <ul className={styles.deals}>
        {deals.map((deal) => (
          <li key={deal.code} className={styles.deal}>
            <p className={styles.dealTitle}>{deal.title}</p>
            <p className={styles.fine}>{deal.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
