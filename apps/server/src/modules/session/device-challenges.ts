import type { DeviceChallenge, DeviceChallengeVerification } from '@orbit/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deviceChallenges } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { newId } from '../../platform/ids.ts';
import { hashCredential, matchesHash, newCredential } from './credentials.ts';

/** `POST device/v1/challenges`: a nonce for this device, valid for `ttlSeconds`. */
export async function createDeviceChallenge(
  db: Db,
  deviceId: string,
  now: Date,
  ttlSeconds: number,
): Promise<DeviceChallenge> {
  const challengeId = newId('deviceChallenge', now);
  const nonce = newCredential('challengeNonce');
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  await db.insert(deviceChallenges).values({
    id: challengeId,
    deviceId,
    nonceHash: hashCredential(nonce),
    createdAt: now,
    expiresAt,
  });
  return { challengeId, nonce, expiresAt: expiresAt.toISOString() };
}

/**
 * `POST device/v1/challenges/{id}/verify`: the challenge is used up by this call whatever the
 * answer (one attempt each), and only the device it was issued to can use it. Unknown, expired,
 * used and another device's challenges all answer 404: a caller learns nothing about other
 * devices' challenges.
 */
export async function verifyDeviceChallenge(
  db: Db,
  answer: { challengeId: string; nonce: string; deviceId: string },
  now: Date,
): Promise<DeviceChallengeVerification> {
  const [challenge] = await db
    .update(deviceChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(deviceChallenges.id, answer.challengeId),
        eq(deviceChallenges.deviceId, answer.deviceId),
        isNull(deviceChallenges.usedAt),
        gt(deviceChallenges.expiresAt, now),
      ),
    )
    .returning({ nonceHash: deviceChallenges.nonceHash });
  if (!challenge) {
    throw new AppError('NOT_FOUND', 'No live challenge with this id for this device', {
      notFoundResourceType: 'challenge',
      publicDescription:
        'No open challenge with this id for this device (unknown, expired or already answered).',
    });
  }
  if (!matchesHash(answer.nonce, challenge.nonceHash)) {
    throw new AppError('UNAUTHENTICATED', 'Challenge answered with the wrong nonce', {
      publicDescription: 'The nonce does not answer this challenge.',
    });
  }
  return {
    challengeId: answer.challengeId,
    deviceId: answer.deviceId,
    verified: true,
    verifiedAt: now.toISOString(),
  };
}
