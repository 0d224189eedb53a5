import {
  CONSULTATION_MESSAGES as M,
  consultationParticipationResponseSchema,
  consultationQuestionResponseSchema,
  consultationQuestionsResponseSchema,
  consultationReportResponseSchema,
} from '@eval/contracts/consultations';
import { XLSX_TYPE } from '@eval/contracts/file-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestAppPerFile } from '../../test/admin-app';
import { createUser, type TestUser } from '../../test/app';
import { openConsultation, respond } from '../../test/consultation-helpers';
import { PLACES, finishEvaluation, insertCentre } from '../../test/quiz-helpers';
import { q, scopedAdministrator } from '../../test/scope-fixture';
import { claves } from '../../db/schema/index';
import { createPeriod } from '../periods/service';

/**
 * What administrators see of the consultations: Seguimiento's participation, the dashboard's
 * card and its download, each within the caller's scope, and the questionnaires' catalogue.
 * World: a Madrid centre whose students answered 10 times ("muy de acuerdo" everywhere), a
 * Sevilla centre with 3 answers; both finished their self-evaluation this period.
 */
const t = adminTestAppPerFile();
let madrid = 0;
let sevilla = 0;
let ofMadrid: TestUser;
let keyId = 0;

beforeAll(async () => {
  const db = t.db;
  madrid = await insertCentre(db, { nombre: 'IES Voz Madrid', codigo: 'VZ-M', place: 'madrid' });
  sevilla = await insertCentre(db, { nombre: 'IES Voz Sevilla', codigo: 'VZ-S', place: 'sevilla' });
  const coordMadrid = await createUser(db, { perfil: 1, centros_id: madrid });
  const coordSevilla = await createUser(db, { perfil: 1, centros_id: sevilla });
  await createPeriod(db, '2025-2026');
  await finishEvaluation(db, madrid, new Date());
  await finishEvaluation(db, sevilla, new Date());
  const studentsMadrid = await openConsultation(t, coordMadrid, 'alumnado');
  const studentsSevilla = await openConsultation(t, coordSevilla, 'alumnado');
  await respond(t.app, studentsMadrid.codigo, 10, () => 4);
  await respond(t.app, studentsSevilla.codigo, 3, () => 1);
  ofMadrid = await scopedAdministrator(db, [PLACES.madrid.comunidades_id]);
  keyId = (await db.select({ id: claves.id }).from(claves).orderBy(claves.orden))[0]?.id ?? 0;
}, 300_000);

describe('participation in Seguimiento', () => {
  it('gives each listed centre its responses per group, within the scope', async () => {
    const national = await t.call('GET', `/v15/centros/quizes/consultas?ids=${madrid},${sevilla}`);
    expect(consultationParticipationResponseSchema.parse(national.json()).data).toEqual([
      { centros_id: madrid, alumnado: 10, familias: null, profesorado: null },
      { centros_id: sevilla, alumnado: 3, familias: null, profesorado: null },
    ]);
    const scoped = await t.callAs(
      ofMadrid,
      'GET',
      `/v15/centros/quizes/consultas?ids=${madrid},${sevilla}`,
    );
    expect(consultationParticipationResponseSchema.parse(scoped.json()).data).toEqual([
      { centros_id: madrid, alumnado: 10, familias: null, profesorado: null },
    ]);
    const bad = await t.call('GET', '/v15/centros/quizes/consultas?ids=1,dos');
    expect(bad.statusCode).toBe(400);
  });
});

