import type { Db } from '../../db/client.ts';
import { serverSecret } from '../identity/secrets.ts';

/**
 * One named server secret (`server_secrets`, as the identity capability keeps its keys), read
 * once per database handle and kept in memory. Each purpose has its own name, so a value made
 * for one purpose (a deviceRef) can never be accepted by another (a link token). A failed read
 * is forgotten, so the next call tries again.
 */
export function serverKey(name: string): (db: Db, now: Date) => Promise<Buffer> {
  const keys = new WeakMap<Db, Promise<Buffer>>();
  return (db, now) => {
    let key = keys.get(db);
    if (!key) {
      key = serverSecret(db, name, now).catch((error: unknown) => {
        keys.delete(db);
        throw error;
      });
      keys.set(db, key);
    }
    return key;
  };
}
