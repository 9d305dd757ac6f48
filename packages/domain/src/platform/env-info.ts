import * as z from 'zod/mini';
import { COUNTRIES } from '../locale/locales.ts';

export const APP_MODES = ['development', 'test', 'production'] as const;
export type AppMode = (typeof APP_MODES)[number];

/**
 * `GET /services/utility/env-info`: what the web app needs to know about the server
 * before its first route renders. Calling it also opens (or resumes) the care session.
 */
export const envInfoSchema = z.object({
  mode: z.enum(APP_MODES),
  country: z.enum(COUNTRIES),
  buildInfo: z.object({
    /** The release tag or commit the server was built from. */
    tag: z.string(),
    /** The server's "point in time" (ISO 8601, UTC), used as the as-of time for account reads. */
    pvtTime: z.string(),
    startedAt: z.string(),
  }),
  sessionInfo: z.object({
    /**
     * A public reference to the care session, safe to put in analytics. It is not the secret:
     * the secret lives only in the HttpOnly cookie and is stored hashed.
     */
    id: z.string(),
    /** Seconds of inactivity after which the session ends. */
    idleTimeout: z.number().check(z.int(), z.positive()),
    /** Seconds after its start at which the session ends however active it is. */
    absoluteTimeout: z.number().check(z.int(), z.positive()),
    expiresAt: z.string(),
  }),
});
export type EnvInfo = z.infer<typeof envInfoSchema>;
