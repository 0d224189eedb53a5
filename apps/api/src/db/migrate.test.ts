import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { openDatabase, queryRows, type DatabaseHandle } from './client';

describe('migrations from an empty database', () => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;

  afterAll(async () => {
    await handle?.close();
    await testDb?.drop();
  });

  it('create every table, and running them again changes nothing', async () => {
    testDb = await createTestDatabase();
    handle = await openDatabase(testDb.target);
    expect(handle.driver).toBe(testDb.driver);
    await handle.migrate();
    await handle.migrate();
    const tables = await queryRows<{ table_name: string }>(
      handle.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const names = tables.map((t) => t.table_name);
    for (const expected of [
      'users',
      'perfiles',
      'languages',
      'cargos',
      'comunidades',
      'provincias',
      'municipios',
      'centros',
      'cursos',
      'cursos_centros',
      'periodos',
      'settings',
      'claves',
      'tipos',
      'preguntas',
      'respuestas',
      'colores',
      'evaluations',
      'evaluation_keys',
      'answers',
      'evaluation_resets',
      'sent_emails',
      'column_visibility',
      'contenidos',
      'feedbacks',
      'recursos',
      'perspectivas',
      'tipos_material',
      'recursos_comunidades',
      'recursos_cursos',
      'toolkits',
      'documentos',
      'files',
      'set_password_tokens',
      'audit_log',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('searches without accents through the immutable unaccent wrapper', async () => {
    const rows = await queryRows<{ v: string }>(
      handle.db,
      sql`select immutable_unaccent(lower('Málaga')) as v`,
    );
    expect(rows[0]?.v).toBe('malaga');
  });

  it('allows only one active period', async () => {
    await handle.db.execute(sql`insert into periodos (periodo, activo) values ('2024-2025', true)`);
    await expect(
      handle.db.execute(sql`insert into periodos (periodo, activo) values ('2025-2026', true)`),
    ).rejects.toThrow();
  });
});
