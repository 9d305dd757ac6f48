import type { CampaignContent } from '@orbit/domain';
import type { ReactNode } from 'react';
import { CampaignArt } from '../../catalog/index.ts';
import styles from './checkout.module.css';

export interface ConfirmationHeroProps {
  /** The page's h1 (the campaign's confirmation title when it has one). */
  heading: ReactNode;
  /** The campaign's confirmation content, already fallen back to the market's default campaign. */
  content: CampaignContent | undefined;
}

/** The top of a confirmation page: heading, the campaign's message and picture. */
export function ConfirmationHero({ heading, content }: ConfirmationHeroProps) {
  const hero = content?.confirmationHero;
  return (
    <header className={styles.confirmationHero}>
      {heading}
      {hero?.body ? <p className={styles.lead}>{hero.body}</p> : null}
      {hero?.image ? <CampaignArt className={styles.confirmationImage} image={hero.image} /> : null}
    </header>
  );
}
