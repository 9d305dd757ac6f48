import { availableParallelism } from 'node:os';
import { hash } from '@node-rs/argon2';
import { ARGON2ID_STANDARD } from '@orbit/server/password-hashing';

/**
 * The machine's argon2id hashes per second at the server's own parameters (ARGON2ID_STANDARD:
 * t=1, m=46 MiB, p=1), one hash in flight per core: the ceiling of new-account purchases, each of
 * which hashes its password once.
 */
export async function argon2HashesPerSecond(seconds: number): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  const startedAt = performance.now();
  let hashes = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      await hash(`Velvet-Maple-${hashes}`, ARGON2ID_STANDARD);
      hashes += 1;
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return hashes / ((performance.now() - startedAt) / 1000);
}
