import type { AmzauthMessage } from '@orbit/domain';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Card } from '../../../shared/ui/index.ts';
import styles from './account-linking.module.css';
import { ALEXA_PATH } from './alexa-link-flow.ts';

/**
 * `subscribe/linking/device-link-amazon/amzauth` (where `/amzauth` lands): the Amazon popup's last
 * page. It hands Amazon's answer (code or error, with the state) to the window that opened it —
 * only if that window is of our origin (`postMessage` to our origin alone) — and closes. The
 * opener checks the state; this page trusts nothing itself. Opened any other way, it says so.
 */
export function AmzauthPage() {
  const t = useT();
  const { search } = useLocation();
  const [handedOver, setHandedOver] = useState<boolean | undefined>(undefined);

  useEffect(() => {
    const query = new URLSearchParams(search);
    const opener = window.opener as Window | null;
    const state = query.get('state');
    if (!opener || opener === window || !state) {
      setHandedOver(false);
      return;
    }
    const code = query.get('code');
    const error = query.get('error');
    const message: AmzauthMessage = {
      kind: 'orbit-amzauth',
      state,
      ...(code ? { code } : {}),
      ...(error ? { error } : {}),
    };
    opener.postMessage(message, window.location.origin);
    setHandedOver(true);
    window.close();
  }, [search]);

  return (
    <Card className={styles.card}>
      <h1>{t('route.deviceLinkAmazon.title')}</h1>
      {handedOver === false ? (
        <>
          <p>{t('alexa.amzauth.alone')}</p>
          <div className={styles.actions}>
            <Link to={ALEXA_PATH}>{t('alexa.amzauth.start')}</Link>
          </div>
        </>
      ) : (
        <p role="status">{t('alexa.amzauth.closing')}</p>
      )}
    </Card>
  );
}
