import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PROFILE } from '@eval/contracts/common';
import { PERSONAL_DATA_MESSAGES } from '@eval/contracts/personal-data';
import { queryRows } from '../../db/client';
import {
  bearer,
  createTestApp,
  createUser,
  tokenFor,
  type TestApp,
  type TestUser,
} from '../../test/app';
import { columnsHolding } from '../../test/personal-traces';
import { createCentre } from '../../test/user-helpers';
import { zipEntries } from '../../test/zip-entries';
import { createPeriod } from '../periods/service';
import { recordAnswers, submitEvaluation } from '../quizzes/evaluation-service';
import { loadCurrentQuestionnaire } from '../quizzes/questionnaire-repository';

/** Values that appear nowhere else, so a search for them finds only this person. */
const PERSON = {
  nombre: 'Zacarías',
  apellidos: 'Xyloquant Brembórez',
  email: 'zq.urrutia@correo.example',
  telefono: '699887766',
  dni: '48151623L',
};
const TRACES = [
  'zacarías',
  'xyloquant',
  'brembórez',
  PERSON.email,
  PERSON.telefono,
  PERSON.dni.toLowerCase(),
];

/** DD/MM/YYYY HH:mm, the screens' instant. */
const DAY_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

/** A CSV of the export as lines of cells (";"-separated, quoted, BOM first). */
function csvLines(csv: string | undefined): string[][] {
  const parsed = Papa.parse<string[]>((csv ?? '').replace(/^\ufeff/, ''), {
    delimiter: ';',
    skipEmptyLines: true,
  });
  return parsed.data;
}

let t: TestApp;
let admin: TestUser;
let person: TestUser;
let centreId: number;
let answered = 0;
let headers: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { perfil: ADMIN_PROFILE });
  headers = bearer(tokenFor(t.app, admin));
  centreId = (await createCentre(t.db)).id;
  await createPeriod(t.db, '2025-2026');
  person = await createUser(t.db, {
    perfil: 1,
    centros_id: centreId,
    nombre: PERSON.nombre,
    apellidos: PERSON.apellidos,
    email: PERSON.email,
  });
  // An administrator's edit (audit before/after with the personal fields), a reset e-mail
  // addressed by name, and a whole evaluation answered and sent by the person.
  const edit = await t.app.inject({
    method: 'PUT',
    url: '/v1/users',
    headers,
    payload: { ...PERSON, id: person.id, perfil: 1, centros_id: centreId },
  });
  expect(edit.statusCode).toBe(200);
  const reset = await t.app.inject({
    method: 'PATCH',
    url: `/v1/auth/reset/${person.id}`,
    headers,
  });
  expect(reset.statusCode).toBe(200);
  const questions = await loadCurrentQuestionnaire(t.db);
  await recordAnswers(
    t.db,
    { centreId, userId: person.id },
    questions.map((q) => ({ preguntasId: q.id, respuestasIds: [[...q.options.keys()][0] ?? 0] })),
  );
  await submitEvaluation(t.db, { centreId, userId: person.id });
  answered = questions.length;
});
afterAll(() => t?.close());

/** Rows of every table but the ones erasure is meant to change. */
async function tableCounts(): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    t.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not in ('audit_log', 'set_password_tokens', 'data_change_log',
            'data_versions', 'login_throttle', 'rate_limit_hits', '__drizzle_migrations')
        order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

/** Every text-like column of every table holding one of the person's values: "table.column". */
const tracesOfPerson = () => columnsHolding(t.db, TRACES);

