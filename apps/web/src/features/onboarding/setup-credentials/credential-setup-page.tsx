import {
  type CareOnboardingMatch,
  checkPassword,
  type Locale,
  rulesCountryForLocale,
} from '@orbit/domain';
import { onboardingCalls } from '@orbit/sdk';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { type Failure, failureMessageId, failureOf } from '../../../shared/errors/index.ts';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { mergeCatalogs } from '../../../shared/i18n/catalog.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, Card, CheckboxField, TextField } from '../../../shared/ui/index.ts';
import { StepHeading } from '../../checkout/flow-kit/index.ts';
import {
  type ErrorMessage,
  identityCatalog,
  identityErrorMessage,
  NewPasswordField,
  newPasswordMessage,
  PASSWORD_REFUSAL_CODES,
  signUpCatalog,
  useFieldRefusals,
} from '../../identity/index.ts';
import { CareLine } from '../care-line.tsx';
import styles from '../onboarding.module.css';
import { useOnboardingJourney } from '../onboarding-journey.tsx';
import {
  onboardingPagePath,
  SETUP_CREDENTIALS_PATH,
  SETUP_LOGIN_CONFIRMATION_PATH,
} from '../onboarding-paths.ts';
import {
  type CredentialSetupValues,
  credentialSetupSchema,
  usernameOf,
} from './credential-setup-form.ts';
import { MatchFacts } from './match-facts.tsx';
import { VerifyMatch } from './verify-match.tsx';

const EMPTY: CredentialSetupValues = {
  email: '',
  username: '',
  password: '',
  synchronizeAccountEmail: false,
};

/** A refusal the page shows above the form: its words and, when useful, a way back. */
type PageProblem = { id: string; findAgain?: boolean };

/**
 * The identity's password words: fetched with this page (on demand), not with onboarding's first
 * screen.
 */
const credentialSetupPageWords = mergeCatalogs(identityCatalog, signUpCatalog);

export function CredentialSetupPage() {
  return (
    <CatalogLayer catalog={credentialSetupPageWords}>
      <CredentialSetupPageContent />
    </CatalogLayer>
  );
}

/**
 * `credential-setup` (flows §8.5): the streaming sign-in of the subscription just matched — an
 * email, a username (the email when left blank), a password with the policy shown as it is
 * typed, and "use this email for my account too" (`synchronizeAccountEmail`). A match found by
 * radio id, VIN or plate is proven first (last name, phone, zip). The server's refusals land on
 * their fields (the policy's words on the password, a username in use on the username);
 * done → `setup-login-confirmation`.
 */
function CredentialSetupPageContent() {
  const { chosen, verifiedRef } = useOnboardingJourney();
  if (chosen?.reason !== 'credentialSetup') {
    return <Navigate to={SETUP_CREDENTIALS_PATH} replace />;
  }
  if (chosen.verificationRequired && verifiedRef !== chosen.matchRef) {
    return <VerifyMatch match={chosen} />;
  }
  return <CredentialSetupForm match={chosen} />;
}

function CredentialSetupForm({ match }: { match: CareOnboardingMatch }) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const country = rulesCountryForLocale(locale);
  const calls = useCareCalls(onboardingCalls);
  const journey = useOnboardingJourney();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<PageProblem>();
  const schema = useMemo(() => credentialSetupSchema(country), [country]);

  const setUp = useMutation({
    mutationFn: (values: CredentialSetupValues) =>
      calls.updateStreaming(
        {
          matchRef: match.matchRef,
          username: usernameOf(values),
          email: values.email.trim(),
          password: values.password,
          synchronizeAccountEmail: values.synchronizeAccountEmail,
        },
        { skipGlobalHandler: true },
      ),
    onSuccess: (result) => {
      journey.credentialsSetUp(result);
      navigate(SETUP_LOGIN_CONFIRMATION_PATH);
    },
    onError: (error) => refused(failureOf(error), error),
  });

  const entry = useEntryForm({
    schema,
    defaultValues: EMPTY,
    busy: setUp.isPending,
    onSubmit: (values) => {
      refusals.clear();
      setProblem(undefined);
      setUp.mutate(values);
    },
    onInvalid: () => {
      refusals.clear();
      setProblem(undefined);
    },
  });
  const refusals = useFieldRefusals(entry);

  const refused = (failure: Failure, error: unknown) => {
    switch (failure.code) {
      case 'STREAMING_CREDENTIALS_EXIST':
        navigate(onboardingPagePath('existing-credentials'), { replace: true });
        return;
      case 'VERIFICATION_REQUIRED':
      case 'ONBOARDING_MATCH_REQUIRED':
        setProblem({ id: 'onboarding.credentials.matchLost', findAgain: true });
        return;
      case 'ONBOARDING_NOT_ELIGIBLE':
        setProblem({ id: 'onboarding.credentials.notEligible' });
        return;
      case 'USERNAME_IN_USE': {
        const field = entry.form.getValues('username').trim() ? 'username' : 'email';
        refusals.refuse(field, { id: 'onboarding.credentials.inUse' });
        return;
      }
    }
    if (PASSWORD_REFUSAL_CODES.has(failure.code)) {
      refusals.refuse('password', identityErrorMessage(error));
      return;
    }
    if (
      failure.kind === 'refused' &&
      entry.showFieldFailures(failure, { newPassword: 'password' })
    ) {
      return;
    }
    setProblem({
      id:
        failure.kind === 'rateLimited'
          ? 'onboarding.credentials.tooMany'
          : failureMessageId(failure, 'onboarding.credentials.failed'),
    });
  };

  const password = entry.field('password');
  const fieldError = (field: 'email' | 'username') =>
    refusals.errorOf(field, (code) => ({
      id: `onboarding.field.${field}.${code === 'REQUIRED' ? 'required' : 'invalid'}`,
    }));
  const passwordMessage = (): ErrorMessage => {
    const values = entry.form.getValues();
    const verdict = checkPassword(values.password, {
      username: usernameOf(values),
      emailAddress: values.email.trim(),
    });
    return !verdict.ok && verdict.code === 'PASSWORD_HAS_PERSONAL_DATA'
      ? { id: 'identity.signUp.personal' }
      : newPasswordMessage(values.password);
  };

  return (
    <Card className={styles.card}>
      <StepHeading>{t('onboarding.credentials.title')}</StepHeading>
      <p className={styles.lead}>{t('onboarding.credentials.lead')}</p>
      <MatchFacts match={match} />
      {problem ? (
        <Alert tone="error">
          <p>{t(problem.id)}</p>
          {problem.findAgain ? (
            <p>
              <Link to={SETUP_CREDENTIALS_PATH}>{t('onboarding.next.lookUpAgain')}</Link>
            </p>
          ) : null}
        </Alert>
      ) : null}
      <form {...entry.formProps} className={styles.form}>
        <TextField
          {...entry.field('email')}
          label={t('onboarding.credentials.email')}
          hint={t('onboarding.credentials.emailHint')}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          error={fieldError('email')}
        />
        <CheckboxField
          {...entry.checkbox('synchronizeAccountEmail')}
          label={t('onboarding.credentials.syncEmail')}
        />
        <TextField
          {...entry.field('username')}
          label={t('onboarding.credentials.username')}
          hint={t('onboarding.credentials.usernameHint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          error={fieldError('username')}
        />
        <NewPasswordField
          label={t('onboarding.credentials.password')}
          field={password}
          error={refusals.errorOf('password', passwordMessage)}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
            {entry.busy ? t('onboarding.working') : t('onboarding.credentials.submit')}
          </Button>
        </div>
      </form>
      <CareLine />
    </Card>
  );
}
