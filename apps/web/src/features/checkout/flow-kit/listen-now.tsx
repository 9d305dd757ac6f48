import { listenCalls } from '@orbit/sdk';
import { useMutation } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button } from '../../../shared/ui/index.ts';
import styles from '../components/checkout.module.css';
import { reportHandledError } from './report-handled-error.ts';

/**
 * "Listen now" on a thanks page (ADR 050): asks the server for the signed, short-lived player
 * link of the subscription just bought when pressed — never before, since it lasts minutes — and
 * opens it. The player app is the server's to name (its configuration), not the web app's.
 */
export function ListenNow({ subscriptionId }: { subscriptionId: string | null | undefined }) {
  const t = useT();
  const services = useAppServices();
  const calls = useCareCalls(listenCalls);
  const open = useMutation({
    mutationFn: (id: string) =>
      calls.listenLink({ subscriptionId: id }, { skipGlobalHandler: true }),
    onSuccess: (link) => services.navigator.assign(link.url),
    onError: (error) => reportHandledError(services, error, 'listen-link'),
  });
  if (!subscriptionId) return null;
  return (
    <div className={[styles.actions, styles.section].join(' ')}>
      <Button
        onClick={() => open.mutate(subscriptionId)}
        disabled={open.isPending || open.isSuccess}
        aria-busy={open.isPending}
      >
        {t('checkout.thanks.listenNow')}
      </Button>
      {open.isError ? <Alert tone="error">{t('checkout.thanks.listenNowFailed')}</Alert> : null}
    </div>
  );
}
