import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button } from '../../../shared/ui/index.ts';
import { RenameInline } from './rename-inline.tsx';
import { RevokeDialog, type RevokeKind } from './revoke-dialog.tsx';
import styles from './sign-ins.module.css';

/**
 * One thing that holds a way into the account: its name, what is known of it, and — where it
 * makes sense — rename in place and revoke after a confirmation. The buttons' names include the
 * thing's name, so a list of them reads well to a screen reader.
 */
export function SignInRow({
  name,
  badge,
  details,
  rename,
  revoke,
  onDone,
}: {
  name: string;
  badge?: string | undefined;
  details: string[];
  rename?: { current: string | null; save(name: string): Promise<void> } | undefined;
  revoke?: { kind: RevokeKind; body?: string | undefined; run(): Promise<unknown> } | undefined;
  onDone(message: string): void;
}) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <h3 className={styles.rowName}>{name}</h3>
        {badge ? <span className={styles.badge}>{badge}</span> : null}
      </div>
      <ul className={styles.details}>
        {details.map((detail) => (
          <li key={detail}>{detail}</li>
        ))}
      </ul>
      {editing && rename ? (
        <RenameInline
          current={rename.current}
          shownName={name}
          save={rename.save}
          onCancel={() => setEditing(false)}
          onDone={(saved) => {
            setEditing(false);
            onDone(t('signIns.rename.saved', { name: saved }));
          }}
        />
      ) : (
        <div className={styles.rowActions}>
          {rename ? (
            <Button
              variant="secondary"
              aria-label={`${t('signIns.rename')} ${name}`}
              onClick={() => setEditing(true)}
            >
              {t('signIns.rename')}
            </Button>
          ) : null}
          {revoke ? (
            <Button
              variant="secondary"
              aria-label={`${t(`signIns.${revoke.kind}.action`)} ${name}`}
              onClick={() => setConfirming(true)}
            >
              {t(`signIns.${revoke.kind}.action`)}
            </Button>
          ) : null}
        </div>
      )}
      {revoke ? (
        <RevokeDialog
          open={confirming}
          kind={revoke.kind}
          name={name}
          body={revoke.body}
          revoke={revoke.run}
          onClose={() => setConfirming(false)}
          onDone={(message) => {
            setConfirming(false);
            onDone(message);
          }}
        />
      ) : null}
    </li>
  );
}
