import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { AccountNotFoundPage } from './account-not-found-page.tsx';
import { PasswordUpdatedPage } from './password-updated-page.tsx';
import { CREDENTIALS_PATH, RECOVERY_PAGES, recoveryPath } from './recovery-paths.ts';
import { ResetLinkSentPage } from './reset-link-sent-page.tsx';
import { UsernameSentPage } from './username-sent-page.tsx';

/**
 * The recovery forms are fetched when opened: the management page at the root carries only what
 * it shows (ADR 119), and verify your account brings identification's forms and messages.
 */
const VerifyAccountPage = lazy(() => import('./verify-account-page.tsx'));
const ForgotPasswordPage = lazy(() =>
  import('./forgot-password-page.tsx').then((page) => ({ default: page.ForgotPasswordPage })),
);
const ForgotUsernamePage = lazy(() =>
  import('./forgot-username-page.tsx').then((page) => ({ default: page.ForgotUsernamePage })),
);

function OnDemand({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Suspense fallback={<p role="status">{t('identity.common.working')}</p>}>{children}</Suspense>
  );
}

/**
 * The child routes of `account/credentials/*` (flows §7.3); `index` is the page at the root
 * (the management page when signed in, the recovery chooser otherwise). `reset-password` is its
 * own route module (the emailed link's page). `multiple-page` (choose one of several accounts)
 * has no step here: a reset is per sign-in, so old links go to forgot-password.
 */
export function RecoveryRoutes({ index }: { index: ReactNode }) {
  const P = RECOVERY_PAGES;
  return (
    <Routes>
      <Route index element={index} />
      <Route
        path={P.forgotPassword}
        element={
          <OnDemand>
            <ForgotPasswordPage />
          </OnDemand>
        }
      />
      <Route path={P.resetMailSent} element={<ResetLinkSentPage channel="email" />} />
      <Route path={P.resetTextSent} element={<ResetLinkSentPage channel="text" />} />
      <Route path={P.accountNotFound} element={<AccountNotFoundPage />} />
      <Route path={P.passwordUpdated} element={<PasswordUpdatedPage />} />
      <Route
        path={P.forgotUsername}
        element={
          <OnDemand>
            <ForgotUsernamePage />
          </OnDemand>
        }
      />
      <Route path={P.usernameSent} element={<UsernameSentPage />} />
      <Route path={P.usernameSameMail} element={<UsernameSentPage />} />
      <Route
        path={P.verifyAccount}
        element={
          <OnDemand>
            <VerifyAccountPage />
          </OnDemand>
        }
      />
      <Route
        path={P.multipleAccounts}
        element={<Navigate to={recoveryPath('forgotPassword')} replace />}
      />
      <Route path="*" element={<Navigate to={CREDENTIALS_PATH} replace />} />
    </Routes>
  );
}