describe('the dashboard card', () => {
  it('counts participation and the gap per key only from centres with enough responses', async () => {
    const card = consultationReportResponseSchema.parse(
      (await t.call('GET', '/v3/consultations-report')).json(),
    ).data;
    expect(card.periodo).toBe('2025-2026');
    expect(card.withConsultation).toBe(2);
    expect(card.grupos.find((g) => g.grupo === 'alumnado')).toEqual({
      grupo: 'alumnado',
      consultas: 2,
      respuestas: 13,
      suficientes: 1,
    });
    const first = card.claves.find((k) => k.clave === keyId);
    // Only Madrid's students count (10 responses), all "muy de acuerdo": 100.
    expect(first?.alumnado).toBe(100);
    expect(first?.familias).toBeNull();
    expect(first?.autoevaluacion).not.toBeNull();
    expect(first?.diferencia).toBeCloseTo(100 - (first?.autoevaluacion ?? 0), 1);
  });

  it('is the scope’s and the filter’s: Sevilla alone has no figure', async () => {
    const scoped = consultationReportResponseSchema.parse(
      (await t.callAs(ofMadrid, 'GET', '/v3/consultations-report')).json(),
    ).data;
    expect(scoped.grupos.find((g) => g.grupo === 'alumnado')?.respuestas).toBe(10);
    const filtered = consultationReportResponseSchema.parse(
      (
        await t.call(
          'GET',
          `/v3/consultations-report?filter=${q({ comunidad: PLACES.sevilla.comunidades_id })}`,
        )
      ).json(),
    ).data;
    expect(filtered.grupos.find((g) => g.grupo === 'alumnado')).toMatchObject({
      respuestas: 3,
      suficientes: 0,
    });
    expect(filtered.claves.every((k) => k.alumnado === null && k.diferencia === null)).toBe(true);
  });

  it('downloads as a spreadsheet', async () => {
    const file = await t.call('GET', '/v3/consultations-report/download?format=xlsx');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX_TYPE);
    expect(file.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});

describe('the questionnaires', () => {
  it('lists each group’s questions; a scoped administrator reads them and cannot write', async () => {
    const list = consultationQuestionsResponseSchema.parse(
      (await t.call('GET', '/v3/consultation-questions?grupo=alumnado')).json(),
    ).data;
    expect(list.length).toBe(25);
    expect(list.every((question) => question.respondida)).toBe(true);
    const read = await t.callAs(ofMadrid, 'GET', '/v3/consultation-questions');
    expect(read.statusCode).toBe(200);
    const write = await t.callAs(ofMadrid, 'POST', '/v3/consultation-questions', {
      grupo: 'familias',
      claves_id: keyId,
      texto: 'No debería guardarse',
    });
    expect(write.statusCode).toBe(403);
  });

  it('deletes a question nobody answered and retires one that was answered', async () => {
    const created = await t.call('POST', '/v3/consultation-questions', {
      grupo: 'profesorado',
      claves_id: keyId,
      texto: 'Pregunta nueva',
      texto_ca: 'Pregunta nova',
    });
    expect(created.statusCode, created.body).toBe(201);
    const question = consultationQuestionResponseSchema.parse(created.json()).data;
    expect(question).toMatchObject({ grupo: 'profesorado', respondida: false });
    const edited = await t.call('PUT', `/v3/consultation-questions/${question.id}`, {
      grupo: 'profesorado',
      claves_id: keyId,
      texto: 'Pregunta cambiada',
      orden: 9,
    });
    expect(consultationQuestionResponseSchema.parse(edited.json()).data.texto).toBe(
      'Pregunta cambiada',
    );
    const removed = await t.call('DELETE', `/v3/consultation-questions/${question.id}`);
    expect(removed.json()).toEqual({ data: { id: question.id, retirada: false } });
    const answered = consultationQuestionsResponseSchema.parse(
      (await t.call('GET', '/v3/consultation-questions?grupo=alumnado')).json(),
    ).data[0];
    const retired = await t.call('DELETE', `/v3/consultation-questions/${answered?.id}`);
    expect(retired.json()).toEqual({ data: { id: answered?.id, retirada: true } });
    const after = consultationQuestionsResponseSchema.parse(
      (await t.call('GET', '/v3/consultation-questions?grupo=alumnado')).json(),
    ).data;
    expect(after.map((row) => row.id)).not.toContain(answered?.id);
    const missing = await t.call('DELETE', `/v3/consultation-questions/${answered?.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: { message: string } }>().error.message).toBe(M.questionNotFound);
  });
});
