import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { OnDemandStep, stepOnDemand } from '../../../shared/loading/step-on-demand.tsx';
import { AccountNotFoundPage } from './account-not-found-page.tsx';
import { PasswordUpdatedPage } from './password-updated-page.tsx';
import { CREDENTIALS_PATH, RECOVERY_PAGES, recoveryPath } from './recovery-paths.ts';
import { ResetLinkSentPage } from './reset-link-sent-page.tsx';
import { UsernameSentPage } from './username-sent-page.tsx';

/**
 * The recovery forms are fetched when opened (ADR 096's steps on demand): the management page at
 * the root carries only what it shows (ADR 119), and verify your account brings identification's
 * forms and messages.
 */
const verifyAccountPage = stepOnDemand(() =>
  import('./verify-account-page.tsx').then((page) => page.default),
);
const forgotPasswordPage = stepOnDemand(() =>
  import('./forgot-password-page.tsx').then((page) => page.ForgotPasswordPage),
);
const forgotUsernamePage = stepOnDemand(() =>
  import('./forgot-username-page.tsx').then((page) => page.ForgotUsernamePage),
);

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
      <Route path={P.forgotPassword} element={<OnDemandStep step={forgotPasswordPage} />} />
      <Route path={P.resetMailSent} element={<ResetLinkSentPage channel="email" />} />
      <Route path={P.resetTextSent} element={<ResetLinkSentPage channel="text" />} />
      <Route path={P.accountNotFound} element={<AccountNotFoundPage />} />
      <Route path={P.passwordUpdated} element={<PasswordUpdatedPage />} />
      <Route path={P.forgotUsername} element={<OnDemandStep step={forgotUsernamePage} />} />
      <Route path={P.usernameSent} element={<UsernameSentPage />} />
      <Route path={P.usernameSameMail} element={<UsernameSentPage />} />
      <Route path={P.verifyAccount} element={<OnDemandStep step={verifyAccountPage} />} />
      <Route
        path={P.multipleAccounts}
        element={<Navigate to={recoveryPath('forgotPassword')} replace />}
      />
      <Route path="*" element={<Navigate to={CREDENTIALS_PATH} replace />} />
    </Routes>
  );
}
