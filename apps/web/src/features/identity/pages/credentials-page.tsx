import type { CredentialChangeResponse } from '@orbit/domain';
import { type FormEvent, type InputHTMLAttributes, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button, Card, Dialog, TextField } from '../../../shared/ui/index.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import { clientPasswordError, PasswordRules } from '../components/password-rules.tsx';
import styles from '../identity.module.css';
import { type ErrorMessage, errorCode, identityErrorMessage } from '../identity-errors.ts';
import { identityCatalog } from '../messages/index.ts';
import { RecoveryChooser } from '../recovery/recovery-chooser.tsx';
import { RecoveryOptions } from '../recovery/recovery-options.tsx';
import { RecoveryRoutes } from '../recovery/recovery-routes.tsx';
import { useIdentity } from '../use-identity.ts';

const WRONG_PASSWORD_CODES = new Set(['INVALID_CREDENTIALS', 'userServices.identity.locked']);

function credentialErrorMessage(failure: unknown): ErrorMessage {
  const code = errorCode(failure);
  if (code === 'INVALID_CREDENTIALS') return { id: 'identity.credentials.wrongPassword' };
  return identityErrorMessage(failure);
}

/**
 * `account/credentials`: change email, password or phone (each re-authenticated with the current
 * password), sign out, sign out everywhere, delete the sign-in; and the recovery options that
 * still help a signed-in customer (a forgotten current password, verifying to pay the bill).
 * Not signed in: the recovery chooser (flows §7.3).
 */