describe('Exportar datos personales', () => {
  it('gives a ZIP of JSON and CSV with everything held about the person, and audits it', async () => {
    const response = await t.app.inject({ url: `/v1/users/${person.id}/personal-data`, headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(`datos-personales-${person.id}.zip`);
    const files = zipEntries(response.rawPayload);
    expect([...files.keys()].sort()).toEqual(
      [
        'LEEME.txt',
        'acciones.json',
        'auditoria.csv',
        'auditoria.json',
        'centro.json',
        'correos.csv',
        'correos.json',
        'enlaces.json',
        'evaluaciones.json',
        'perfil.json',
        'respuestas.csv',
        'respuestas.json',
      ].sort(),
    );
    const read = (name: string): unknown => JSON.parse(files.get(name) ?? 'null');
    expect(read('perfil.json')).toMatchObject({ ...PERSON, id: person.id, centros_id: centreId });
    expect(files.get('perfil.json')).not.toContain('password_hash');
    expect(read('centro.json')).toMatchObject({ id: centreId });
    expect(read('respuestas.json')).toHaveLength(answered);
    // The JSON keeps the stored field names (machine-readable, stable; docs/privacy.md)…
    expect(read('respuestas.json')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          evaluation_id: expect.anything(),
          respuestas_ids: [expect.any(Number)],
        }),
      ]),
    );
    // …the CSV, for the person, labels every column and shows values as the screens do.
    const answerLines = csvLines(files.get('respuestas.csv'));
    expect(answerLines).toHaveLength(answered + 1);
    expect(answerLines[0]).toEqual([
      'Periodo',
      'Centro',
      'Pregunta',
      'Respuesta',
      'No aplica',
      'Fecha de respuesta',
    ]);
    expect(answerLines[1]).toEqual([
      '2025-2026',
      expect.stringMatching(/\S/),
      expect.stringMatching(/\S/),
      expect.stringMatching(/\S/),
      'No',
      expect.stringMatching(DAY_TIME),
    ]);
    const mailLines = csvLines(files.get('correos.csv'));
    expect(mailLines[0]).toEqual([
      'Fecha',
      'Destinatario',
      'Asunto',
      'Estado',
      'Motivo',
      'Intentos',
      'Texto',
    ]);
    expect(mailLines[1]?.[0]).toMatch(DAY_TIME);
    expect(mailLines[1]?.[1]).toBe(PERSON.email);
    expect(['Enviado', 'No enviado', 'En cola']).toContain(mailLines[1]?.[3]);
    expect(mailLines[1]?.[6]).toContain('[enlace para elegir contraseña]');
    expect(mailLines[1]?.[6]).not.toContain('{{');
    const auditLines = csvLines(files.get('auditoria.csv'));
    expect(auditLines[0]).toEqual(['Fecha y hora', 'Cambio', 'Cambios', 'Acción']);
    // The administrator's edit: a sentence that does not name the staff, the fields labelled.
    const edit = auditLines.find((cells) => cells[3] === 'PUT /v1/users');
    expect(edit?.[0]).toMatch(DAY_TIME);
    expect(edit?.[1]).toBe(
      `Un administrador modificó el usuario «${PERSON.nombre} ${PERSON.apellidos}»`,
    );
    expect(edit?.[2]).toContain(`Teléfono: `);
    expect(edit?.[2]).toContain(`→ ${PERSON.telefono}`);
    expect(edit?.[2]).toContain(`DNI/NIE: `);
    // No stored column name is a header of any CSV.
    for (const name of ['respuestas.csv', 'correos.csv', 'auditoria.csv'])
      expect(csvLines(files.get(name))[0]?.join(';')).not.toMatch(/_|\b(at|id|receiver|subject)\b/);
    expect(read('evaluaciones.json')).toEqual([expect.objectContaining({ accion: 'finalizada' })]);
    const mails = read('correos.json');
    expect(mails).toEqual([expect.objectContaining({ receiver: PERSON.email })]);
    // Links are issued when a message is delivered; without SMTP none was.
    expect(read('enlaces.json')).toEqual([]);
    const audit = read('auditoria.json');
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'PUT /v1/users', entity_id: String(person.id) }),
      ]),
    );
    const [line] = await queryRows<{ user_id: number }>(
      t.db,
      sql`select user_id from audit_log where action = 'GET /v1/users/:id/personal-data'
          and entity_id = ${String(person.id)}`,
    );
    expect(line?.user_id).toBe(admin.id);
  });

  it('404 for a user that does not exist, 401 without a session', async () => {
    expect(
      (await t.app.inject({ url: '/v1/users/999999/personal-data', headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/v1/users/${person.id}/personal-data` })).statusCode).toBe(
      401,
    );
  });
});

describe('Suprimir datos personales', () => {
  it('refuses the administrator erasing themself, and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${admin.id}/personal-data/erase`,
      headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: { message: PERSONAL_DATA_MESSAGES.cannotEraseSelf },
    });
  });

  it('leaves nothing of the person in any table, the aggregates unchanged, the audit accountable', async () => {
    expect((await tracesOfPerson()).length).toBeGreaterThanOrEqual(4);
    const countsBefore = await tableCounts();
    const [scoreBefore] = await queryRows<{ score: number }>(
      t.db,
      sql`select score::float8 as score from evaluations where centros_id = ${centreId}`,
    );

    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${person.id}/personal-data/erase`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { id: person.id, nombre: `persona suprimida nº ${person.id}` },
    });

    expect(await tracesOfPerson()).toEqual([]);
    expect(await tableCounts()).toEqual(countsBefore);
    const [scoreAfter] = await queryRows<{ score: number }>(
      t.db,
      sql`select score::float8 as score from evaluations where centros_id = ${centreId}`,
    );
    expect(scoreAfter).toEqual(scoreBefore);
    const [byPerson] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from answers where answered_by = ${person.id}`,
    );
    expect(byPerson?.n).toBe(answered);
    // Who erased whom stays, and the edit line still names the record it was about.
    const lines = await queryRows<{ action: string; user_id: number }>(
      t.db,
      sql`select action, user_id from audit_log where entity_id = ${String(person.id)} order by id`,
    );
    expect(lines.map((l) => l.action)).toEqual(
      expect.arrayContaining(['PUT /v1/users', 'POST /v1/users/:id/personal-data/erase']),
    );
    // The person can no longer sign in, and a second erasure says it is done.
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: PERSON.email, password: person.password },
    });
    expect(login.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${person.id}/personal-data/erase`,
      headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { message: PERSONAL_DATA_MESSAGES.alreadyErased },
    });
  });
});
