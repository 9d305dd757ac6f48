import type { App } from '../../platform/http/app-instance.ts';
import type { PartnerApiDeps } from './partner-answers.ts';
import { registerPartnerApiRoutes } from './partner-api.platform-routes.ts';

/**
 * The partner API (ADR 081): what a voice assistant reads with the access token of an account
 * link (`/partners/v1/me/…`), each call behind one scope of the link.
 */
export function registerPartnerApi(app: App, deps: PartnerApiDeps): void {
  registerPartnerApiRoutes(app, deps);
}
