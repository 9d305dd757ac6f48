import {
  emailSchema,
  type HumanCheckProof,
  type Locale,
  newPasswordSchema,
  rulesCountryForLocale,
} from '@orbit/domain';
import type { SignUpCodeSent } from '@orbit/sdk';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { failureOf } from '../../../shared/errors/index.ts';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { HumanCheck } from '../../../shared/human-check/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Button, Card, TextField } from '../../../shared/ui/index.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import { NewPasswordField } from '../components/new-password-field.tsx';
import { newPasswordMessage } from '../components/password-rules.tsx';
import { SignUpCode } from '../components/sign-up-code.tsx';
import { useFieldRefusals } from '../components/use-field-refusals.ts';
import { useServiceHumanCheck } from '../components/use-service-human-check.ts';
import styles from '../identity.module.css';
import {
  type ErrorMessage,
  identityErrorMessage,
  PASSWORD_REFUSAL_CODES,
} from '../identity-errors.ts';
import { IdentityProviders } from '../identity-providers.tsx';
import { safeRedirectTarget, withRedirect } from '../redirect-target.ts';
import { useIdentityAction } from '../use-identity-action.ts';

const INVALID_EMAIL: ErrorMessage = { id: 'identity.signUp.invalidEmail' };

/** The market's email rule (the server's, so it refuses nothing the page let through) and the password policy. */
function signUpSchema(locale: Locale) {
  return z.object({
    emailAddress: emailSchema(rulesCountryForLocale(locale)),
    password: newPasswordSchema,
  });
}

/**
 * Sign up (identities v1): email and password with live hints, then the code sent to the email
 * (ADR 025: the same step whether or not the email has a sign-in); signed in once it is entered.
 * Past the email's send budget (which anyone can spend) the server asks for a human check: it
 * runs above the button, and the sign-up is sent again with its proof once it is solved.
 */
export function SignUpPage() {
  const t = useT();
  const language = useIntl().locale as Locale;
  const location = useLocation();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<ErrorMessage>();
  const [sent, setSent] = useState<{ code: SignUpCodeSent; emailAddress: string }>();
  const schema = useMemo(() => signUpSchema(language), [language]);
  const humanCheck = useServiceHumanCheck();

  type SignUpEntry = { emailAddress: string; password: string; humanCheck?: HumanCheckProof };
  const signUp = useIdentityAction(
    (identity, entry: SignUpEntry) => identity.signUp({ ...entry, language }),
    {
      onSuccess: (code, { emailAddress }) => {
        humanCheck.clear();
        setSent({ code, emailAddress });
      },
      onError: (error, entry) => {
        const again = (proof: HumanCheckProof) => signUp.mutate({ ...entry, humanCheck: proof });
        if (humanCheck.askedBy(error, again)) return;
        humanCheck.clear();
        const { code } = failureOf(error);
        const message = identityErrorMessage(error);
        if (PASSWORD_REFUSAL_CODES.has(code)) {
          refusals.refuse('password', message);
        } else if (code === 'INVALID_EMAIL_ERROR') {
          refusals.refuse('emailAddress', message);
        } else {
          setFormError(message);
        }
      },
    },
  );
  const entry = useEntryForm({
    schema,
    defaultValues: { emailAddress: '', password: '' },
    busy: signUp.isPending,
    onSubmit: (checked) => {
      refusals.clear();
      setFormError(undefined);
      humanCheck.clear();
      signUp.mutate(checked);
    },
    onInvalid: () => {
      refusals.clear();
      setFormError(undefined);
    },
  });
  const refusals = useFieldRefusals(entry);
  const busy = entry.busy;
  const password = entry.field('password');

  if (sent) {
    return (
      <Card className={styles.card}>
        <h1>{t('identity.otp.title')}</h1>
        <SignUpCode
          sent={sent.code}
          emailAddress={sent.emailAddress}
          onSignedIn={() => navigate(safeRedirectTarget(location.search), { replace: true })}
          onChangeEmail={() => setSent(undefined)}
        />
      </Card>
    );
  }

  return (
    <Card className={styles.card}>
      <h1>{t('route.signUp.title')}</h1>
      <p className={styles.lead}>{t('identity.signUp.lead')}</p>
      <ErrorAlert error={formError} />
      <form {...entry.formProps} className={styles.form}>
        <TextField
          {...entry.field('emailAddress')}
          label={t('identity.common.email')}
          type="email"
          name="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={refusals.errorOf('emailAddress', () => INVALID_EMAIL)}
        />
        <NewPasswordField
          label={t('identity.common.password')}
          field={password}
          error={refusals.errorOf('password', () => newPasswordMessage(password.value))}
        />
        {humanCheck.check ? (
          <HumanCheck challenge={humanCheck.check.challenge} onSolved={humanCheck.check.retry} />
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {busy ? t('identity.common.working') : t('identity.signUp.submit')}
          </Button>
        </div>
      </form>
      <ul className={styles.links}>
        <li>
          {t('identity.signUp.haveAccount')}{' '}
          <Link to={withRedirect('/sign-in', location.search)}>{t('identity.signUp.signIn')}</Link>
        </li>
      </ul>
    </Card>
  );
}

export function Component() {
  return (
    <IdentityProviders>
      <SignUpPage />
    </IdentityProviders>
  );
}
