import { CAMPAIGN_ART_SIZE, type CampaignContent } from '@orbit/domain';
import type { ReactNode } from 'react';
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
      {hero?.image ? (
        <img
          className={styles.confirmationImage}
          src={hero.image.url}
          alt={hero.image.alt}
          width={CAMPAIGN_ART_SIZE.width}
          height={CAMPAIGN_ART_SIZE.height}
        />
      ) : null}
    </header>
  );
}
