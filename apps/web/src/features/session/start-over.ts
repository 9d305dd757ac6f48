import { isOwnServiceUrl } from '@orbit/domain';
import type { ExternalNavigator } from '../../shared/platform/external-navigator.ts';
import { getQueryParam } from '../../shared/routing/query.ts';

/**
 * "Start over" after a timeout: back to `redirectUrl` when it points at one of the service's own
 * domains (the email or page the visitor came from), otherwise a fresh load of this page.
 */
export function startOver(search: string, navigator: ExternalNavigator): void {
  const redirectUrl = getQueryParam(search, 'redirectUrl');
  if (redirectUrl && isOwnServiceUrl(redirectUrl)) navigator.assign(redirectUrl);
  else navigator.reload();
}
