import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AmazonLinkingSettings } from '../../../platform/env/amazon-settings.ts';

/** What came of one call to Amazon: its answer, its refusal (4xx), or no usable answer. */
export type AmazonOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; why: 'refused' | 'unavailable'; status?: number };

/**
 * The two calls of Alexa app-to-app account linking the server makes (ADR 076): trade the Login
 * with Amazon code of the popup for the customer's Amazon access token, then, with it, enable
 * our skill for that Amazon user, handing Alexa an authorization code of our own provider.
 */
export interface AmazonPartner {
  exchangeCode(input: {
    code: string;
    redirectUri: string;
  }): Promise<AmazonOutcome<{ accessToken: string }>>;
  enableSkill(input: {
    accessToken: string;
    authCode: string;
    redirectUri: string;
  }): Promise<AmazonOutcome<{ amazonUserId: string | null }>>;
}

const tokenAnswerSchema = z.object({ access_token: z.string().min(1) });
const enablementAnswerSchema = z.object({
  user: z.object({ id: z.string() }).optional(),
  accountLink: z.object({ status: z.string() }).optional(),
});

/** Amazon over HTTP at the configured addresses (Amazon's own, or the sandbox's). */
export function createAmazonPartner(options: {
  settings: AmazonLinkingSettings;
  fetchThrough: typeof fetch;
  logger?: Pick<FastifyBaseLogger, 'warn'>;
}): AmazonPartner {
  const { settings, fetchThrough, logger } = options;

  async function call<T>(
    what: string,
    url: string,
    init: RequestInit,
    answer: z.ZodType<T>,
  ): Promise<AmazonOutcome<T>> {
    let response: Response;
    try {
      response = await fetchThrough(url, {
        ...init,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      logger?.warn({ errName: (error as Error)?.name, what }, 'Amazon did not answer');
      return { ok: false, why: 'unavailable' };
    }
    const body = await response.json().catch(() => undefined);
    if (response.status >= 400 && response.status < 500) {
      logger?.warn({ status: response.status, what }, 'Amazon refused');
      return { ok: false, why: 'refused', status: response.status };
    }
    const parsed = answer.safeParse(body);
    if (!response.ok || !parsed.success) {
      logger?.warn({ status: response.status, what }, 'Amazon answered with a failure');
      return { ok: false, why: 'unavailable', status: response.status };
    }
    return { ok: true, value: parsed.data };
  }

  return {
    async exchangeCode({ code, redirectUri }) {
      const outcome = await call(
        'token',
        settings.tokenUrl,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            client_id: settings.clientId,
            client_secret: settings.clientSecret ?? '',
          }).toString(),
        },
        tokenAnswerSchema,
      );
      return outcome.ok
        ? { ok: true, value: { accessToken: outcome.value.access_token } }
        : outcome;
    },
    async enableSkill({ accessToken, authCode, redirectUri }) {
      const skill = encodeURIComponent(settings.skillId);
      const outcome = await call(
        'skill enablement',
        `${settings.alexaApiUrl}/v1/users/~current/skills/${skill}/enablement`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${accessToken}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            stage: settings.skillStage,
            accountLinkRequest: { redirectUri, authCode, type: 'AUTH_CODE' },
          }),
        },
        enablementAnswerSchema,
      );
      return outcome.ok
        ? { ok: true, value: { amazonUserId: outcome.value.user?.id ?? null } }
        : outcome;
    },
  };
}
