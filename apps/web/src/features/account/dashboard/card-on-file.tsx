import type { AccountCreditCard } from '@orbit/domain';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { UPDATE_CARD_PATH } from '../guard/account-links.ts';
import { cardBrandName } from './card-brand.ts';
import styles from './dashboard.module.css';

/** The status words of a stored card (spec 001 §4): fine, expiring this month, expired. */
function useCardStatusText() {
  const t = useT();
  return (card: AccountCreditCard) => {
    switch (card.status) {
      case 'expired':
        return t('account.card.status.expired');
      case 'aboutToExpire':
        return t('account.card.status.aboutToExpire', {
          days: Math.max(0, card.daysUntilExpiration),
        });
      default:
        return t('account.card.status.active');
    }
  };
}

/**
 * The card automatic payments use: brand, last four, expiry and its status, and (for the
 * signed-in owner) the way to replace it. An account that pays by invoice says so.
 */
export function CardOnFile({
  card,
  paysByInvoice,
  canManage,
}: {
  card: AccountCreditCard | null;
  paysByInvoice: boolean;
  canManage: boolean;
}) {
  const t = useT();
  const statusText = useCardStatusText();
  return (
    <div className={styles.cardOnFile}>
      <h3 className={styles.subheading}>{t('account.card.title')}</h3>
      {card ? (
        <>
          <p className={styles.cardLine}>
            {t('account.card.description', {
              brand: cardBrandName(card.type),
              last4: card.last4Digits,
            })}
            <span className={styles.cardExpiry}>
              {t('account.card.expires', {
                month: String(card.expirationMonth).padStart(2, '0'),
                year: String(card.expirationYear),
              })}
            </span>
          </p>
          <p className={styles.cardStatus} data-status={card.status}>
            {statusText(card)}
          </p>
        </>
      ) : (
        <p>{t(paysByInvoice ? 'account.card.invoice' : 'account.card.none')}</p>
      )}
      {canManage ? (
        <p className={styles.cardAction}>
          <Link to={UPDATE_CARD_PATH}>{t(card ? 'account.card.update' : 'account.card.add')}</Link>
        </p>
      ) : null}
    </div>
  );
}
