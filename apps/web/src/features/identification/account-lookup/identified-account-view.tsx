import type { CareAccountRadio, CareIdentifiedAccount } from '@orbit/domain';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button, buttonClassName, Tile } from '../../../shared/ui/index.ts';
import styles from './account-lookup.module.css';

/** Where "Sign in" goes: the care sign-in (the account centre's when its flag is on). */
export const PAY_BILL_PATH = '/account/pay';
/** Managing the account needs a sign-in; the sign-in page comes back to the account page. */
export const MANAGE_ACCOUNT_PATH = `/account/login?${new URLSearchParams({ redirectTo: '/account/manage' })}`;

function RadioCard({ radio }: { radio: CareAccountRadio }) {
  const t = useT();
  const vehicle = radio.vehicle
    ? [radio.vehicle.year, radio.vehicle.make, radio.vehicle.model].filter(Boolean).join(' ')
    : t(`lookup.radio.device.${radio.deviceType}`);
  return (
    <Tile as="li">
      <p className={styles.radioTitle}>{vehicle}</p>
      <p className={styles.radioMeta}>
        {t('lookup.radio.id', { masked: `****${radio.radioIdLastFour}` })}
      </p>
      <p className={styles.radioMeta}>{radio.planName ?? t('lookup.radio.noService')}</p>
    </Tile>
  );
}

export interface IdentifiedAccountViewProps {
  account: CareIdentifiedAccount;
  /** The LPZ form, shown while the account is not verified. */
  verification: ReactNode;
  /** The customer has just verified it on this page: say so. */
  justVerified?: boolean;
  onSearchAgain(): void;
}

/**
 * The account found (flows §1.2): "Hi {firstName}! You have N radios" once the customer has
 * proven who they are (FLEPZ, LPZ), else "We found your account"; each radio as year make model,
 * Radio ID ****1234 and its plan or "No active service"; streaming sign-ins masked. Unverified:
 * the LPZ form. Verified: pay the bill, or sign in to manage the account. The heading takes focus
 * so the result is read.
 */
export function IdentifiedAccountView({
  account,
  verification,
  justVerified = false,
  onSearchAgain,
}: IdentifiedAccountViewProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const count = account.radios.length;
  const title =
    account.verified && account.firstName
      ? t('lookup.result.greeting', { firstName: account.firstName, count })
      : t('lookup.result.title');
  return (
    <section aria-labelledby={headingId} className={styles.result}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.resultTitle}>
        {title}
      </h2>
      {account.verified && account.firstName ? null : (
        <p className={styles.lead}>{t('lookup.result.radios', { count })}</p>
      )}
      {count > 0 ? (
        <ul className={styles.radios}>
          {account.radios.map((radio) => (
            <RadioCard key={radio.deviceRef} radio={radio} />
          ))}
        </ul>
      ) : null}
      {account.streaming.length > 0 ? (
        <div>
          <h3 className={styles.sectionTitle}>{t('lookup.streaming.title')}</h3>
          <ul className={styles.plainList}>
            {account.streaming.map((entry) => (
              <li key={entry.subscriptionId}>
                {t('lookup.streaming.item', {
                  planName: entry.planName,
                  username: entry.maskedUsername,
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {account.hasActiveSubscription ? <p>{t('lookup.result.active')}</p> : null}
      {justVerified ? <Alert tone="success">{t('lookup.verified.title')}</Alert> : null}
      {account.verified ? (
        <div className={styles.actions}>
          <Link to={PAY_BILL_PATH} className={buttonClassName('primary')}>
            {t('lookup.action.pay')}
          </Link>
          <Link to={MANAGE_ACCOUNT_PATH} className={buttonClassName('secondary')}>
            {t('lookup.action.manage')}
          </Link>
        </div>
      ) : (
        verification
      )}
      <div className={styles.actions}>
        <Button variant="quiet" onClick={onSearchAgain}>
          {t('lookup.result.searchAgain')}
        </Button>
      </div>
    </section>
  );
}
