import type { Session } from '@orbit/domain';
import { useMutation } from '@tanstack/react-query';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button } from '../../../shared/ui/index.ts';
import { passkeyCatalog } from '../passkeys/messages/index.ts';
import styles from '../passkeys/passkeys.module.css';
import { passkeyFailureOf, usePasskeys } from '../passkeys/use-passkeys.ts';

export interface PasskeySignInButtonProps {
  /** Called once the session is authenticated (e.g. to go on to `redirectTo`). */
  onSignedIn(session: Session): void;
  /** The handle typed so far, kept as the session's handle when the passkey names no email. */
  handle?: string;
  fullWidth?: boolean;
}

/**
 * "Sign in with a passkey" for the sign-in page: no handle needed (the passkey says whose it
 * is). Renders nothing when passkeys are disabled in the domain config or the browser has none.
 * It brings the passkey messages with it, so a page that offers it needs only its own.
 */
export function PasskeySignInButton(props: PasskeySignInButtonProps) {
  return (
    <CatalogLayer catalog={passkeyCatalog}>
      <PasskeySignIn {...props} />
    </CatalogLayer>
  );
}

function PasskeySignIn({ onSignedIn, handle, fullWidth }: PasskeySignInButtonProps) {
  const t = useT();
  // The page around it starts the SDK; the button only shows once it is ready.
  const { status, passkeys } = usePasskeys({ start: false });
  const signIn = useMutation({
    mutationFn: () => passkeys.signIn(handle ? { handle } : {}),
    onSuccess: onSignedIn,
  });

  if (status !== 'ready' || !passkeys.isAvailable()) return null;

  const working = signIn.isPending;
  const outcome = signIn.error ? passkeyFailureOf(signIn.error) : undefined;
  const failure =
    outcome && (outcome.kind === 'denied' ? 'passkey.signIn.denied' : outcome.messageId);

  return (
    <div className={styles.signIn}>
      <Button
        variant="secondary"
        fullWidth={fullWidth ?? false}
        onClick={() => signIn.mutate()}
        disabled={working}
        aria-busy={working || undefined}
      >
        {working ? t('passkey.signIn.working') : t('passkey.signIn.button')}
      </Button>
      {failure ? <Alert tone="warning">{t(failure)}</Alert> : null}
    </div>
  );
}
