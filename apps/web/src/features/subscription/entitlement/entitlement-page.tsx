import {
  type CareActivateThirdPartyResult,
  type CareEntitlement,
  emailSchema,
  type Locale,
  newPasswordSchema,
  rulesCountryForLocale,
} from '@orbit/domain';
import { entitlementCalls, randomId } from '@orbit/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import * as z from 'zod/mini';
import { failureMessageId, failureOf } from '../../../shared/errors/index.ts';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { useOrbitSession } from '../../../shared/services/use-orbit-session.ts';
import { Alert, Button, buttonClassName, Card, TextField } from '../../../shared/ui/index.ts';
import { StepHeading } from '../../checkout/flow-kit/index.ts';
import {
  identityErrorMessage,
  NewPasswordField,
  newPasswordMessage,
  PASSWORD_REFUSAL_CODES,
  SignInPage,
  useFieldRefusals,
} from '../../identity/index.ts';
import styles from './entitlement.module.css';

const skip = { skipGlobalHandler: true } as const;
const ACCOUNT_PATH = '/account';

/**
 * `subscribe/entitlement?entitlementId=` (flows §8.6, ADR 077), use case SATELLITE_ORGANIC: a plan
 * a partner sold and bills. The guard reads it (`identity/customer/entitlement`): active → the
 * already-active page; cancelled or expired, unknown → its error page; pending → set up an
 * account (names, email, password with the policy shown) or sign in instead, then activate
 * (`activate-third-party-subscription`) → what they got and how to listen.
 */
