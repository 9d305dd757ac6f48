import type { CampaignContent, PresentedOffer } from '@orbit/domain';
import { useId } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Disclosure } from '../../../shared/ui/index.ts';
import styles from './offer.module.css';
import { OfferPriceText } from './offer-price-text.tsx';

export interface PackageCardProps {
  offer: PresentedOffer;
  /** The campaign's highlights for this package, when it has some. */
  highlights?: CampaignContent['packageHighlights'][number] | undefined;
  /** The full feature list from `offers/info`, shown in the "Explore plan details" accordion. */
  features?: readonly string[] | undefined;
  /** The partner deal banner, when the offer carries a deal the campaign describes. */
  deal?: CampaignContent['deals'][number] | undefined;
}

/**
 * The primary package card: package name, price and renewal, a few highlights, and the full
 * feature list behind "Explore plan details / Hide".
 */
export function PackageCard({ offer, highlights, features, deal }: PackageCardProps) {
  const t = useT();
  const titleId = useId();
  const details = features && features.length > 0 ? features : (highlights?.items ?? []);
  return (
    <article className={styles.packageCard} aria-labelledby={titleId}>
      <p className={styles.eyebrow}>{t('catalog.offer.yourPlan')}</p>
      <h2 id={titleId} className={styles.packageName}>
        {offer.packageName}
      </h2>
      <OfferPriceText offer={offer} />
      {offer.newSubscribersOnly ? (
        <p className={styles.fine}>{t('catalog.offer.newSubscribersOnly')}</p>
      ) : null}
      {deal ? (
        <div className={styles.dealBanner}>
          <p className={styles.dealTitle}>{deal.title}</p>
          <p className={styles.fine}>{deal.body}</p>
        </div>
      ) : null}
      {highlights && highlights.items.length > 0 ? (
        <>
          <h3 className={styles.highlightsTitle}>
            {highlights.title || t('catalog.offer.highlights')}
          </h3>
          <ul className={styles.checks}>
            {highlights.items.slice(0, 3).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
      {details.length > 0 ? (
        <Disclosure showLabel={t('catalog.offer.explore')} hideLabel={t('catalog.offer.hide')}>
          <ul className={styles.checks}>
            {details.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Disclosure>
      ) : null}
    </article>
  );
}
