import type { App } from '../platform/http/app-instance.ts';
import { cookieHeaderFrom } from './session-cookie.ts';

/**
 * A care session as a visitor has it once they have used it: begun by env-info, then stored by a
 * first call that needs it (ADR 027). Tests that write rows for the session directly (an
 * identification, a failed order) need it stored.
 */
export async function storedCareSession(
  app: App,
  host = 'care.orbitradio.com',
): Promise<{ cookie: { cookie: string }; sessionId: string }> {
  const envInfo = await app.inject({
    method: 'GET',
    url: '/services/utility/env-info',
    headers: { host },
  });
  const cookie = cookieHeaderFrom(envInfo);
  const stored = await app.inject({
    method: 'POST',
    url: '/services/authenticate/validate-login',
    headers: { host, ...cookie },
    payload: {},
  });
  if (stored.statusCode !== 200) throw new Error(`care session not stored: ${stored.body}`);
  const sessionId = (envInfo.json() as { data: { sessionInfo: { id: string } } }).data.sessionInfo
    .id;
  return { cookie, sessionId };
}