export function CredentialsPage() {
  const t = useT();
  const navigate = useNavigate();
  const { status, authenticated, handle, run } = useIdentity();
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<ErrorMessage>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deletePassword, setDeletePassword] = useState('');
  const [deleteError, setDeleteError] = useState<ErrorMessage>();
  const [busy, setBusy] = useState(false);

  if (status !== 'ready' && status !== 'failed') {
    return (
      <Card className={styles.card}>
        <h1>{t('route.accountCredentials.title')}</h1>
        <p role="status">{t('identity.common.working')}</p>
      </Card>
    );
  }
  if (!authenticated) return <RecoveryChooser notice={notice} />;

  const sessionAction = async (action: 'signOut' | 'revokeAll') => {
    setBusy(true);
    setError(undefined);
    try {
      await run((identity) => identity[action]());
      navigate('/sign-in', { replace: true });
    } catch (failure) {
      setError(identityErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const deleteIdentity = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setDeleteError(undefined);
    try {
      await run((identity) => identity.deleteIdentity({ currentPassword: deletePassword }));
      setConfirmDelete(false);
      setNotice(t('identity.credentials.deleted'));
    } catch (failure) {
      setDeleteError(credentialErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className={styles.card}>
      <h1>{t('route.accountCredentials.title')}</h1>
      <p className={styles.handle}>
        {t('identity.credentials.signedInAs', { handle: handle ?? '' })}
      </p>
      <p className={styles.lead}>{t('identity.credentials.lead')}</p>
      <ErrorAlert error={error} />

      <ChangeSection
        title={t('identity.credentials.emailTitle')}
        newLabel={t('identity.credentials.newEmail')}
        input={{ type: 'email', autoComplete: 'email', name: 'email', autoCapitalize: 'none' }}
        submitLabel={t('identity.credentials.saveEmail')}
        savedMessage={t('identity.credentials.emailSaved')}
        save={(value, currentPassword) =>
          run((identity) => identity.changeHandle({ handle: value, currentPassword }))
        }
      />
      <ChangeSection
        title={t('identity.credentials.passwordTitle')}
        newLabel={t('identity.credentials.newPassword')}
        input={{ type: 'password', autoComplete: 'new-password', name: 'new-password' }}
        withRules
        submitLabel={t('identity.credentials.savePassword')}
        savedMessage={t('identity.credentials.passwordSaved')}
        save={(value, currentPassword) =>
          run((identity) => identity.changePassword({ newPassword: value, currentPassword }))
        }
      />
      <ChangeSection
        title={t('identity.credentials.phoneTitle')}
        newLabel={t('identity.credentials.newPhone')}
        hint={t('identity.credentials.phoneHint')}
        input={{ type: 'tel', autoComplete: 'tel-national', name: 'phone', inputMode: 'tel' }}
        submitLabel={t('identity.credentials.savePhone')}
        savedMessage={t('identity.credentials.phoneSaved')}
        save={(value, currentPassword) =>
          run((identity) =>
            identity.changePhoneNumber({ phoneNumber: value.replace(/\D/g, ''), currentPassword }),
          )
        }
      />

      <section className={styles.section} aria-labelledby="sessions-title">
        <h2 id="sessions-title">{t('identity.credentials.sessionsTitle')}</h2>
        <p className={styles.lead} id="sign-out-everywhere-hint">
          {t('identity.credentials.signOutEverywhereHint')}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" disabled={busy} onClick={() => void sessionAction('signOut')}>
            {t('identity.credentials.signOut')}
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            aria-describedby="sign-out-everywhere-hint"
            onClick={() => void sessionAction('revokeAll')}
          >
            {t('identity.credentials.signOutEverywhere')}
          </Button>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="delete-title">
        <h2 id="delete-title">{t('identity.credentials.deleteTitle')}</h2>
        <p className={styles.lead}>{t('identity.credentials.deleteHint')}</p>
        <Button variant="secondary" onClick={() => setConfirmDelete(true)}>
          {t('identity.credentials.delete')}
        </Button>
      </section>

      <section className={styles.section} aria-labelledby="recovery-title">
        <h2 id="recovery-title">{t('identity.recovery.signedIn.title')}</h2>
        <RecoveryOptions options={['forgotPassword', 'verifyAccount']} />
      </section>

      <Dialog
        open={confirmDelete}
        role="alertdialog"
        title={t('identity.credentials.deleteConfirmTitle')}
        onClose={() => setConfirmDelete(false)}
      >
        <p>{t('identity.credentials.deleteConfirmBody', { handle: handle ?? '' })}</p>
        <ErrorAlert error={deleteError} />
        <form className={styles.form} onSubmit={(event) => void deleteIdentity(event)} noValidate>
          <TextField
            label={t('identity.credentials.currentPassword')}
            hint={t('identity.credentials.currentPasswordHint')}
            type="password"
            autoComplete="current-password"
            name="delete-current-password"
            required
            value={deletePassword}
            onChange={(event) => setDeletePassword(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={busy || !deletePassword}>
              {t('identity.credentials.deleteConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
              {t('identity.credentials.cancel')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}

function ChangeSection(props: {
  title: string;
  newLabel: string;
  hint?: string;
  input: InputHTMLAttributes<HTMLInputElement>;
  withRules?: boolean;
  submitLabel: string;
  savedMessage: string;
  save(value: string, currentPassword: string): Promise<CredentialChangeResponse>;
}) {
  const t = useT();
  const titleId = useId();
  const rulesId = useId();
  const [value, setValue] = useState('');
  const [current, setCurrent] = useState('');
  const [valueError, setValueError] = useState<ErrorMessage>();
  const [currentError, setCurrentError] = useState<ErrorMessage>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const missingValue = !value.trim();
    const nextValueError: ErrorMessage | undefined = missingValue
      ? { id: 'identity.common.required' }
      : props.withRules
        ? clientPasswordError(value)
        : undefined;
    const nextCurrentError = current ? undefined : { id: 'identity.credentials.reauth' };
    setValueError(nextValueError);
    setCurrentError(nextCurrentError);
    if (nextValueError || nextCurrentError) return;
    setBusy(true);
    try {
      await props.save(value.trim(), current);
      setSaved(true);
      setValue('');
      setCurrent('');
    } catch (failure) {
      const code = errorCode(failure) ?? '';
      if (WRONG_PASSWORD_CODES.has(code) || code === 'REAUTHENTICATION_REQUIRED') {
        setCurrentError(
          code === 'userServices.identity.locked'
            ? identityErrorMessage(failure)
            : credentialErrorMessage(failure),
        );
      } else {
        setValueError(credentialErrorMessage(failure));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{props.title}</h2>
      {saved ? <Alert tone="success">{props.savedMessage}</Alert> : null}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          {...props.input}
          label={props.newLabel}
          hint={props.hint}
          required
          value={value}
          error={valueError ? t(valueError.id, valueError.values) : undefined}
          {...(props.withRules ? { 'aria-describedby': rulesId } : {})}
          onChange={(event) => setValue(event.target.value)}
        />
        {props.withRules ? <PasswordRules id={rulesId} password={value} /> : null}
        <TextField
          label={t('identity.credentials.currentPassword')}
          hint={t('identity.credentials.currentPasswordHint')}
          type="password"
          autoComplete="current-password"
          name={`${props.input.name}-current-password`}
          required
          value={current}
          error={currentError ? t(currentError.id, currentError.values) : undefined}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {busy ? t('identity.common.working') : props.submitLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** Route module of `account/credentials/*`: this page at the root, the recovery pages below. */
export function Component() {
  return (
    <CatalogLayer catalog={identityCatalog}>
      <RecoveryRoutes index={<CredentialsPage />} />
    </CatalogLayer>
  );
}
