import { formatMoney, type Locale, type PresentedOffer } from '@orbit/domain';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import styles from './offer.module.css';
import { type OfferHeadline, offerTerms } from './offer-terms.ts';

/** "3 months free" / "$4.99/mo for 6 months" / "$10.99/mo" and what follows, in the reader's locale. */
export function OfferPriceText({ offer }: { offer: PresentedOffer }) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const { headline, renewal } = offerTerms(offer);
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, locale);
  const headlineText = (line: OfferHeadline) => {
    switch (line.kind) {
      case 'free':
        return t('catalog.offer.free', { months: line.months });
      case 'intro':
        return t('catalog.offer.intro', {
          price: money(line.price),
          period: line.period,
          months: line.months,
        });
      case 'price':
        return t('catalog.offer.price', { price: money(line.price), period: line.period });
    }
  };
  return (
    <div className={styles.priceText}>
      <p className={styles.headlinePrice}>{headlineText(headline)}</p>
      {renewal ? (
        <p className={styles.renewal}>
          {t('catalog.offer.then', { price: money(renewal.price), period: renewal.period })}
        </p>
      ) : null}
      {offer.activationFee && offer.activationFee.amountMinor > 0 ? (
        <p className={styles.fine}>
          {t('catalog.offer.activationFee', { fee: money(offer.activationFee) })}
        </p>
      ) : null}
      <p className={styles.fine}>
        {t(offer.royaltyFeeApplies ? 'catalog.offer.royaltyFee' : 'catalog.offer.taxes')}
      </p>
    </div>
  );
}
