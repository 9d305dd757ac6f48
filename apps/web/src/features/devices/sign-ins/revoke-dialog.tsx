import { useMutation } from '@tanstack/react-query';
import { failureOf } from '../../../shared/errors/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button, Dialog } from '../../../shared/ui/index.ts';

/** What is being taken away: each kind says in its own words what stops working. */
export type RevokeKind = 'device' | 'service' | 'passkey' | 'browser';

/** Refusals meaning "it is not there any more" (revoked elsewhere, or never the caller's). */
const GONE = new Set([
  'CONNECTED_DEVICE_NOT_FOUND',
  'LINKED_SERVICE_NOT_FOUND',
  'SAVED_PASSKEY_NOT_FOUND',
]);

/**
 * The confirmation before a revoke: its title names the thing, its body what stops working. The
 * page is told the outcome (done, or already gone) to announce it; other failures stay here.
 */
export function RevokeDialog({
  open,
  kind,
  name,
  body,
  revoke,
  onClose,
  onDone,
}: {
  open: boolean;
  kind: RevokeKind;
  name: string;
  /** The body, when the kind's own does not fit (a car, a partner's scopes). */
  body?: string | undefined;
  revoke(): Promise<unknown>;
  onClose(): void;
  onDone(message: string): void;
}) {
  const t = useT();
  const revoking = useMutation({
    mutationFn: revoke,
    onSuccess: () => onDone(t(`signIns.${kind}.done`, { name })),
    onError: (error) => {
      if (GONE.has(failureOf(error).code ?? '')) onDone(t('signIns.gone', { name }));
    },
  });
  const failed = revoking.error && !GONE.has(failureOf(revoking.error).code ?? '');
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={t(`signIns.${kind}.title`, { name })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('signIns.keep')}
          </Button>
          <Button disabled={revoking.isPending} onClick={() => revoking.mutate()}>
            {t(revoking.isPending ? 'signIns.working' : `signIns.${kind}.action`)}
          </Button>
        </>
      }
    >
      {failed ? <Alert tone="error">{t('signIns.failed')}</Alert> : null}
      <p>{body ?? t(`signIns.${kind}.body`, { name })}</p>
    </Dialog>
  );
}
