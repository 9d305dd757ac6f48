import {
  type CareActivationCodeResult,
  currentPasswordSchema,
  FIELD_ERROR_CODES,
  formatUserCode,
  userCodeEntrySchema,
} from '@orbit/domain';
import { onboardingCalls } from '@orbit/sdk';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { failureMessageId, failureOf } from '../../../shared/errors/index.ts';
import { useEntryForm } from '../../../shared/forms/index.ts';
import { mergeCatalogs } from '../../../shared/i18n/catalog.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, Card, TextField } from '../../../shared/ui/index.ts';
import { StepHeading } from '../../checkout/flow-kit/index.ts';
import {
  ErrorAlert,
  type ErrorMessage,
  identityCatalog,
  identityErrorMessage,
  signInCatalog,
} from '../../identity/index.ts';
import { CareLine } from '../care-line.tsx';
import styles from '../onboarding.module.css';
import { ACTIVATED_PATH, FORGOT_PASSWORD_PATH } from '../onboarding-paths.ts';

const INVALID_ACTIVATION_CODE = 'INVALID_ACTIVATION_CODE';
const skip = { skipGlobalHandler: true } as const;

export interface ActivateDeviceProps {
  /** `activate-device-min`: the code and the sign-in only, for a small screen or an app's view. */
  minimal?: boolean;
}

/**
 * The identity's sign-in words: fetched with this page (on demand), not with onboarding's first
 * screen.
 */
const activateDevicePageWords = mergeCatalogs(identityCatalog, signInCatalog);

export function ActivateDevicePage(props: ActivateDeviceProps) {
  return (
    <CatalogLayer catalog={activateDevicePageWords}>
      <ActivateDevicePageContent {...props} />
    </CatalogLayer>
  );
}

/**
 * `activate-device` (flows §8.4 last bullet, §8.5): the code a TV shows (`?code=` fills it,
 * XXXX-XXXX as typed) is checked (`10footdevice/validate-code`), then the customer signs in with
 * their streaming sign-in and the TV is registered to it (`10footdevice/register`) → `activated`.
 * A code that expires meanwhile sends the customer back to the code with a word about it.
 */
function ActivateDevicePageContent({ minimal = false }: ActivateDeviceProps) {
  const t = useT();
  const [code, setCode] = useState<CareActivationCodeResult>();
  const [codeLost, setCodeLost] = useState(false);
  return (
    <Card className={[styles.card, minimal ? styles.minimal : ''].filter(Boolean).join(' ')}>
      <StepHeading>{t('onboarding.activate.title')}</StepHeading>
      {code ? (
        <DeviceSignIn
          code={code}
          minimal={minimal}
          onCodeRefused={() => {
            setCode(undefined);
            setCodeLost(true);
          }}
        />
      ) : (
        <ActivationCodeForm
          minimal={minimal}
          codeLost={codeLost}
          onValid={(valid) => {
            setCodeLost(false);
            setCode(valid);
          }}
        />
      )}
      {minimal ? null : <CareLine />}
    </Card>
  );
}

const codeFormSchema = z.object({ code: userCodeEntrySchema });

