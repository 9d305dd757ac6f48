import type { CampaignContent, PresentedOffer } from '@orbit/domain';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { DealList } from './deal-list.tsx';
import { ListeningOptions } from './listening-options.tsx';
import styles from './offer.module.css';
import { PackageCard } from './package-card.tsx';
import { SalesHero } from './sales-hero.tsx';

export interface OfferPresentationProps {
  offer: PresentedOffer;
  /** The campaign's sales content; without it the page still shows the offer itself. */
  campaign?: CampaignContent | undefined;
  /** Plan details from `offers/info` for the accordion. */
  features?: readonly string[] | undefined;
  /** The page heading (h1), placed in the hero. */
  heading: ReactNode;
  /** What comes after the package card: the step's Continue button. */
  actions?: ReactNode;
  /** Shown above the package card (e.g. the fallback-offer notice). */
  notice?: ReactNode;
}

/**
 * Offer presentation (spec 000 §2): sales hero, bullets, the primary package card with its
 * highlights and accordion, listening options, deals, and the legal copy. Reused by every flow
 * that opens on an offer.
 */
export function OfferPresentation({
  offer,
  campaign,
  features,
  heading,
  actions,
  notice,
}: OfferPresentationProps) {
  const t = useT();
  const highlights = campaign?.packageHighlights.find((item) => item.packageId === offer.packageId);
  const deal = offer.deal
    ? campaign?.deals.find((item) => item.code === offer.deal?.code)
    : undefined;
  const otherDeals = campaign?.deals.filter((item) => item !== deal) ?? [];
  return (
    <div className={styles.presentation}>
      <SalesHero heading={heading} hero={campaign?.salesHero} />
      {campaign && campaign.bullets.length > 0 ? (
        <ul className={styles.bullets}>
          {campaign.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      ) : null}
      {notice}
      <PackageCard offer={offer} highlights={highlights} features={features} deal={deal} />
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      <ListeningOptions options={campaign?.listeningOptions ?? []} />
      <DealList deals={otherDeals} />
      {campaign?.legal ? (
        <section className={styles.legal} aria-label={t('catalog.offer.legal')}>
          <p>{campaign.legal}</p>
        </section>
      ) : null}
    </div>
  );
}
