import type { CARE_USE_CASES } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { careUseCases } from '../../../db/schema/index.ts';

type CareUseCase = (typeof CARE_USE_CASES)[number];

/** Keeps the page the care session is on (`apigateway/update-usecase`), the latest one. */
export async function recordUseCase(
  db: Db,
  careSessionId: string,
  useCase: CareUseCase,
  now: Date,
): Promise<{ useCase: CareUseCase }> {
  await db
    .insert(careUseCases)
    .values({ careSessionId, useCase, updatedAt: now })
    .onConflictDoUpdate({
      target: careUseCases.careSessionId,
      set: { useCase, updatedAt: now },
    });
  return { useCase };
}
