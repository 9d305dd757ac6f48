import { useEffect, useRef } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Card } from '../../../shared/ui/index.ts';
import styles from './transfer.module.css';

/**
 * `oac-redirect` (flows §8.1): a customer whose radios are managed in the account centre (the
 * online account centre, OAC) goes there, once; the link stays on the page should the browser
 * not follow.
 */
export function OacRedirect() {
  const t = useT();
  const services = useAppServices();
  const href = services.config.accountCentre.homeUrl;
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    services.navigator.assign(href);
  }, [services.navigator, href]);
  return (
    <Card className={styles.page}>
      <h1 className={styles.title}>{t('transfer.oac.title')}</h1>
      <p className={styles.lead}>{t('transfer.oac.body')}</p>
      <p>
        <a href={href}>{t('transfer.oac.link')}</a>
      </p>
    </Card>
  );
}
