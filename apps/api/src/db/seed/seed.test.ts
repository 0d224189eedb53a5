import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNERSHIPS } from '@eval/contracts/centre-enums';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { openDatabase, queryRows, type DatabaseHandle } from '../client';
import {
  centros,
  claves,
  comunidades,
  municipios,
  periodos,
  preguntas,
  provincias,
  users,
} from '../schema/index';
import { seedDatabase, type SeedOptions } from './run';

const options: SeedOptions = {
  adminEmail: 'Admin@Programa.example',
  adminPassword: 'Una-Clave-Segura-1',
  demo: { centres: 60, years: 3, now: new Date('2026-11-20T10:00:00Z') },
};

describe('seeding a new database', () => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    handle = await openDatabase(testDb.target);
    await handle.migrate();
    const report = await seedDatabase(handle.db, options);
    expect(report).toEqual({ adminCreated: true, demoSeeded: true });
  });
  afterAll(async () => {
    await handle.close();
    await testDb.drop();
  });

  const total = async (table: PgTable) => {
    const [row] = await handle.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };

  it('holds the whole geography of Spain and the questionnaire', async () => {
    expect(await total(comunidades)).toBe(19);
    expect(await total(provincias)).toBe(52);
    expect(await total(municipios)).toBeGreaterThan(8000);
    expect(await total(claves)).toBe(10);
    expect(await total(preguntas)).toBe(50);
  });

  it('creates the administrator with an argon2id hash and a lower-cased e-mail', async () => {
    const [admin] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin@programa.example'));
    expect(admin?.perfil).toBe(0);
    expect(admin?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('spreads demo centres over every community and ownership, with 3 to 6 people each', async () => {
    const perCommunity = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(distinct comunidades_id)::int as n from centros`,
    );
    expect(perCommunity[0]?.n).toBe(19);
    const owners = await queryRows<{ ownership: string | null }>(
      handle.db,
      sql`select distinct ownership from centros`,
    );
    for (const o of OWNERSHIPS) expect(owners.map((r) => r.ownership)).toContain(o);
    const people = await queryRows<{ min: number; max: number }>(
      handle.db,
      sql`select min(n)::int as min, max(n)::int as max from (select count(*) as n from users where centros_id is not null group by centros_id) t`,
    );
    expect(people[0]?.min).toBeGreaterThanOrEqual(3);
    expect(people[0]?.max).toBeLessThanOrEqual(6);
  });

  it('produces evaluations over three periods in every status, one period active', async () => {
    expect(await total(periodos)).toBe(3);
    const active = await handle.db.select().from(periodos).where(eq(periodos.activo, true));
    expect(active.map((p) => p.periodo)).toEqual(['2026-2027']);
    const statuses = await queryRows<{ status: string; n: number }>(
      handle.db,
      sql`select e.status, count(*)::int as n from evaluations e group by 1`,
    );
    const present = statuses.map((s) => s.status).sort();
    expect(present).toEqual(['FINISHED', 'IN_PROGRESS', 'NOT_FINISHED']);
    const notStarted = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from centros c where not exists (
        select 1 from evaluations e join periodos p on p.id = e.periodos_id where e.centros_id = c.id and p.activo)`,
    );
    expect(notStarted[0]?.n).toBeGreaterThan(0);
  });

  it('leaves every finished evaluation complete and scored', async () => {
    const incomplete = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from evaluations e join evaluation_keys k on k.evaluation_id = e.id
          where e.status = 'FINISHED' and (k.percentage < 100 or e.finished_at is null or e.score is null)`,
    );
    expect(incomplete[0]?.n).toBe(0);
  });

  it('duplicates nothing when it runs again', async () => {
    const before = [
      await total(centros),
      await total(users),
      await total(periodos),
      await total(municipios),
    ];
    const report = await seedDatabase(handle.db, options);
    expect(report).toEqual({ adminCreated: false, demoSeeded: false });
    expect([
      await total(centros),
      await total(users),
      await total(periodos),
      await total(municipios),
    ]).toEqual(before);
  });
});
