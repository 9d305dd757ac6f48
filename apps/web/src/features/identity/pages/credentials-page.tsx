import {
  currentPasswordSchema,
  type FieldErrorCode,
  newPasswordSchema,
  typedFieldSchema,
} from '@orbit/domain';
import type { IdentityClient } from '@orbit/sdk';
import { type InputHTMLAttributes, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { mergeCatalogs } from '../../../shared/i18n/catalog.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, Button, Card, Dialog, TextField } from '../../../shared/ui/index.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import { newPasswordMessage, PasswordRules } from '../components/password-rules.tsx';
import { useFieldRefusals } from '../components/use-field-refusals.ts';
import { credentialsCatalog } from '../credentials/messages/index.ts';
import styles from '../identity.module.css';
import { type ErrorMessage, errorCode, identityErrorMessage } from '../identity-errors.ts';
import { IdentityProviders } from '../identity-providers.tsx';
import { recoveryCatalog } from '../recovery/messages/index.ts';
import { RecoveryChooser } from '../recovery/recovery-chooser.tsx';
import { RecoveryOptions } from '../recovery/recovery-options.tsx';
import { RecoveryRoutes } from '../recovery/recovery-routes.tsx';
import { signUpCatalog } from '../sign-up/messages/index.ts';
import { useIdentity } from '../use-identity.ts';
import { useIdentityAction } from '../use-identity-action.ts';

/** The sign-in details' words, the new password's rules and the recovery pages' words. */
const credentialsPageWords = mergeCatalogs(credentialsCatalog, signUpCatalog, recoveryCatalog);

const WRONG_PASSWORD_CODES = new Set(['INVALID_CREDENTIALS', 'SIGN_IN_DELAYED']);
const REQUIRED: ErrorMessage = { id: 'identity.common.required' };
const REAUTH: ErrorMessage = { id: 'identity.credentials.reauth' };

function credentialErrorMessage(failure: unknown): ErrorMessage {
  const code = errorCode(failure);
  if (code === 'INVALID_CREDENTIALS') return { id: 'identity.credentials.wrongPassword' };
  return identityErrorMessage(failure);
}

const deleteFormSchema = z.object({ currentPassword: currentPasswordSchema });

/**
 * `account/credentials`: change email, password or phone (each re-authenticated with the current
 * password), sign out, sign out everywhere, delete the sign-in; and the recovery options that
 * still help a signed-in customer (a forgotten current password, verifying to pay the bill).
 * Not signed in: the recovery chooser (flows §7.3).
 */
export function CredentialsPage() {
  const t = useT();
  const navigate = useNavigate();
  const { status, authenticated, handle } = useIdentity();
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<ErrorMessage>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const endSessions = useIdentityAction(
    (identity, action: 'signOut' | 'revokeAll') => identity[action](),
    {
      onMutate: () => setError(undefined),
      onSuccess: () => navigate('/sign-in', { replace: true }),
      onError: (failure) => setError(identityErrorMessage(failure)),
    },
  );
  const removeIdentity = useIdentityAction(
    (identity, currentPassword: string) => identity.deleteIdentity({ currentPassword }),
    {
      onSuccess: () => {
        setConfirmDelete(false);
        setNotice(t('identity.credentials.deleted'));
      },
    },
  );
  const deleteEntry = useEntryForm({
    schema: deleteFormSchema,
    defaultValues: { currentPassword: '' },
    busy: removeIdentity.isPending,
    onSubmit: ({ currentPassword }) => removeIdentity.mutate(currentPassword),
  });
  const busy = endSessions.isPending || removeIdentity.isPending;
  const deleteError = removeIdentity.error
    ? credentialErrorMessage(removeIdentity.error)
    : undefined;
  const deletePassword = deleteEntry.field('currentPassword');

  if (status !== 'ready' && status !== 'failed') {
    return (
      <Card className={styles.card}>
        <h1>{t('route.accountCredentials.title')}</h1>
        <p role="status">{t('identity.common.working')}</p>
      </Card>
    );
  }
  if (!authenticated) return <RecoveryChooser notice={notice} />;

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
        rule={typedFieldSchema}
        messageOf={() => REQUIRED}
        change={(identity, value, currentPassword) =>
          identity.changeHandle({ handle: value, currentPassword })
        }
      />
      <ChangeSection
        title={t('identity.credentials.passwordTitle')}
        newLabel={t('identity.credentials.newPassword')}
        input={{ type: 'password', autoComplete: 'new-password', name: 'new-password' }}
        withRules
        submitLabel={t('identity.credentials.savePassword')}
        savedMessage={t('identity.credentials.passwordSaved')}
        rule={newPasswordSchema}
        messageOf={(code, value) => (code === 'REQUIRED' ? REQUIRED : newPasswordMessage(value))}
        change={(identity, value, currentPassword) =>
          identity.changePassword({ newPassword: value, currentPassword })
        }
      />
      <ChangeSection
        title={t('identity.credentials.phoneTitle')}
        newLabel={t('identity.credentials.newPhone')}
        hint={t('identity.credentials.phoneHint')}
        input={{ type: 'tel', autoComplete: 'tel-national', name: 'phone', inputMode: 'tel' }}
        submitLabel={t('identity.credentials.savePhone')}
        savedMessage={t('identity.credentials.phoneSaved')}
        rule={typedFieldSchema}
        messageOf={() => REQUIRED}
        change={(identity, value, currentPassword) =>
          identity.changePhoneNumber({ phoneNumber: value.replace(/\D/g, ''), currentPassword })
        }
      />

      <section className={styles.section} aria-labelledby="sessions-title">
        <h2 id="sessions-title">{t('identity.credentials.sessionsTitle')}</h2>
        <p className={styles.lead} id="sign-out-everywhere-hint">
          {t('identity.credentials.signOutEverywhereHint')}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" disabled={busy} onClick={() => endSessions.mutate('signOut')}>
            {t('identity.credentials.signOut')}
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            aria-describedby="sign-out-everywhere-hint"
            onClick={() => endSessions.mutate('revokeAll')}
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
        <form {...deleteEntry.formProps} className={styles.form}>
          <TextField
            {...deletePassword}
            label={t('identity.credentials.currentPassword')}
            hint={t('identity.credentials.currentPasswordHint')}
            type="password"
            autoComplete="current-password"
            name="delete-current-password"
            required
            error={deleteEntry.codeOf('currentPassword') ? t(REAUTH.id) : undefined}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={busy || !deletePassword.value}>
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
  input: InputHTMLAttributes<HTMLInputElement> & { name: string };
  withRules?: boolean;
  submitLabel: string;
  savedMessage: string;
  /** The domain's rule of the new value. */
  rule: z.ZodMiniType<string, string>;
  /** What the new value's code means here (`value` is what was typed). */
  messageOf(code: FieldErrorCode, value: string): ErrorMessage;
  change(identity: IdentityClient, value: string, currentPassword: string): Promise<unknown>;
}) {
  const t = useT();
  const titleId = useId();
  const rulesId = useId();
  const [saved, setSaved] = useState(false);
  const schema = useMemo(
    () => z.object({ value: props.rule, currentPassword: currentPasswordSchema }),
    [props.rule],
  );
  const save = useIdentityAction(
    (identity, { value, currentPassword }: z.output<typeof schema>) =>
      props.change(identity, value, currentPassword),
    {
      onSuccess: () => {
        setSaved(true);
        entry.form.reset();
      },
      onError: (failure) => {
        const code = errorCode(failure);
        if (WRONG_PASSWORD_CODES.has(code) || code === 'REAUTHENTICATION_REQUIRED') {
          refusals.refuse(
            'currentPassword',
            code === 'SIGN_IN_DELAYED'
              ? identityErrorMessage(failure)
              : credentialErrorMessage(failure),
          );
        } else {
          refusals.refuse('value', credentialErrorMessage(failure));
        }
      },
    },
  );
  const entry = useEntryForm({
    schema,
    defaultValues: { value: '', currentPassword: '' },
    busy: save.isPending,
    onSubmit: (checked) => {
      setSaved(false);
      refusals.clear();
      save.mutate(checked);
    },
    onInvalid: () => {
      setSaved(false);
      refusals.clear();
    },
  });
  const refusals = useFieldRefusals(entry);
  const value = entry.field('value');
  const busy = entry.busy;

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{props.title}</h2>
      {saved ? <Alert tone="success">{props.savedMessage}</Alert> : null}
      <form {...entry.formProps} className={styles.form}>
        <TextField
          {...value}
          {...props.input}
          label={props.newLabel}
          hint={props.hint}
          required
          error={refusals.errorOf('value', (code) => props.messageOf(code, value.value))}
          {...(props.withRules ? { 'aria-describedby': rulesId } : {})}
        />
        {props.withRules ? <PasswordRules id={rulesId} password={value.value} /> : null}
        <TextField
          {...entry.field('currentPassword')}
          label={t('identity.credentials.currentPassword')}
          hint={t('identity.credentials.currentPasswordHint')}
          type="password"
          autoComplete="current-password"
          name={`${props.input.name}-current-password`}
          required
          error={refusals.errorOf('currentPassword', () => REAUTH)}
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
    <IdentityProviders pageWords={credentialsPageWords}>
      <RecoveryRoutes index={<CredentialsPage />} />
    </IdentityProviders>
  );
}
