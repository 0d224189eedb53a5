import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  CONSULTATION_MESSAGES as M,
  MIN_CONSULTATION_RESPONSES,
  consultationListResponseSchema,
  consultationResponseSchema,
  consultationResultsResponseSchema,
  publicConsultationResponseSchema,
  type Consultation,
  type ConsultationGroup,
} from '@eval/contracts/consultations';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { consultationResponses, consultations, evaluations } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';
import { createUser, type TestUser } from '../../test/app';
import {
  completeResponse,
  inTwoWeeks,
  openConsultation,
  readConsultation,
  sendResponse,
} from '../../test/consultation-helpers';
import { pdfText } from '../../test/pdf-text';
import { finishEvaluation, insertCentre } from '../../test/quiz-helpers';
import { createPeriod } from '../periods/service';

/**
 * A centre's consultations end to end through the API: opening (the coordinator only),
 * answering without an account, once per response, closed and expired, the rate limit, the
 * minimum of responses before any figure, and what is stored of a respondent (nothing).
 * World: centre A (Madrid) with a coordinator and a teacher and a finished self-evaluation,
 * centre B (Sevilla) with its coordinator. The limit per consultation is 40 a minute here.
 */
const t = adminTestAppPerFile({
  env: { TRUST_PROXY: 'loopback', CONSULTATION_RESPONSES_PER_MINUTE: '40' },
});
let coordA: TestUser;
let teacherA: TestUser;
let coordB: TestUser;
let evaluationA = 0;

const USER_AGENT = 'NavegadorDePrueba/7.3 (consulta; anonimato)';
const ADDRESS = '203.0.113.77';
const errorOf = (response: LightMyRequestResponse) =>
  response.json<{ error: { message: string } }>().error.message;
const storedResponses = async () =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${consultationResponses}`,
    )
  )[0]?.n ?? 0;

const open = (grupo: ConsultationGroup, user = coordA) => openConsultation(t, user, grupo);
const readPublic = (codigo: string, query = '') => readConsultation(t.app, codigo, query);
const fullBody = (codigo: string, valor?: (index: number) => number) =>
  completeResponse(t.app, codigo, valor);
const answer = (codigo: string, body: object, address = ADDRESS) =>
  sendResponse(t.app, codigo, body, { 'user-agent': USER_AGENT, 'x-forwarded-for': address });

beforeAll(async () => {
  const db = t.db;
  const a = await insertCentre(db, { nombre: 'Centro Voces', codigo: 'VOC-A', place: 'madrid' });
  const b = await insertCentre(db, { nombre: 'Centro Otro', codigo: 'VOC-B', place: 'sevilla' });
  coordA = await createUser(db, { perfil: 1, centros_id: a });
  teacherA = await createUser(db, { perfil: 2, centros_id: a });
  coordB = await createUser(db, { perfil: 1, centros_id: b });
  await createPeriod(db, '2025-2026');
  await finishEvaluation(db, a, new Date());
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from ${evaluations} where centros_id = ${a}`,
  );
  evaluationA = row?.id ?? 0;
}, 300_000);

