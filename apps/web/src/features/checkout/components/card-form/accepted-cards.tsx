import { CARD_BRANDS_BY_COUNTRY, type CardBrand, type Country } from '@orbit/domain';
import { useT } from '../../../../shared/i18n/use-t.ts';
import styles from '../checkout.module.css';
import { CARD_BRAND_NAMES } from './card-brand.ts';

/** The logos shown under "We accept": the big four, Discover in the US only. */
const SHOWN: readonly CardBrand[] = ['visa', 'mastercard', 'discover', 'amex'];
const SHORT: Readonly<Record<CardBrand, string>> = {
  visa: 'VISA',
  mastercard: 'MC',
  amex: 'AMEX',
  discover: 'DISC',
  diners: 'DC',
  jcb: 'JCB',
  unionpay: 'UP',
};

export interface AcceptedCardsProps {
  country: Country;
  /** The brand typed so far, highlighted; the others dim once it is known. */
  detected: CardBrand | undefined;
}

export function AcceptedCards({ country, detected }: AcceptedCardsProps) {
  const t = useT();
  const brands = SHOWN.filter((brand) => CARD_BRANDS_BY_COUNTRY[country].includes(brand));
  return (
    <>
      <p className="visually-hidden" id="accepted-cards-label">
        {t('checkout.card.accepted')}
      </p>
      <ul className={styles.cards} aria-labelledby="accepted-cards-label">
        {brands.map((brand) => (
          <li
            key={brand}
            className={[
              styles.cardLogo,
              detected === brand ? styles.cardLogoActive : '',
              detected && detected !== brand ? styles.cardLogoDim : '',
            ].join(' ')}
          >
            <span aria-hidden="true">{SHORT[brand]}</span>
            <span className="visually-hidden">{CARD_BRAND_NAMES[brand]}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
