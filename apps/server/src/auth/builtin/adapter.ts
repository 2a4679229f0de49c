import { and, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client';
import { oidcModels } from '../../db/schema';

/** Expired rows are invisible anyway; they are purged now and then so the table stays small. */
const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * oidc-provider storage in the `oidc_models` table, so every copy of the server sees the same
 * sessions, grants, codes and refresh tokens. The provider constructs the adapter itself with
 * only the model name, hence a class closing over `db`.
 */
export function createOidcAdapter(db: Db): AdapterConstructor {
  let lastPurge = 0;

  async function purgeExpired(now: Date): Promise<void> {
    if (now.getTime() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now.getTime();
    await db.delete(oidcModels).where(lt(oidcModels.expiresAt, now));
  }

  return class PgOidcAdapter implements Adapter {
    constructor(private readonly type: string) {}

    private live() {
      return or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, new Date()));
    }

    private async findOne(where: SQL): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: oidcModels.payload, consumedAt: oidcModels.consumedAt })
        .from(oidcModels)
        .where(and(eq(oidcModels.type, this.type), where, this.live()))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      // The provider only checks truthiness; the column keeps the moment for auditing.
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const now = new Date();
      const values = {
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(now.getTime() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcModels)
        .values({ type: this.type, id, ...values })
        .onConflictDoUpdate({ target: [oidcModels.type, oidcModels.id], set: values });
      await purgeExpired(now);
    }

    find(id: string) {
      return this.findOne(eq(oidcModels.id, id));
    }

    findByUserCode(userCode: string) {
      return this.findOne(eq(oidcModels.userCode, userCode));
    }

    findByUid(uid: string) {
      return this.findOne(eq(oidcModels.uid, uid));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcModels)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcModels.type, this.type), eq(oidcModels.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcModels).where(and(eq(oidcModels.type, this.type), eq(oidcModels.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcModels).where(and(eq(oidcModels.type, this.type), eq(oidcModels.grantId, grantId)));
    }
  };
}
