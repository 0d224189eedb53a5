import { COMMON_MESSAGES } from '@eval/contracts/common';
import { like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { centros } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';

/** TRANSFER_TIMEOUT of one second: the transfer deadline, met on purpose. */
const t = adminTestAppPerFile({ env: { TRANSFER_TIMEOUT: '1' } });

const csv = 'codigo;nombre;comunidad;provincia;municipio\nLATE-1;Tardío;13;28;28079\n';

describe('upload deadline', () => {
  it('answers a Spanish 503 past TRANSFER_TIMEOUT and rolls the import back', async () => {
    // Another transaction holds the centres table (PGlite: the one connection itself), so the
    // import cannot finish within its deadline.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked: () => void = () => undefined;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${centros} in exclusive mode`);
      locked();
      await released;
    });
    await lockTaken;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/centros/import',
      headers: { ...t.auth, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: COMMON_MESSAGES.transferTimeout },
    });
    release();
    await holder;
    // Taking the lock again waits for the import's transaction to end, however it ends.
    await t.db.transaction((tx) => tx.execute(sql`lock table ${centros} in exclusive mode`));
    expect(await t.db.select().from(centros).where(like(centros.codigo, 'LATE-%'))).toEqual([]);
  }, 60_000);
});
