import {
  emailSchema,
  type HumanCheckProof,
  type Locale,
  newPasswordSchema,
  rulesCountryForLocale,
} from '@orbit/domain';
import type { SignUpCodeSent } from '@orbit/sdk';
import { type ReactNode, useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { failureOf } from '../../../shared/errors/index.ts';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { HumanCheck } from '../../../shared/human-check/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { Button, TextField } from '../../../shared/ui/index.ts';
import styles from '../identity.module.css';
import {
  type ErrorMessage,
  identityErrorMessage,
  PASSWORD_REFUSAL_CODES,
} from '../identity-errors.ts';
import { useIdentityAction } from '../use-identity-action.ts';
import { ErrorAlert } from './error-alert.tsx';
import { NewPasswordField } from './new-password-field.tsx';
import { newPasswordMessage } from './password-rules.tsx';
import { signUpCodeStep } from './sign-up-code-on-demand.ts';
import { useFieldRefusals } from './use-field-refusals.ts';
import { useServiceHumanCheck } from './use-service-human-check.ts';

const INVALID_EMAIL: ErrorMessage = { id: 'identity.signUp.invalidEmail' };

/** The market's email rule (the server's, so it refuses nothing the page let through) and the password policy. */
function signUpSchema(locale: Locale) {
  return z.object({
    emailAddress: emailSchema(rulesCountryForLocale(locale)),
    password: newPasswordSchema,
  });
}

export type SignUpStep = 'form' | 'code';

export interface SignUpFormProps {
  /** The step's heading (the form and the code step are titled differently). */
  heading(step: SignUpStep): ReactNode;
  /** Shown under the heading on the form step. */
  lead?: ReactNode;
  /** Shown under the form (links to signing in instead). */
  footer?: ReactNode;
  /** An email given by someone else (a vehicle's link): shown, sent, not editable. */
  fixedEmail?: string;
  /** The email field's hint, when the page has something to say about which email to use. */
  emailHint?: ReactNode;
  /** Runs before the sign-up is sent (a signed-in visitor is signed out first, spec 001 §4). */
  beforeSignUp?: () => Promise<unknown>;
  onSignedIn(): void;
}

/**
 * Sign up (identities v1): email and password with live hints, then the code sent to the email
 * (ADR 025: the same step whether or not the email has a sign-in); signed in once it is entered.
 * Past the email's send budget (which anyone can spend) the server asks for a human check: it
 * runs above the button, and the sign-up is sent again with its proof once it is solved.
 */
export function SignUpForm(props: SignUpFormProps) {
  const t = useT();
  const language = useIntl().locale as Locale;
  const [formError, setFormError] = useState<ErrorMessage>();
  const [sent, setSent] = useState<{ code: SignUpCodeSent; emailAddress: string }>();
  const schema = useMemo(() => signUpSchema(language), [language]);
  const humanCheck = useServiceHumanCheck();
  usePreloadedSteps([signUpCodeStep]);

  type SignUpEntry = { emailAddress: string; password: string; humanCheck?: HumanCheckProof };
  const signUp = useIdentityAction(
    async (identity, entry: SignUpEntry) => {
      await props.beforeSignUp?.();
      return identity.signUp({ ...entry, language });
    },
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
        } else if (code === 'INVALID_EMAIL_ERROR' && !props.fixedEmail) {
          refusals.refuse('emailAddress', message);
        } else {
          setFormError(message);
        }
      },
    },
  );
  const entry = useEntryForm({
    schema,
    defaultValues: { emailAddress: props.fixedEmail ?? '', password: '' },
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
      <>
        {props.heading('code')}
        <OnDemandStep
          step={signUpCodeStep}
          sent={sent.code}
          emailAddress={sent.emailAddress}
          onSignedIn={props.onSignedIn}
          {...(props.fixedEmail ? {} : { onChangeEmail: () => setSent(undefined) })}
        />
      </>
    );
  }

  return (
    <>
      {props.heading('form')}
      {props.lead}
      <ErrorAlert error={formError} />
      <form {...entry.formProps} className={styles.form}>
        <TextField
          {...entry.field('emailAddress')}
          label={t('identity.common.email')}
          hint={props.emailHint}
          type="email"
          name="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          readOnly={props.fixedEmail !== undefined}
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
      {props.footer}
    </>
  );
}
