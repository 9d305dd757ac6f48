import type { Db } from '../../db/client.ts';
import { serverKey } from '../auth/server-secrets.ts';

const signatureKey = serverKey('human-check-signature');
const derivedKeySignatureKey = serverKey('human-check-key-signature');

/**
 * The two HMAC secrets of human checks, shared by every instance through `server_secrets`: one
 * signs a challenge's parameters, the other the key its answer derives (so a proof is checked
 * with one HMAC, not by redoing the work).
 */
export async function humanCheckSecrets(
  db: Db,
  now: Date,
): Promise<{ signature: string; keySignature: string }> {
  const [signature, keySignature] = await Promise.all([
    signatureKey(db, now),
    derivedKeySignatureKey(db, now),
  ]);
  return {
    signature: signature.toString('base64url'),
    keySignature: keySignature.toString('base64url'),
  };
}