describe('opening a consultation', () => {
  it('gives the coordinator an unguessable link; the teacher reads it and cannot open one', async () => {
    const refused = await t.callAs(teacherA, 'POST', '/v15/centro/consultas', {
      grupo: 'familias',
      cierra: inTwoWeeks(),
    });
    expect(refused.statusCode).toBe(403);
    const students = await open('alumnado');
    expect(students.codigo).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(students.enlace).toBe(`/centro/responder/${students.codigo}`);
    expect(students).toMatchObject({ estado: 'abierta', respuestas: 0, cerrada: false });
    const list = await t.callAs(teacherA, 'GET', '/v15/centro/consultas');
    const data = consultationListResponseSchema.parse(list.json()).data;
    expect(data.periodo).toBe('2025-2026');
    expect(data.consultas.map((c) => c.grupo)).toEqual(['alumnado']);
    const otherCentre = await t.callAs(coordB, 'GET', '/v15/centro/consultas');
    expect(consultationListResponseSchema.parse(otherCentre.json()).data.consultas).toEqual([]);
  });

  it('refuses a second consultation of a group and a closing date in the past', async () => {
    const again = await t.callAs(coordA, 'POST', '/v15/centro/consultas', {
      grupo: 'alumnado',
      cierra: inTwoWeeks(),
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(M.groupTaken);
    const past = await t.callAs(coordA, 'POST', '/v15/centro/consultas', {
      grupo: 'profesorado',
      cierra: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    expect(errorOf(past)).toBe(M.pastDate);
  });

  it('draws the link as a PNG QR code, for its own centre only', async () => {
    const { id } = await open('profesorado');
    const qr = await t.callAs(coordA, 'GET', `/v15/centro/consultas/${id}/qr`);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    expect(qr.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect((await t.callAs(coordB, 'GET', `/v15/centro/consultas/${id}/qr`)).statusCode).toBe(404);
  });
});

describe('answering without an account', () => {
  it('shows the group’s questions in Spanish or Catalan, with the centre and closing date', async () => {
    const { codigo } = await open('familias');
    const es = publicConsultationResponseSchema.parse((await readPublic(codigo)).json()).data;
    expect(es).toMatchObject({ grupo: 'familias', centro: 'Centro Voces', estado: 'abierta' });
    expect(es.preguntas.length).toBe(10);
    const ca = publicConsultationResponseSchema.parse(
      (await readPublic(codigo, '?lang=CA')).json(),
    ).data;
    expect(ca.preguntas[0]?.texto).not.toBe(es.preguntas[0]?.texto);
    expect(ca.preguntas[0]?.texto).toMatch(/fill o filla/);
    const unknown = await readPublic('AAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toBe(M.notFound);
  });

  it('stores a complete response once: a retry of the same response is acknowledged, not stored again', async () => {
    const { codigo } = await open('alumnado', coordB);
    const body = await fullBody(codigo);
    expect(body.respuestas.length).toBe(25);
    const before = await storedResponses();
    const first = await answer(codigo, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ data: { id: body.id, repetida: false } });
    const retry = await answer(codigo, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ data: { id: body.id, repetida: true } });
    expect(await storedResponses()).toBe(before + 1);
  });

  it('stores a burst of responses written together, each once, and tells a repeated one apart', async () => {
    const { codigo } = await open('profesorado', await createCoordinatorOfNewCentre('VOC-R'));
    const bodies = await Promise.all(Array.from({ length: 24 }, () => fullBody(codigo)));
    const twice = bodies[0] as (typeof bodies)[number];
    const before = await storedResponses();
    const replies = await Promise.all(
      [...bodies, twice].map((body, i) => answer(codigo, body, `192.0.2.${i}`)),
    );
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(24);
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await storedResponses()).toBe(before + 24);
  });

  it('refuses, storing nothing, a body that is not exactly the group’s questions', async () => {
    const { codigo } = await open('familias', coordB);
    const body = await fullBody(codigo);
    const before = await storedResponses();
    const [first, ...rest] = body.respuestas;
    const cases = [
      { ...body, id: randomUUID(), respuestas: rest },
      { ...body, id: randomUUID(), respuestas: [...rest, { pregunta: 999_999, valor: 2 }] },
      { ...body, id: randomUUID(), respuestas: [...body.respuestas, first] },
    ];
    for (const wrong of cases) {
      const response = await answer(codigo, wrong);
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response)).toBe(M.mismatch);
    }
    for (const wrong of [
      { ...body, respuestas: [{ ...first, valor: 5 }, ...rest] },
      { ...body, id: 'no-es-un-uuid' },
      { ...body, nombre: 'Lucía' },
    ]) {
      expect((await answer(codigo, wrong)).statusCode).toBe(400);
    }
    expect(await storedResponses()).toBe(before);
  });

  it('takes nothing once closed or past its date, and again once reopened', async () => {
    const consultation = await open('profesorado', coordB);
    const close = await t.callAs(coordB, 'PATCH', `/v15/centro/consultas/${consultation.id}`, {
      cerrada: true,
    });
    expect(consultationResponseSchema.parse(close.json()).data.estado).toBe('cerrada');
    const page = publicConsultationResponseSchema.parse(
      (await readPublic(consultation.codigo)).json(),
    ).data;
    expect(page).toMatchObject({ estado: 'cerrada', preguntas: [] });
    const before = await storedResponses();
    await t.callAs(coordB, 'PATCH', `/v15/centro/consultas/${consultation.id}`, {
      cerrada: false,
    });
    const body = await fullBody(consultation.codigo);
    await t.callAs(coordB, 'PATCH', `/v15/centro/consultas/${consultation.id}`, {
      cerrada: true,
    });
    const closed = await answer(consultation.codigo, body);
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed)).toBe(M.closed);
    await t.callAs(coordB, 'PATCH', `/v15/centro/consultas/${consultation.id}`, {
      cerrada: false,
    });
    await t.db.execute(
      sql`update ${consultations} set cierra = '2020-06-30' where id = ${consultation.id}`,
    );
    const expired = await answer(consultation.codigo, body);
    expect(expired.statusCode).toBe(409);
    expect(errorOf(expired)).toBe(M.expired);
    expect(await storedResponses()).toBe(before);
    await t.callAs(coordB, 'PATCH', `/v15/centro/consultas/${consultation.id}`, {
      cierra: inTwoWeeks(),
    });
    expect((await answer(consultation.codigo, body)).statusCode).toBe(201);
  });

  it('lets another centre neither see nor change a consultation', async () => {
    const { id } = (await t.callAs(coordA, 'GET', '/v15/centro/consultas')).json<{
      data: { consultas: Consultation[] };
    }>().data.consultas[0] as Consultation;
    const change = await t.callAs(coordB, 'PATCH', `/v15/centro/consultas/${id}`, {
      cerrada: true,
    });
    expect(change.statusCode).toBe(404);
  });
});