function ActivationCodeForm({
  minimal,
  codeLost,
  onValid,
}: {
  minimal: boolean;
  codeLost: boolean;
  onValid(code: CareActivationCodeResult): void;
}) {
  const t = useT();
  const calls = useCareCalls(onboardingCalls);
  const { search } = useLocation();
  const [problem, setProblem] = useState<string>();
  const validate = useMutation({
    mutationFn: (activationCode: string) => calls.validateActivationCode({ activationCode }, skip),
    onSuccess: onValid,
    onError: (error) => {
      const failure = failureOf(error);
      if (failure.code === INVALID_ACTIVATION_CODE) {
        entry.showCodes({ code: FIELD_ERROR_CODES.INVALID });
        return;
      }
      setProblem(
        failure.kind === 'rateLimited'
          ? 'onboarding.activate.tooMany'
          : failureMessageId(failure, 'onboarding.activate.failed'),
      );
    },
  });
  const entry = useEntryForm({
    schema: codeFormSchema,
    defaultValues: { code: formatUserCode(getQueryParam(search, 'code') ?? '') },
    busy: validate.isPending,
    onSubmit: ({ code }) => {
      setProblem(undefined);
      validate.mutate(code);
    },
    onInvalid: () => setProblem(undefined),
  });
  const codeError = entry.codeOf('code');
  // Sent back from the sign-in (the code expired meanwhile): straight to the code again.
  const formRef = entry.formProps.ref;
  useEffect(() => {
    if (codeLost) formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [codeLost, formRef]);
  return (
    <>
      {minimal ? null : <p className={styles.lead}>{t('onboarding.activate.lead')}</p>}
      {codeLost ? <Alert tone="warning">{t('onboarding.activate.codeLost')}</Alert> : null}
      {problem ? <Alert tone="error">{t(problem)}</Alert> : null}
      <form {...entry.formProps} className={styles.form}>
        <TextField
          {...entry.field('code', formatUserCode)}
          label={t('onboarding.activate.code')}
          hint={t('onboarding.activate.codeHint')}
          className={styles.code}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          required
          maxLength={24}
          error={
            codeError
              ? t(
                  codeError === FIELD_ERROR_CODES.INVALID
                    ? 'onboarding.activate.invalid'
                    : 'onboarding.activate.incomplete',
                )
              : undefined
          }
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
            {entry.busy ? t('onboarding.working') : t('onboarding.activate.continue')}
          </Button>
        </div>
      </form>
    </>
  );
}

const signInSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, FIELD_ERROR_CODES.REQUIRED)),
  password: currentPasswordSchema,
});

function DeviceSignIn({
  code,
  minimal,
  onCodeRefused,
}: {
  code: CareActivationCodeResult;
  minimal: boolean;
  onCodeRefused(): void;
}) {
  const t = useT();
  const calls = useCareCalls(onboardingCalls);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<ErrorMessage>();
  const register = useMutation({
    mutationFn: (values: { username: string; password: string }) =>
      calls.registerTenFootDevice({ activationCode: code.activationCode, ...values }, skip),
    onSuccess: () => navigate(ACTIVATED_PATH, { state: { activated: true } }),
    onError: (error) => {
      if (failureOf(error).code === INVALID_ACTIVATION_CODE) return onCodeRefused();
      setProblem(identityErrorMessage(error));
    },
  });
  const entry = useEntryForm({
    schema: signInSchema,
    defaultValues: { username: '', password: '' },
    busy: register.isPending,
    onSubmit: (values) => {
      setProblem(undefined);
      register.mutate(values);
    },
    onInvalid: () => setProblem(undefined),
  });
  // The code's button is gone: the customer goes on from the sign-in's first field.
  const formRef = entry.formProps.ref;
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [formRef]);
  const required = (field: 'username' | 'password') =>
    entry.codeOf(field) ? t(`onboarding.activate.${field}.required`) : undefined;
  return (
    <>
      <p className={styles.lead}>
        {t('onboarding.activate.signInLead', { code: code.activationCode })}
      </p>
      <ErrorAlert error={problem} />
      <form {...entry.formProps} className={styles.form}>
        <TextField
          {...entry.field('username')}
          label={t('onboarding.activate.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={254}
          error={required('username')}
        />
        <TextField
          {...entry.field('password')}
          label={t('onboarding.activate.password')}
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          error={required('password')}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
            {entry.busy ? t('onboarding.working') : t('onboarding.activate.submit')}
          </Button>
          {minimal ? null : (
            <Link to={FORGOT_PASSWORD_PATH}>{t('onboarding.next.forgotPassword')}</Link>
          )}
        </div>
      </form>
    </>
  );
}
