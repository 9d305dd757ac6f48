import type { CampaignContent } from '@orbit/domain';
import { useId } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { ListeningIcon } from './listening-icon.tsx';
import styles from './offer.module.css';

export interface ListeningOptionsProps {
  options: CampaignContent['listeningOptions'];
}

/** Where the plan plays: an icon per place, labelled in the reader's language. */
export function ListeningOptions({ options }: ListeningOptionsProps) {
  const t = useT();
  const headingId = useId();
  if (options.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('catalog.offer.listening')}
      </h2>
      <ul className={styles.listening}>
        {options.map((option) => (
          <li key={option.icon} className={styles.listeningItem}>
            <ListeningIcon icon={option.icon} />
            <span>{option.label || t(`catalog.listening.${option.icon}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
