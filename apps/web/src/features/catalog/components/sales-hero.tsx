import type { CampaignContent } from '@orbit/domain';
import type { ReactNode } from 'react';
import { CampaignArt } from './campaign-art.tsx';
import styles from './offer.module.css';

export interface SalesHeroProps {
  /** The page heading (the step's h1, which takes focus), usually the hero's title. */
  heading: ReactNode;
  hero: CampaignContent['salesHero'] | undefined;
}

/** The top of the offer page: heading, subtitle and the campaign's picture. */
export function SalesHero({ heading, hero }: SalesHeroProps) {
  return (
    <header className={styles.hero}>
      <div className={styles.heroText}>
        {heading}
        {hero?.subtitle ? <p className={styles.heroSubtitle}>{hero.subtitle}</p> : null}
      </div>
      {hero?.image ? <CampaignArt className={styles.heroImage} image={hero.image} /> : null}
    </header>
  );
}
