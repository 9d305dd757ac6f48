import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identityRoles } from '../../db/schema/index.ts';

/** The roles a login may hold beyond being a customer (ADR 065). */
export const IDENTITY_ROLES = ['STUDENT_REVIEWER', 'OPERATOR'] as const;
export type IdentityRole = (typeof IDENTITY_ROLES)[number];

/** Whether the login holds the role: read on every call, so a revoked role stops at once. */
export async function holdsRole(db: Db, identityId: string, role: IdentityRole): Promise<boolean> {
  const [row] = await db
    .select({ role: identityRoles.role })
    .from(identityRoles)
    .where(and(eq(identityRoles.identityId, identityId), eq(identityRoles.role, role)))
    .limit(1);
  return row !== undefined;
}

/** Grants a role (the seed's demo reviewer, an operator's script); granting twice is harmless. */
export async function grantRole(
  db: Db,
  identityId: string,
  role: IdentityRole,
  now: Date,
): Promise<void> {
  await db.insert(identityRoles).values({ identityId, role, grantedAt: now }).onConflictDoNothing();
}
