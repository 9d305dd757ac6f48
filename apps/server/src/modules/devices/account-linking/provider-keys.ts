import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { serverSecrets } from '../../../db/schema/index.ts';
import { serverKey } from '../../../platform/auth/server-secrets.ts';
import type { SigningKeys } from '../../../platform/env/oauth-settings.ts';

const SIGNING_KEY_SECRET = 'oauth-signing-jwk';

/** The key that signs the provider's cookies, shared by every instance through the database. */
const cookieKey = serverKey('oauth-cookie-key');

/**
 * A signing key for development and tests: made by the first instance that needs it, kept in
 * `server_secrets` (the same insert-then-read as every server key, so racing instances agree).
 * Production reads `OAUTH_SIGNING_KEYS` instead (the config refuses to start without it).
 */
async function storedSigningKeys(db: Db, now: Date): Promise<SigningKeys> {
  const stored = await readSigningKey(db);
  if (stored) return stored;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomUUID(),
    alg: 'RS256',
    use: 'sig',
  };
  await db
    .insert(serverSecrets)
    .values({ name: SIGNING_KEY_SECRET, value: JSON.stringify(jwk), createdAt: now })
    .onConflictDoNothing();
  const kept = await readSigningKey(db);
  if (!kept) throw new Error('the account-linking signing key could not be stored');
  return kept;
}

async function readSigningKey(db: Db): Promise<SigningKeys | undefined> {
  const [row] = await db
    .select()
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SIGNING_KEY_SECRET));
  return row ? { keys: [JSON.parse(row.value)] } : undefined;
}

export type ProviderKeys = { jwks: SigningKeys; cookieKeys: string[] };

export async function providerKeysOf(
  deps: { db: Db; config: AppConfig },
  now: Date,
): Promise<ProviderKeys> {
  const jwks = deps.config.accountLinking.signingKeys ?? (await storedSigningKeys(deps.db, now));
  const cookieKeys = [(await cookieKey(deps.db, now)).toString('base64url')];
  return { jwks, cookieKeys };
}