export function EntitlementPage() {
  const { search } = useLocation();
  const entitlementId = getQueryParam(search, 'entitlementId')?.trim() ?? '';
  const language = useIntl().locale as Locale;
  const calls = useCareCalls(entitlementCalls);
  const { pageLoading } = useAppServices();
  const lookup = useQuery({
    queryKey: ['entitlement', entitlementId, language],
    queryFn: () => calls.entitlement({ entitlementId, languagePreference: language }, skip),
    enabled: entitlementId !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [activated, setActivated] = useState<CareActivateThirdPartyResult>();
  usePageLoadingWhile(pageLoading, lookup.isLoading);

  if (lookup.isLoading) return null;
  if (activated) return <ActivatedView result={activated} />;
  if (entitlementId === '' || !lookup.data) {
    const code = failureOf(lookup.error).code;
    return (
      <ProblemView
        titleId="entitlement.error.title"
        bodyId={
          entitlementId === '' || code === 'ENTITLEMENT_NOT_FOUND'
            ? 'entitlement.error.notFound'
            : failureMessageId(failureOf(lookup.error), 'entitlement.error.failed')
        }
      />
    );
  }
  const entitlement = lookup.data;
  if (entitlement.isActive) return <AlreadyActiveView entitlement={entitlement} />;
  if (entitlement.status !== 'pending') {
    return (
      <ProblemView
        titleId="entitlement.ended.title"
        bodyId="entitlement.ended.body"
        values={entitlement}
      />
    );
  }
  return <SetUpView entitlement={entitlement} onActivated={setActivated} />;
}

function ProblemView({
  titleId,
  bodyId,
  values,
}: {
  titleId: string;
  bodyId: string;
  values?: { partnerName: string };
}) {
  const t = useT();
  return (
    <Card className={styles.card}>
      <StepHeading>{t(titleId)}</StepHeading>
      <p className={styles.lead}>{t(bodyId, values ?? {})}</p>
      <p className={styles.fine}>{t('entitlement.help')}</p>
    </Card>
  );
}

function AlreadyActiveView({ entitlement }: { entitlement: CareEntitlement }) {
  const t = useT();
  return (
    <Card className={styles.card}>
      <StepHeading>{t('entitlement.active.title')}</StepHeading>
      <p className={styles.lead}>
        {t('entitlement.active.body', {
          packageName: entitlement.packageName,
          partnerName: entitlement.partnerName,
        })}
      </p>
      <div className={styles.actions}>
        <Link to={ACCOUNT_PATH} className={buttonClassName('primary')}>
          {t(entitlement.isCallers ? 'entitlement.active.toAccount' : 'entitlement.active.signIn')}
        </Link>
      </div>
    </Card>
  );
}

function ActivatedView({ result }: { result: CareActivateThirdPartyResult }) {
  const t = useT();
  return (
    <Card className={styles.card}>
      <StepHeading>{t('entitlement.done.title')}</StepHeading>
      <Alert tone="success">
        <p>
          {t('entitlement.done.body', {
            packageName: result.packageName,
            partnerName: result.partnerName,
          })}
        </p>
      </Alert>
      <p className={styles.lead}>{t('entitlement.done.listen', { email: result.email })}</p>
      <p className={styles.fine}>
        {t('entitlement.done.billing', { partnerName: result.partnerName })}
      </p>
      <div className={styles.actions}>
        <Link to={ACCOUNT_PATH} className={buttonClassName('primary')}>
          {t('entitlement.done.toAccount')}
        </Link>
      </div>
    </Card>
  );
}

type SetUpValues = { firstName: string; lastName: string; email: string; password: string };

function setUpSchema(locale: Locale) {
  return z.object({
    firstName: z.string().check(z.trim(), z.maxLength(50)),
    lastName: z.string().check(z.trim(), z.maxLength(50)),
    email: emailSchema(rulesCountryForLocale(locale)),
    password: newPasswordSchema,
  });
}

/** The set-up-account form, or the sign-in instead; signed in: activate on the caller's account. */
function SetUpView({
  entitlement,
  onActivated,
}: {
  entitlement: CareEntitlement;
  onActivated(result: CareActivateThirdPartyResult): void;
}) {
  const t = useT();
  const language = useIntl().locale as Locale;
  const { pathname, search } = useLocation();
  const { status, authenticated } = useOrbitSession();
  const calls = useCareCalls(entitlementCalls);
  const [signingIn, setSigningIn] = useState(false);
  const [problem, setProblem] = useState<string>();
  const services = useAppServices();
  const [transactionId] = useState(() => `ENT-${randomId(services.sdk.runtime.randomBytes, 24)}`);
  const schema = useMemo(() => setUpSchema(language), [language]);

  const activate = useMutation({
    mutationFn: (values: Partial<SetUpValues>) =>
      calls.activateThirdPartySubscription(
        {
          transactionId,
          entitlementId: entitlement.entitlementId,
          languagePreference: language,
          ...(values.firstName ? { firstName: values.firstName } : {}),
          ...(values.lastName ? { lastName: values.lastName } : {}),
          ...(values.email ? { email: values.email.trim() } : {}),
          ...(values.password ? { password: values.password } : {}),
        },
        skip,
      ),
    onSuccess: onActivated,
    onError: (error) => {
      const failure = failureOf(error);
      if (failure.code === 'USERNAME_IN_USE') {
        refusals.refuse('email', { id: 'entitlement.form.emailInUse' });
        return;
      }
      if (PASSWORD_REFUSAL_CODES.has(failure.code)) {
        refusals.refuse('password', identityErrorMessage(error));
        return;
      }
      if (failure.kind === 'refused' && entry.showFieldFailures(failure, {})) return;
      setProblem(
        failure.code === 'ENTITLEMENT_ALREADY_ACTIVATED' ||
          failure.code === 'ENTITLEMENT_NOT_ACTIVATABLE'
          ? `entitlement.refused.${failure.code}`
          : failureMessageId(failure, 'entitlement.error.failed'),
      );
    },
  });

  const entry = useEntryForm({
    schema,
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
    busy: activate.isPending,
    onSubmit: (values) => {
      refusals.clear();
      setProblem(undefined);
      activate.mutate(values);
    },
    onInvalid: () => refusals.clear(),
  });
  const refusals = useFieldRefusals(entry);
  const password = entry.field('password');
  const intro = (
    <>
      <StepHeading>
        {t('entitlement.setUp.title', { partnerName: entitlement.partnerName })}
      </StepHeading>
      <p className={styles.lead}>
        {t('entitlement.setUp.lead', {
          packageName: entitlement.packageName,
          partnerName: entitlement.partnerName,
        })}
      </p>
      {problem ? <Alert tone="error">{t(problem)}</Alert> : null}
    </>
  );

  if (status === 'ready' && authenticated) {
    return (
      <Card className={styles.card}>
        {intro}
        <p>{t('entitlement.signedIn.body')}</p>
        <div className={styles.actions}>
          <Button
            onClick={() => activate.mutate({})}
            disabled={activate.isPending}
            aria-busy={activate.isPending || undefined}
          >
            {t('entitlement.signedIn.activate')}
          </Button>
        </div>
      </Card>
    );
  }
  if (signingIn) {
    return (
      <div className={styles.page}>
        <Alert tone="info">
          {t('entitlement.signIn.why', { partnerName: entitlement.partnerName })}
        </Alert>
        <SignInPage returnTo={`${pathname}${search}`} />
      </div>
    );
  }
  const fieldError = (field: 'firstName' | 'lastName' | 'email') =>
    refusals.errorOf(field, (code) => ({
      id: `entitlement.form.${field}.${code === 'REQUIRED' ? 'required' : 'invalid'}`,
    }));
  return (
    <Card className={styles.card}>
      {intro}
      <form {...entry.formProps} className={styles.form}>
        <TextField
          {...entry.field('firstName')}
          label={t('entitlement.form.firstName')}
          autoComplete="given-name"
          maxLength={50}
          error={fieldError('firstName')}
        />
        <TextField
          {...entry.field('lastName')}
          label={t('entitlement.form.lastName')}
          autoComplete="family-name"
          maxLength={50}
          error={fieldError('lastName')}
        />
        <TextField
          {...entry.field('email')}
          label={t('entitlement.form.email')}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          error={fieldError('email')}
        />
        <NewPasswordField
          label={t('entitlement.form.password')}
          field={password}
          error={refusals.errorOf('password', () => newPasswordMessage(password.value))}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
            {entry.busy ? t('entitlement.form.working') : t('entitlement.form.submit')}
          </Button>
          <Button variant="quiet" onClick={() => setSigningIn(true)}>
            {t('entitlement.form.signInInstead')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
