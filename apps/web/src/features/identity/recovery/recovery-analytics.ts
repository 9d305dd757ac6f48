import { isPageTracked } from '@orbit/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { DataLayer } from '../../../shared/analytics/data-layer.ts';
import { trackPageLoaded } from '../../../shared/analytics/page-loaded.ts';
import { trackFieldUserErrors } from '../../../shared/analytics/user-errors.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';

/**
 * `account/credentials` pages in the data layer. Account paths are left out of automatic page
 * tracking (spec 000 §2), so each page reports itself: `pageInfo` and a `page-loaded` event.
 */
export const RECOVERY_FLOW = 'accountCredentials';

export type RecoveryPageKey =
  | 'recoveryChooser'
  | 'forgotPassword'
  | 'resetPasswordMailConfirmation'
  | 'resetPasswordTextConfirmation'
  | 'accountNotFound'
  | 'resetPassword'
  | 'updatePasswordConfirmation'
  | 'forgotUsername'
  | 'forgotUsernameMailSentConfirmation'
  | 'verifyYourAccount';

export function trackRecoveryPage(dataLayer: DataLayer, page: RecoveryPageKey): void {
  trackPageLoaded(dataLayer, { flowName: RECOVERY_FLOW, componentName: page });
}

/**
 * Reports the page once it is on screen. At an address the automatic tracking covers
 * (`sign-in/forgot-password`) it stays quiet, so the page is not counted twice.
 */
export function useRecoveryPageTracking(page: RecoveryPageKey): void {
  const { dataLayer } = useAppServices();
  const { pathname } = useLocation();
  const tracked = isPageTracked(pathname);
  useEffect(() => {
    if (!tracked) trackRecoveryPage(dataLayer, page);
  }, [dataLayer, page, tracked]);
}

/**
 * Fields refused in the browser (spec 000 §5): one user error per field, named by page and
 * field, with the rule's code. What was typed is never recorded.
 */
export function trackRecoveryFieldErrors(
  dataLayer: DataLayer,
  page: RecoveryPageKey,
  errors: Readonly<Record<string, string | undefined>>,
): void {
  trackFieldUserErrors(dataLayer, { step: page }, errors);
}

/** A recovery message was asked for (whether anything matched is not known here, by design). */
export function trackRecoveryRequested(
  dataLayer: DataLayer,
  request: 'password-email' | 'password-text' | 'username-email',
): void {
  dataLayer.push('credential-recovery-requested', { credentialRecovery: { request } });
}
