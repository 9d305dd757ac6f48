import type { HumanCheckChallenge } from '@orbit/domain';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { HumanCheckSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { humanCheckSecrets } from './human-check-keys.ts';
import { tokenOf } from './human-check-token.ts';

/** PBKDF2 is in every browser's WebCrypto, so solving needs no WebAssembly (ADR 024). */
export const HUMAN_CHECK_ALGORITHM = 'PBKDF2/SHA-256';

export type HumanCheckDeps = { db: Db; settings: HumanCheckSettings };

/**
 * A new signed challenge. The server picks the counter that solves it at random in the upper half
 * of `maxCounter` and signs the key it derives, so the work is bounded for the client and
 * checking an answer is one HMAC for the server.
 */
export async function issueHumanCheck(
  deps: HumanCheckDeps,
  now: Date,
): Promise<HumanCheckChallenge> {
  const { settings } = deps;
  const secrets = await humanCheckSecrets(deps.db, now);
  const expiresAt = Math.floor(now.getTime() / 1000) + settings.ttlSeconds;
  const challenge = await createChallenge({
    algorithm: HUMAN_CHECK_ALGORITHM,
    cost: settings.cost,
    counter: randomInt(settings.maxCounter, Math.ceil(settings.maxCounter / 2)),
    deriveKey,
    data: { expiresAt },
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
  const signature = challenge.signature ?? '';
  // The same parameters, typed as the domain has them (`data` is what was signed above).
  const parameters = { ...challenge.parameters, data: { expiresAt } };
  return {
    parameters,
    signature,
    token: tokenOf({ parameters, signature }),
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}
