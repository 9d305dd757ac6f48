import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../shared/i18n/use-t.ts';
import { useAppServices } from '../../shared/services/app-services.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import type { SessionTimeout } from './session-timeout.ts';
import styles from './session-timeout-modal.module.css';
import { startOver } from './start-over.ts';

/**
 * The session-timeout modal (flows §9.1). It cannot be dismissed: its only way out is "Start over",
 * and closing it any other way (a second Escape) starts over too.
 */
export function SessionTimeoutModal({ sessionTimeout }: { sessionTimeout: SessionTimeout }) {
  const open = useSyncExternalStore(
    sessionTimeout.timedOut.subscribe,
    sessionTimeout.timedOut.get,
    sessionTimeout.timedOut.get,
  );
  const { navigator, dataLayer, pageLoading } = useAppServices();
  const { search } = useLocation();
  const t = useT();

  useEffect(() => {
    if (!open) return;
    pageLoading.set(false);
    dataLayer.push('sessionTimeout', { impression: { name: 'sessionTimeout' } });
  }, [open, dataLayer, pageLoading]);

  if (!open) return null;
  const restart = () => startOver(search, navigator);
  return (
    <Dialog
      open
      role="alertdialog"
      dismissible={false}
      onClose={restart}
      title={t('session.timeout.title')}
      actions={<Button onClick={restart}>{t('session.timeout.startOver')}</Button>}
    >
      <p className={styles.lead}>
        <strong>{t('session.timeout.expired')}</strong>
      </p>
      <p>{t('session.timeout.startOverText')}</p>
    </Dialog>
  );
}
