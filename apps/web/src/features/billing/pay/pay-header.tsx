import type { CareAccount } from '@orbit/domain';
import { type RefObject, useEffect, useRef } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import styles from '../billing.module.css';

/**
 * The top of every pay screen (flows §7.2): "Hi {name}", the account number, and the screen's
 * title as its one h1. A screen that replaces another (thank-you after the form) takes the
 * focus to its title, so a screen reader starts reading there.
 */
export function PayHeader({
  account,
  title,
  focusOnShow = false,
}: {
  account: CareAccount;
  title: string;
  focusOnShow?: boolean;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnShow(heading, focusOnShow);
  return (
    <>
      <p className={styles.greeting}>{t('billing.pay.greeting', { name: account.firstName })}</p>
      <p className={styles.accountNumber}>
        {t('billing.pay.accountNumber', { number: account.accountNumber })}
      </p>
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        {title}
      </h1>
    </>
  );
}

function useFocusOnShow(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled, ref]);
}
