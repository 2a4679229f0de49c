import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../../../test/support/database';
import { createOidcAdapter } from './adapter';

describe.each(DB_KINDS)('oidc_models adapter (%s)', (kind) => {
  let testDb: TestDatabase;
  let Adapter: ReturnType<typeof createOidcAdapter>;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    Adapter = createOidcAdapter(testDb.database.db);
  });

  afterAll(async () => {
    await testDb?.destroy();
  });

  it('stores, finds and replaces a model by id, separately per model type', async () => {
    const sessions = new Adapter('Session');
    const grants = new Adapter('Grant');
    await sessions.upsert('same-id', { accountId: 'local|a', uid: 'uid-1' }, 60);
    await grants.upsert('same-id', { accountId: 'local|b' }, 60);

    expect(await sessions.find('same-id')).toEqual({ accountId: 'local|a', uid: 'uid-1' });
    expect(await grants.find('same-id')).toEqual({ accountId: 'local|b' });
    expect(await sessions.findByUid('uid-1')).toEqual({ accountId: 'local|a', uid: 'uid-1' });
    expect(await grants.findByUid('uid-1')).toBeUndefined();

    await sessions.upsert('same-id', { accountId: 'local|a', uid: 'uid-2' }, 60);
    expect(await sessions.findByUid('uid-1')).toBeUndefined();
    expect((await sessions.find('same-id'))?.uid).toBe('uid-2');
    expect(await sessions.find('missing')).toBeUndefined();
  });

  it('treats expired rows as missing and keeps rows without expiry', async () => {
    const codes = new Adapter('AuthorizationCode');
    await codes.upsert('expired', { grantId: 'g' }, -1);
    await codes.upsert('forever', { grantId: 'g' }, 0);
    expect(await codes.find('expired')).toBeUndefined();
    expect(await codes.find('forever')).toEqual({ grantId: 'g' });
  });

  it('marks a model consumed', async () => {
    const tokens = new Adapter('RefreshToken');
    await tokens.upsert('rt', { grantId: 'g1' }, 60);
    expect((await tokens.find('rt'))?.consumed).toBeUndefined();
    await tokens.consume('rt');
    expect((await tokens.find('rt'))?.consumed).toBeTruthy();
  });

  it('finds device codes by user code', async () => {
    const deviceCodes = new Adapter('DeviceCode');
    await deviceCodes.upsert('dc', { userCode: 'ABCD-EFGH', grantId: 'g' }, 60);
    expect((await deviceCodes.findByUserCode('ABCD-EFGH'))?.grantId).toBe('g');
    expect(await deviceCodes.findByUserCode('ZZZZ-ZZZZ')).toBeUndefined();
  });

  it('destroys one model, or every model of its type issued under a grant', async () => {
    const tokens = new Adapter('AccessToken');
    const refresh = new Adapter('RefreshToken');
    await tokens.upsert('at1', { grantId: 'revoked' }, 60);
    await tokens.upsert('at2', { grantId: 'revoked' }, 60);
    await tokens.upsert('at3', { grantId: 'kept' }, 60);
    await refresh.upsert('rt1', { grantId: 'revoked' }, 60);

    await tokens.revokeByGrantId('revoked');
    expect(await tokens.find('at1')).toBeUndefined();
    expect(await tokens.find('at2')).toBeUndefined();
    expect(await tokens.find('at3')).toBeDefined();
    // The provider calls revokeByGrantId on each model's adapter in turn.
    expect(await refresh.find('rt1')).toBeDefined();

    await tokens.destroy('at3');
    expect(await tokens.find('at3')).toBeUndefined();
  });
});
