import type { PresentedOffer } from '@orbit/domain';
import { useId } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { OfferPriceText } from '../../catalog/index.ts';
import styles from './checkout.module.css';

export interface PlanRecapCardProps {
  offer: PresentedOffer;
  /** `long` adds the renewal and fee lines (the payment step); `short` is name and price. */
  variant?: 'short' | 'long';
}

/** A reminder of the plan being bought, at the top of the credentials and payment steps. */
export function PlanRecapCard({ offer, variant = 'short' }: PlanRecapCardProps) {
  const t = useT();
  const titleId = useId();
  return (
    <aside className={styles.recap} aria-labelledby={titleId}>
      <p className={styles.fine}>{t('checkout.recap.title')}</p>
      <h2 id={titleId} className={styles.recapName}>
        {offer.packageName}
      </h2>
      {variant === 'long' ? (
        <OfferPriceText offer={offer} />
      ) : (
        <OfferPriceText offer={{ ...offer, activationFee: null }} />
      )}
    </aside>
  );
}
