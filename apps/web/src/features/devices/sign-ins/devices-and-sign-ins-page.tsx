import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button, Card } from '../../../shared/ui/index.ts';
import { signInsCatalog } from './messages/index.ts';
import {
  BrowsersSection,
  DevicesSection,
  PasskeysSection,
  ServicesSection,
} from './sign-in-sections.tsx';
import styles from './sign-ins.module.css';
import { useSignIns } from './use-sign-ins.ts';

/**
 * `account/devices` (ADR 078): everything that can use the customer's sign-in, in one place —
 * connected devices, linked services, passkeys, browsers — each renamed where a name makes sense
 * and revoked after a confirmation that says what stops working. What changed is announced in
 * one polite live region at the top.
 */
function DevicesAndSignIns() {
  const t = useT();
  const location = useLocation();
  const { status, authenticated, ensureStarted } = useSignIns();
  const [notice, setNotice] = useState<string>();

  let body: ReactNode;
  if (status === 'idle' || status === 'starting') {
    body = <p role="status">{t('signIns.loading')}</p>;
  } else if (status === 'failed') {
    body = (
      <>
        <Alert tone="error">{t('signIns.error')}</Alert>
        <div className={styles.actions}>
          <Button onClick={() => void ensureStarted().catch(() => {})}>{t('signIns.retry')}</Button>
        </div>
      </>
    );
  } else if (!authenticated) {
    const back = `/sign-in?${new URLSearchParams({ redirectTo: `${location.pathname}${location.search}` })}`;
    body = (
      <>
        <p>{t('signIns.signedOut')}</p>
        <div className={styles.actions}>
          <Link to={back}>{t('signIns.signIn')}</Link>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <DevicesSection onDone={setNotice} />
        <ServicesSection onDone={setNotice} />
        <PasskeysSection onDone={setNotice} />
        <BrowsersSection onDone={setNotice} />
        <p>
          <Link to="/account">{t('signIns.toAccount')}</Link>
        </p>
      </>
    );
  }

  return (
    <Card className={styles.card}>
      <h1>{t('route.accountDevices.title')}</h1>
      <p className={styles.lead}>{t('signIns.lead')}</p>
      <div role="status" aria-live="polite">
        {notice ? <Alert tone="success">{notice}</Alert> : null}
      </div>
      {body}
    </Card>
  );
}

export function DevicesAndSignInsPage() {
  return (
    <CatalogLayer catalog={signInsCatalog}>
      <DevicesAndSignIns />
    </CatalogLayer>
  );
}
