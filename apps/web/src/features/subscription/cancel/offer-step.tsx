import type { PresentedOffer } from '@orbit/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button, buttonClassName, Price, Tile } from '../../../shared/ui/index.ts';
import styles from './cancel.module.css';

/**
 * "One last option…": the one retention offer. Declining it is one click ("No thanks, continue to
 * cancel", as prominent as taking it); taking it opens the change flow with the offer picked.
 */
export function OfferStep({
  offer,
  acceptPath,
  onAccept,
  onDecline,
}: {
  offer: PresentedOffer;
  acceptPath: string;
  onAccept(): void;
  onDecline(): void;
}) {
  const t = useT();
  const titleId = useId();
  const first = offer.phases[0];
  const months = first?.duration.kind === 'finite' ? first.duration.months : null;
  return (
    <>
      <p>{t('cancel.offer.intro')}</p>
      <Tile as="article" aria-labelledby={titleId} className={styles.offer}>
        <h2 id={titleId} className={styles.offerName}>
          {offer.packageName}
        </h2>
        <p className={styles.offerPrice}>
          <Price
            amount={first?.price.total ?? offer.price}
            emphasis="strong"
            suffix={t('cancel.perMonths', {
              months: first?.billingPeriod.count ?? offer.renewalTermMonths,
            })}
          />
          {months ? <> {t('cancel.offer.forMonths', { months })}</> : null}
        </p>
        {months ? (
          <p className={styles.fine}>
            {t('cancel.offer.thenRenews')}{' '}
            <Price
              amount={offer.renewalPrice}
              suffix={t('cancel.perMonths', { months: offer.renewalTermMonths })}
            />
          </p>
        ) : null}
      </Tile>
      <div className={styles.actions}>
        <Link to={acceptPath} className={buttonClassName('secondary')} onClick={onAccept}>
          {t('cancel.offer.accept')}
        </Link>
        <Button onClick={onDecline}>{t('cancel.offer.decline')}</Button>
      </div>
    </>
  );
}
