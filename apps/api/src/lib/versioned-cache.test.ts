import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { centros, evaluations, periodos, sentEmails, users } from '../db/schema/index';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../test/app';
import { buildResultsFixture } from '../test/results-fixture';
import { insertCentre } from '../test/quiz-helpers';
import { enqueueMails } from '../modules/emails/mail-outbox';
import {
  channelVersions,
  foldDataChanges,
  VersionedCache,
  type DataChannel,
} from './versioned-cache';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function versionOf(channel: DataChannel): Promise<number> {
  const [row] = await channelVersions(t.db, [channel]);
  return row ? Number(row.version) : -1;
}

/** A counter of computations behind one cache key. */
function counted(key: string, channels: DataChannel[]) {
  let runs = 0;
  return {
    get runs() {
      return runs;
    },
    read: () =>
      t.app.versionedCache.get(channels, key, async () => {
        runs += 1;
        return runs;
      }),
  };
}

describe('versioned cache', () => {
  it('computes once per version, sharing one computation between concurrent misses', async () => {
    const probe = counted('once', ['users']);
    const values = await Promise.all([probe.read(), probe.read(), probe.read()]);
    expect(values).toEqual([1, 1, 1]);
    expect(await probe.read()).toBe(1);
    expect(probe.runs).toBe(1);
  });

  it('computes every lookup when told not to remember (DATA_CACHE=false, the cold path)', async () => {
    const cache = new VersionedCache(t.db, { remember: false });
    let runs = 0;
    const read = () => cache.get(['users'], 'cold', async () => (runs += 1));
    expect([await read(), await read()]).toEqual([1, 2]);
    expect(cache.misses).toBe(2);
    expect(cache.hits).toBe(0);
    await cache.close();
  });

  it('recomputes after a committed change of its channel, not after a rolled-back one or another channel', async () => {
    const probe = counted('channels', ['users']);
    await probe.read();

    await t.db
      .transaction(async (tx) => {
        await tx.insert(users).values({ nombre: 'N', apellidos: 'A', email: 'rb@x.es', perfil: 1 });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await t.db.update(centros).set({ nombre: sql`nombre` });
    expect(await probe.read()).toBe(1);

    await createUser(t.db, { perfil: 1 });
    expect(await probe.read()).toBe(2);
    expect(probe.runs).toBe(2);
  });

  it('bumps a channel once per transaction, however many rows it writes', async () => {
    const before = await versionOf('users');
    await t.db.insert(users).values(
      Array.from({ length: 300 }, (_, i) => ({
        nombre: 'Lote',
        apellidos: 'Masivo',
        email: `lote${i}@x.es`,
        perfil: 1,
      })),
    );
    expect(await versionOf('users')).toBe(before + 1);
  });

  it('ignores the answering activity that aggregates do not read', async () => {
    const fixture = await buildResultsFixture(t.db);
    expect(fixture).toBeTruthy();
    const [evaluation] = await t.db.select({ id: evaluations.id }).from(evaluations).limit(1);
    if (!evaluation) throw new Error('fixture has no evaluation');
    const before = await versionOf('evaluation_status');
    await t.db
      .update(evaluations)
      .set({ last_answer_at: sql`now()` })
      .where(eq(evaluations.id, evaluation.id));
    expect(await versionOf('evaluation_status')).toBe(before);
    await t.db
      .update(evaluations)
      .set({ status: 'IN_PROGRESS', finished_at: null })
      .where(eq(evaluations.id, evaluation.id));
    expect(await versionOf('evaluation_status')).toBe(before + 1);
  });

  it('reads a text beside the versions in the same statement, with its own values each time', async () => {
    const id = await insertCentre(t.db, {
      nombre: 'Junto a las versiones',
      codigo: 'BESIDE1',
      place: 'madrid',
    });
    const nameOf = (id: number) => ({
      shape: 'test-centre-name',
      build: () => sql`select nombre from ${centros} where id = ${sql.placeholder('centreId')}`,
      values: { centreId: id },
    });
    const cache = t.app.versionedCache;
    const [stamp, name] = await cache.stampWith(['centros', 'users'], nameOf(id));
    expect(stamp).toBe(await cache.stamp(['centros', 'users']));
    expect(name).toBe('Junto a las versiones');
    // The same shape with another value: the compiled text is reused, the value is not.
    expect((await cache.stampWith(['centros', 'users'], nameOf(-1)))[1]).toBe('');
  });

  it('does not keep a failed computation', async () => {
    let attempt = 0;
    const read = () =>
      t.app.versionedCache.get(['reference'], 'failing', async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('transient');
        return attempt;
      });
    await expect(read()).rejects.toThrow('transient');
    expect(await read()).toBe(2);
  });

  it('serves list totals that follow every write through the API at once', async () => {
    const admin = await createUser(t.db, { perfil: 0 });
    const headers = bearer(tokenFor(t.app, admin));
    const listTotal = async () => {
      const reply = await t.app.inject({
        method: 'GET',
        url: '/v1/users',
        query: { setup: JSON.stringify({ page: 0, size: 5 }) },
        headers,
      });
      expect(reply.statusCode).toBe(200);
      return (reply.json() as { count: number }).count;
    };
    const first = await listTotal();
    expect(await listTotal()).toBe(first);
    await createUser(t.db, { perfil: 1 });
    expect(await listTotal()).toBe(first + 1);
    await t.db.update(users).set({ activo: 0 }).where(eq(users.email, 'lote0@x.es'));
    expect(await listTotal()).toBe(first);
  });

  it('keeps the reference channel for places, periods and keys', async () => {
    const before = await versionOf('reference');
    await t.db.update(periodos).set({ periodo: sql`periodo` });
    expect(await versionOf('reference')).toBe(before + 1);
  });

  it('counts every commit of concurrent writers on different channels exactly once, across folds', async () => {
    const centreIds: number[] = [];
    for (let i = 0; i < 5; i += 1)
      centreIds.push(
        await insertCentre(t.db, { nombre: `Canal ${i}`, codigo: `CANAL${i}`, place: 'madrid' }),
      );
    const [mailId] = await enqueueMails(t.db, [
      { receiver: 'canal@x.es', subject: 'S', html: '<p>S</p>', text: 'S', user_id: null },
    ]);
    const channels: DataChannel[] = ['users', 'centros', 'sent_emails'];
    const before = await Promise.all(channels.map(versionOf));

    const writes = Array.from({ length: 10 }, (_, i) => [
      t.db.transaction(async (tx) => {
        await tx
          .insert(users)
          .values({ nombre: 'C', apellidos: 'C', email: `canal${i}@x.es`, perfil: 1 });
        await tx
          .insert(users)
          .values({ nombre: 'C', apellidos: 'C', email: `canal${i}b@x.es`, perfil: 1 });
      }),
      t.db.transaction(async (tx) => {
        await tx
          .update(centros)
          .set({ nombre: `Canal movido ${i}` })
          .where(eq(centros.id, centreIds[i % centreIds.length] ?? 0));
      }),
      t.db
        .update(sentEmails)
        .set({ attempts: i })
        .where(eq(sentEmails.id, mailId ?? 0)),
      // Folds racing the writers must neither lose nor double a commit.
      i % 3 === 0 ? foldDataChanges(t.db) : Promise.resolve(false),
    ]);
    await Promise.all(writes.flat());

    expect(await Promise.all(channels.map(versionOf))).toEqual(before.map((v) => v + 10));
    expect(await foldDataChanges(t.db)).toBe(true);
    const [left] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from data_change_log`,
    );
    expect(left?.n).toBe(0);
    expect(await Promise.all(channels.map(versionOf))).toEqual(before.map((v) => v + 10));
  });
});
