import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { campaigns } from '../../../db/schema/index.ts';

export type CampaignRow = typeof campaigns.$inferSelect;

export async function findCampaign(db: Db, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
}

export async function listCampaigns(db: Db): Promise<CampaignRow[]> {
  return db.select().from(campaigns).orderBy(campaigns.id);
}
