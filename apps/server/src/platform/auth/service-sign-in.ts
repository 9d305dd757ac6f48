import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The service layer's session cookie (spec 001 §6): the SDK keeps its stored user info there. */
export const SERVICE_SESSION_COOKIE = 'AUTH_TOKEN';

/** What the cookie must hold for this: the access token of the SDK's stored session. */
const storedAccessToken = z.looseObject({
  session: z.looseObject({ accessToken: z.string().min(1).max(2048) }),
});

/**
 * The identity signed in through the service layer in this browser, if any. The web app signs
 * people in with the SDK (password, passcode, magic link, passkey), which keeps the session in the
 * AUTH_TOKEN cookie (SameSite=Lax, every site of the service, path /); the care API accepts that
 * sign-in too, so one sign-in opens both. The access token inside is verified like a bearer
 * token: unknown, expired, revoked or anonymous → nobody.
 */
export async function serviceSignedInIdentityOf(request: FastifyRequest): Promise<string | null> {
  const raw = request.cookies?.[SERVICE_SESSION_COOKIE];
  if (!raw) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = storedAccessToken.safeParse(stored);
  if (!parsed.success) return null;
  try {
    const verified = await request.server.serviceCredentials.verifyAccessToken(
      parsed.data.session.accessToken,
    );
    return verified.session.identityId;
  } catch {
    return null;
  }
}