describe('the results', () => {
  it('show no figure below the minimum of responses, then each key beside the self-evaluation with the gap', async () => {
    const list = consultationListResponseSchema.parse(
      (await t.callAs(coordA, 'GET', '/v15/centro/consultas')).json(),
    ).data.consultas;
    const students = list.find((c) => c.grupo === 'alumnado') as Consultation;
    for (let i = 0; i < MIN_CONSULTATION_RESPONSES - 1; i += 1) {
      const response = await answer(students.codigo, await fullBody(students.codigo, () => 1));
      expect(response.statusCode).toBe(201);
    }
    const results = async () =>
      consultationResultsResponseSchema.parse(
        (
          await t.callAs(
            teacherA,
            'GET',
            `/v15/centro/consultas/resultados?evaluacion=${evaluationA}`,
          )
        ).json(),
      ).data;
    const few = (await results()).grupos.find((g) => g.grupo === 'alumnado');
    expect(few).toMatchObject({ respuestas: MIN_CONSULTATION_RESPONSES - 1, suficiente: false });
    expect(few?.claves.every((k) => k.puntuacion === null && k.diferencia === null)).toBe(true);
    // The tenth student answers "don't know" to the first question: left out of the mean.
    await answer(students.codigo, await fullBody(students.codigo, (i) => (i === 0 ? 0 : 1)));
    const enough = (await results()).grupos.find((g) => g.grupo === 'alumnado');
    expect(enough).toMatchObject({ respuestas: MIN_CONSULTATION_RESPONSES, suficiente: true });
    const first = enough?.claves[0];
    expect(first?.puntuacion).toBe(0);
    expect(first?.autoevaluacion).not.toBeNull();
    expect(first?.diferencia).toBe(-(first?.autoevaluacion ?? 0));
    // The PDF report prints the same: the students' figures, the families' minimum.
    const report = `/v15/centro/evaluaciones/${evaluationA}/informe`;
    const spanish = pdfText((await t.callAs(coordA, 'GET', `${report}?lang=ES`)).rawPayload);
    expect(spanish).toContain('Las otras voces: consultas');
    expect(spanish).toMatch(new RegExp(`Alumnado\\W+${MIN_CONSULTATION_RESPONSES} respuestas`));
    expect(spanish).toMatch(/Familias\W+0 respuestas/);
    expect(spanish).not.toContain('"');
    expect(spanish).toContain('Se necesitan al menos 10 respuestas');
    const catalan = pdfText((await t.callAs(coordA, 'GET', `${report}?lang=CA`)).rawPayload);
    expect(catalan).toContain('Les altres veus: consultes');
    expect(catalan).toContain('Calen almenys 10 respostes');
    const other = await t.callAs(
      coordB,
      'GET',
      `/v15/centro/consultas/resultados?evaluacion=${evaluationA}`,
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('limits and privacy', () => {
  it('limits responses per consultation per minute, with Retry-After, and stores nothing refused', async () => {
    const { codigo } = await open('alumnado', await createCoordinatorOfNewCentre());
    const body = await fullBody(codigo);
    let refused: LightMyRequestResponse | undefined;
    for (let i = 0; i < 45 && !refused; i += 1) {
      const response = await answer(codigo, { ...body, id: randomUUID() }, `198.51.100.${i}`);
      if (response.statusCode === 429) refused = response;
      else expect(response.statusCode).toBe(201);
    }
    expect(refused, 'the 41st response is refused').toBeDefined();
    expect(errorOf(refused as LightMyRequestResponse)).toBe(M.tooMany);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${consultationResponses} r
          join ${consultations} c on c.id = r.consultations_id where c.codigo = ${codigo}`,
    );
    expect(row?.n).toBe(40);
  });

  it('keeps no address and no browser of any respondent in any table', async () => {
    const tables = await queryRows<{ table_name: string }>(
      t.db,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(20);
    for (const { table_name } of tables) {
      const [found] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from ${sql.identifier(table_name)} t
            where t::text like ${`%${USER_AGENT.slice(0, 18)}%`} or t::text like ${'%203.0.113.77%'}
               or t::text like ${'%198.51.100.%'}`,
      );
      expect(found?.n, table_name).toBe(0);
    }
  });
});

async function createCoordinatorOfNewCentre(codigo = 'VOC-L'): Promise<TestUser> {
  const centre = await insertCentre(t.db, { nombre: `Centro ${codigo}`, codigo, place: 'madrid' });
  return createUser(t.db, { perfil: 1, centros_id: centre });
}
