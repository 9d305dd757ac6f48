import type {
  IdentityGrant,
  Passkey,
  PasskeyAuthenticationCredential,
  PasskeyCeremonyStart,
  PasskeyRegistrationCredential,
} from '@orbit/domain';
import type {
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type PasskeyCredentialRow, passkeyCredentials } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { newId } from '../../platform/ids.ts';
import { findIdentityById, identityGrantFor, uniqueViolationOf } from '../identity/index.ts';
import { PASSKEY_CHALLENGE_SECONDS, saveChallenge, spendChallenge } from './passkey-challenges.ts';
import {
  challengeInvalid,
  passkeyAlreadyRegistered,
  passkeyNotFound,
  verificationFailed,
} from './passkey-errors.ts';
import { advanceCounter, findPasskeyByCredentialId, passkeysOf } from './passkey-store.ts';
import type { RelyingParty } from './relying-party.ts';

export type PasskeyDeps = { db: Db; clock: Clock; config: AppConfig };

/**
 * The WebAuthn library, loaded at the first passkey ceremony rather than at start: it is the
 * heaviest import of the server (about a second of a cold start, ADR 084) and most processes
 * never see a passkey.
 */
async function webAuthn() {
  const [server, helpers] = await Promise.all([
    import('@simplewebauthn/server'),
    import('@simplewebauthn/server/helpers'),
  ]);
  return { ...server, isoBase64URL: helpers.isoBase64URL };
}

/** The WebAuthn user handle of an identity: its id's bytes (never an email or a name). */
function userHandleOf(identityId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(identityId, 'utf8'));
}

export function passkeyView(row: PasskeyCredentialRow): Passkey {
  return {
    id: row.id,
    credentialId: row.credentialId,
    transports: row.transports,
    deviceType: row.deviceType === 'multiDevice' ? 'multiDevice' : 'singleDevice',
    backedUp: row.backedUp,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * Creation options for the signed-in identity: a discoverable credential (so it can sign in
 * without a handle), user verification preferred, and the identity's passkeys excluded so an
 * authenticator is not registered twice (the browser answers InvalidStateError).
 */
export async function startRegistration(
  deps: PasskeyDeps,
  identityId: string,
  rp: RelyingParty,
): Promise<PasskeyCeremonyStart> {
  const identity = await findIdentityById(deps.db, identityId);
  if (!identity) throw challengeInvalid();
  const existing = await passkeysOf(deps.db, identityId);
  const { generateRegistrationOptions } = await webAuthn();
  const options = await generateRegistrationOptions({
    rpName: deps.config.passkeys.rpName,
    rpID: rp.rpId,
    userName: identity.handle,
    userID: userHandleOf(identity.id),
    userDisplayName:
      [identity.firstName, identity.lastName].filter(Boolean).join(' ') || identity.handle,
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const now = deps.clock();
  const { grant, expiresAt } = await saveChallenge(
    deps.db,
    {
      ceremony: 'registration',
      challenge: options.challenge,
      identityId,
      rpId: rp.rpId,
      origin: rp.origins[0] ?? '',
    },
    now,
  );
  return { grant, grantExpiresAt: expiresAt.toISOString(), options: { ...options } };
}

export async function finishRegistration(
  deps: PasskeyDeps,
  identityId: string,
  rp: RelyingParty,
  request: { grant: string; credential: PasskeyRegistrationCredential },
): Promise<Passkey> {
  const now = deps.clock();
  const challenge = await spendChallenge(deps.db, request.grant, 'registration', now);
  if (!challenge || challenge.identityId !== identityId || challenge.rpId !== rp.rpId) {
    throw challengeInvalid();
  }
  if (await findPasskeyByCredentialId(deps.db, request.credential.id)) {
    throw passkeyAlreadyRegistered();
  }
  const { verifyRegistrationResponse, isoBase64URL } = await webAuthn();
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: request.credential as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: challenge.rpId,
      requireUserVerification: false,
    });
  } catch (error) {
    throw verificationFailed('registration response rejected', error);
  }
  if (!verification.verified) throw verificationFailed('registration not verified');
  const info = verification.registrationInfo;
  const row: PasskeyCredentialRow = {
    id: newId('passkeyCredential', now),
    identityId,
    credentialId: info.credential.id,
    publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
    counter: info.credential.counter,
    transports: request.credential.response.transports ?? info.credential.transports ?? [],
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
    rpId: challenge.rpId,
    createdAt: now,
    lastUsedAt: null,
    name: null,
  };
  try {
    await deps.db.insert(passkeyCredentials).values(row);
  } catch (error) {
    if (uniqueViolationOf(error)) throw passkeyAlreadyRegistered();
    throw error;
  }
  return passkeyView(row);
}

/** Request options for a usernameless sign-in: no allow list, the passkey says whose it is. */
export async function startAuthentication(
  deps: PasskeyDeps,
  rp: RelyingParty,
): Promise<PasskeyCeremonyStart> {
  const { generateAuthenticationOptions } = await webAuthn();
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    userVerification: 'preferred',
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
  });
  const { grant, expiresAt } = await saveChallenge(
    deps.db,
    {
      ceremony: 'authentication',
      challenge: options.challenge,
      identityId: null,
      rpId: rp.rpId,
      origin: rp.origins[0] ?? '',
    },
    deps.clock(),
  );
  return { grant, grantExpiresAt: expiresAt.toISOString(), options: { ...options } };
}

/**
 * Verifies an assertion: the challenge (single use), the credential (registered, for this RP
 * ID, of the identity the user handle names), the signature, and a signature counter that moved
 * on (a counter that went back means a cloned authenticator). Answers an identity grant.
 */
export async function finishAuthentication(
  deps: PasskeyDeps,
  rp: RelyingParty,
  request: { grant: string; credential: PasskeyAuthenticationCredential },
): Promise<IdentityGrant> {
  const now = deps.clock();
  const challenge = await spendChallenge(deps.db, request.grant, 'authentication', now);
  if (!challenge || challenge.rpId !== rp.rpId) throw challengeInvalid();
  const stored = await findPasskeyByCredentialId(deps.db, request.credential.id);
  if (!stored) throw passkeyNotFound();
  if (stored.rpId !== challenge.rpId) throw verificationFailed('credential of another RP ID');
  const { verifyAuthenticationResponse, isoBase64URL } = await webAuthn();
  const userHandle = request.credential.response.userHandle;
  if (userHandle && isoBase64URL.toUTF8String(userHandle) !== stored.identityId) {
    throw verificationFailed('user handle names another identity');
  }
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response: request.credential as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: challenge.rpId,
      credential: {
        id: stored.credentialId,
        publicKey: isoBase64URL.toBuffer(stored.publicKey),
        counter: stored.counter,
        transports: stored.transports as AuthenticatorTransportFuture[],
      },
      requireUserVerification: false,
    });
  } catch (error) {
    const counter = error instanceof Error && /counter/i.test(error.message);
    throw verificationFailed(counter ? 'signature counter went back' : 'assertion rejected', error);
  }
  if (!verification.verified) throw verificationFailed('assertion not verified');
  if (!(await advanceCounter(deps.db, stored, verification.authenticationInfo.newCounter, now))) {
    throw verificationFailed('signature counter raced');
  }
  const identity = await findIdentityById(deps.db, stored.identityId);
  if (!identity) throw passkeyNotFound();
  return identityGrantFor(deps.db, identity, now, deps.config.serviceTokens.signInGrantSeconds);
}

type AuthenticatorTransportFuture = NonNullable<
  Parameters<typeof verifyAuthenticationResponse>[0]['credential']['transports']
>[number];
