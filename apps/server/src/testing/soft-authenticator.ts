import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey authenticator for server tests: it answers creation and request options the
 * way a browser with a platform authenticator would (ES256, attestation `none`, discoverable
 * credentials, user verified), so the server's real WebAuthn verification runs end to end.
 */

type StoredCredential = {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
  rpId: string;
};

type Options = Record<string, unknown>;

const b64url = (bytes: Buffer | Uint8Array) => Buffer.from(bytes).toString('base64url');

function authenticatorData(rpId: string, counter: number, attested?: Buffer): Buffer {
  const rpIdHash = createHash('sha256').update(rpId).digest();
  // UP (user present) | UV (user verified) | AT (attested credential data follows)
  const flags = 0x01 | 0x04 | (attested ? 0x40 : 0);
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([rpIdHash, Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

export type SoftAuthenticator = ReturnType<typeof createSoftAuthenticator>;

export function createSoftAuthenticator(settings: { origin: string }) {
  const credentials: StoredCredential[] = [];

  return {
    credentials,
    /** Answers `navigator.credentials.create()` for these options (RegistrationResponseJSON). */
    register(options: Options) {
      const rp = options.rp as { id: string };
      const user = options.user as { id: string };
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
          [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
        ]),
      );
      const id = randomBytes(16);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(id.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, id, Buffer.from(cose)]);
      const authData = authenticatorData(rp.id, 0, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]) as never,
      );
      credentials.push({ id, privateKey, userHandle: user.id, counter: 0, rpId: rp.id });
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key' as const,
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
        response: {
          clientDataJSON: b64url(
            clientData('webauthn.create', String(options.challenge), settings.origin),
          ),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      };
    },
    /**
     * Answers `navigator.credentials.get()` with the newest credential of the RP ID (or `pick`).
     * `counterStep` 0 keeps the counter where it was (a cloned authenticator's mistake).
     */
    authenticate(
      options: Options,
      extra: { pick?: StoredCredential; counterStep?: number; origin?: string } = {},
    ) {
      const rpId = String(options.rpId);
      const credential =
        extra.pick ?? [...credentials].reverse().find((candidate) => candidate.rpId === rpId);
      if (!credential) throw new Error(`no soft credential for ${rpId}`);
      credential.counter += extra.counterStep ?? 1;
      const authData = authenticatorData(rpId, credential.counter);
      const clientDataJSON = clientData(
        'webauthn.get',
        String(options.challenge),
        extra.origin ?? settings.origin,
      );
      const signed = Buffer.concat([
        authData,
        createHash('sha256').update(clientDataJSON).digest(),
      ]);
      const signature = sign('sha256', signed, credential.privateKey);
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key' as const,
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
      };
    },
  };
}
