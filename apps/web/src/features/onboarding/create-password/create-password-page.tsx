import type { CareStreamingResetTokenResult } from '@orbit/domain';
import { onboardingCalls } from '@orbit/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { failureMessageId, failureOf } from '../../../shared/errors/index.ts';
import { mergeCatalogs } from '../../../shared/i18n/catalog.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, buttonClassName, Card } from '../../../shared/ui/index.ts';
import { StepHeading } from '../../checkout/flow-kit/index.ts';
import {
  ErrorAlert,
  identityCatalog,
  identityErrorMessage,
  NewPasswordPair,
  PASSWORD_REFUSAL_CODES,
  signUpCatalog,
  useNewPasswordEntry,
} from '../../identity/index.ts';
import { CareLine } from '../care-line.tsx';
import styles from '../onboarding.module.css';
import { FORGOT_PASSWORD_PATH, SIGN_IN_PATH } from '../onboarding-paths.ts';

/** Why a link cannot set a password: never valid (or used already), or past its time. */
type LinkRefusal = 'invalid' | 'expired';

function linkRefusalOf(error: unknown): LinkRefusal | undefined {
  const { code } = failureOf(error);
  if (code === 'INVALID_PASSWORD_RESET_TOKEN') return 'invalid';
  if (code === 'EXPIRED_PASSWORD_RESET_TOKEN') return 'expired';
  return undefined;
}

const skip = { skipGlobalHandler: true } as const;

/**
 * The identity's password words: fetched with this page (on demand), not with onboarding's first
 * screen.
 */
const createPasswordPageWords = mergeCatalogs(identityCatalog, signUpCatalog);

export function CreatePasswordPage() {
  return (
    <CatalogLayer catalog={createPasswordPageWords}>
      <CreatePasswordPageContent />
    </CatalogLayer>
  );
}

/**
 * `create-password?resetToken=` (or `?token=`, flows §8.5): the streaming prospect's emailed link. The token is
 * checked on arrival (`streaming-password-reset-token`); a link that is not valid, was used, or
 * has expired says so, with the way to ask for a new one. A valid one asks for the new password
 * with the policy shown (`create-streaming-password`), then the prospect signs in.
 */
function CreatePasswordPageContent() {
  const t = useT();
  const { pageLoading } = useAppServices();
  const calls = useCareCalls(onboardingCalls);
  const { search } = useLocation();
  // The emailed link names it `resetToken`; older links and the brief's `token`.
  const token =
    (getQueryParam(search, 'resetToken') ?? getQueryParam(search, 'token'))?.trim() ?? '';
  const [refusal, setRefusal] = useState<LinkRefusal>();
  const [signInAs, setSignInAs] = useState<string>();
  const link = useQuery({
    queryKey: ['onboarding', 'streaming-reset-token', token],
    queryFn: () => calls.streamingResetToken({ resetToken: token }, skip),
    enabled: token !== '',
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  usePageLoadingWhile(pageLoading, link.isLoading);

  if (link.isLoading) return null;
  if (signInAs) {
    return (
      <Card className={styles.card}>
        <StepHeading>{t('onboarding.createPassword.done.title')}</StepHeading>
        <Alert tone="success">
          <p>{t('onboarding.createPassword.done.body', { email: signInAs })}</p>
        </Alert>
        <div className={styles.actions}>
          <Link to={SIGN_IN_PATH} className={buttonClassName('primary')}>
            {t('onboarding.next.signIn')}
          </Link>
        </div>
      </Card>
    );
  }
  const linkRefused = token === '' ? 'invalid' : (refusal ?? linkRefusalOf(link.error));
  if (linkRefused) return <LinkRefusedView refusal={linkRefused} />;
  if (!link.data) {
    return (
      <Card className={styles.card}>
        <StepHeading>{t('onboarding.createPassword.title')}</StepHeading>
        <Alert tone="error">
          {t(failureMessageId(failureOf(link.error), 'onboarding.createPassword.failed'))}
        </Alert>
        <div className={styles.actions}>
          <Button onClick={() => void link.refetch()}>{t('onboarding.retry')}</Button>
        </div>
        <CareLine />
      </Card>
    );
  }
  return <NewPasswordForm link={link.data} onRefused={setRefusal} onDone={setSignInAs} />;
}

function LinkRefusedView({ refusal }: { refusal: LinkRefusal }) {
  const t = useT();
  return (
    <Card className={styles.card}>
      <StepHeading>{t(`onboarding.createPassword.${refusal}.title`)}</StepHeading>
      <p className={styles.lead}>{t(`onboarding.createPassword.${refusal}.body`)}</p>
      <div className={styles.actions}>
        <Link to={FORGOT_PASSWORD_PATH} className={buttonClassName('primary')}>
          {t('onboarding.createPassword.newLink')}
        </Link>
      </div>
      <CareLine />
    </Card>
  );
}

function NewPasswordForm({
  link,
  onRefused,
  onDone,
}: {
  link: CareStreamingResetTokenResult;
  onRefused(refusal: LinkRefusal): void;
  onDone(maskedEmail: string): void;
}) {
  const t = useT();
  const calls = useCareCalls(onboardingCalls);
  const create = useMutation({
    mutationFn: (newPassword: string) =>
      calls.createStreamingPassword({ newPassword, resetKey: link.resetKey }, skip),
    onSuccess: (result) => onDone(result.maskedEmail),
    onError: (error: unknown): void => {
      const linkRefusal = linkRefusalOf(error);
      if (linkRefusal) {
        onRefused(linkRefusal);
        return;
      }
      const failure = failureOf(error);
      if (PASSWORD_REFUSAL_CODES.has(failure.code)) {
        passwordEntry.refusals.refuse('password', identityErrorMessage(error));
        return;
      }
      if (
        failure.kind === 'refused' &&
        entry.showFieldFailures(failure, { newPassword: 'password' })
      ) {
        return;
      }
      passwordEntry.setFormError(identityErrorMessage(error));
    },
  });
  const passwordEntry = useNewPasswordEntry({
    busy: create.isPending,
    onSubmit: (password) => create.mutate(password),
  });
  const { entry } = passwordEntry;
  return (
    <Card className={styles.card}>
      <StepHeading>{t('onboarding.createPassword.title')}</StepHeading>
      <p className={styles.lead}>
        {t('onboarding.createPassword.lead', { email: link.maskedEmail })}
      </p>
      <ErrorAlert error={passwordEntry.formError} />
      <form {...entry.formProps} className={styles.form}>
        <NewPasswordPair
          form={passwordEntry}
          passwordLabel={t('onboarding.createPassword.password')}
          confirmLabel={t('onboarding.createPassword.confirm')}
          mismatchId="onboarding.createPassword.mismatch"
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={entry.busy} aria-busy={entry.busy || undefined}>
            {entry.busy ? t('onboarding.working') : t('onboarding.createPassword.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
