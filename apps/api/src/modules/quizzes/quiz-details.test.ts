import {
  fieldsVisibilityResponseSchema,
  keyAnswersResponseSchema,
  quizFiltersResponseSchema,
} from '@eval/contracts/quizzes';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestAppPerFile } from '../../test/admin-app';
import { bearer, createUser, tokenFor } from '../../test/app';
import { createPeriod } from '../periods/service';
import { recordAnswers } from './evaluation-service';
import type { CurrentQuestion } from './questionnaire-repository';
import { answerQuestions, finishEvaluation, insertCentre } from '../../test/quiz-helpers';
import { workbookOf } from '../../test/downloads';

const t = adminTestAppPerFile();
let otherAuth: { authorization: string };
let questionnaire: CurrentQuestion[];
const ids: Record<string, number> = {};

beforeAll(async () => {
  otherAuth = bearer(tokenFor(t.app, await createUser(t.db, { perfil: 0 })));
  await createPeriod(t.db, '2025-2026');
  ids.a = await insertCentre(t.db, {
    nombre: 'Centro A',
    codigo: 'A1',
    place: 'madrid',
    groupby: 'G1',
  });
  ids.b = await insertCentre(t.db, { nombre: 'Centro B', codigo: '=B2', place: 'barcelona' });
  for (let i = 0; i < 23; i += 1) {
    await insertCentre(t.db, {
      nombre: `Relleno ${i}`,
      codigo: `R${i}`,
      place: 'sevilla',
      groupby: 'G3',
    });
  }
  questionnaire = await answerQuestions(t.db, ids.a, new Date('2025-10-01T08:00:00Z'), 2);
  const third = questionnaire[2];
  if (!third) throw new Error('short questionnaire');
  await recordAnswers(t.db, { centreId: ids.a, userId: null }, [
    { preguntasId: third.id, notApplicable: true },
  ]);
  await finishEvaluation(t.db, ids.b, new Date('2025-11-11T09:00:00Z'));
  // Building the scenario through the services takes a while on a loaded machine.
}, 180_000);

const get = (url: string, headers = t.auth) => t.app.inject({ method: 'GET', url, headers });
const enc = (value: object) => encodeURIComponent(JSON.stringify(value));

describe('GET /v15/centers/quiz-filters', () => {
  it('gives the options of every filter, municipalities narrowed by community', async () => {
    const all = quizFiltersResponseSchema.parse((await get('/v15/centers/quiz-filters')).json());
    expect(all.data.periods.map((p) => p.periodo)).toEqual(['2025-2026']);
    expect(all.data.activePeriodId).toBe(all.data.periods[0]?.id);
    expect(all.data.groups).toEqual(['G1', 'G3']);
    expect(all.data.statuses).toEqual(['NOT_STARTED', 'IN_PROGRESS', 'NOT_FINISHED', 'FINISHED']);
    expect(all.data.comunidades).toHaveLength(19);
    expect(all.data.municipios.map((m) => m.nombre)).toEqual(['Barcelona', 'Madrid', 'Sevilla']);
    expect(all.data.keys).toHaveLength(10);
    expect(all.data.keys[0]?.color).toMatch(/^#[0-9a-fA-F]{6}$/);
    const narrowed = quizFiltersResponseSchema.parse(
      (await get(`/v15/centers/quiz-filters?filter=${enc({ comunidades: [13, 9] })}`)).json(),
    );
    expect(narrowed.data.municipios.map((m) => m.id)).toEqual([8019, 28079]);
  });
});

describe('GET /v15/centros/key-answers', () => {
  it("lists a key's questions with status and the centre's choice marked", async () => {
    const [q1, q2, q3] = questionnaire;
    if (!q1 || !q2 || !q3) throw new Error('short questionnaire');
    const response = await get(
      `/v15/centros/key-answers?filter=${enc({ centerId: ids.a, keyId: q1.clavesId })}`,
    );
    expect(response.statusCode).toBe(200);
    const { data } = keyAnswersResponseSchema.parse(response.json());
    const inKey = questionnaire.filter((q) => q.clavesId === q1.clavesId);
    expect(data.map((q) => q.id)).toEqual(inKey.map((q) => q.id));
    const statusOf = (id: number) => data.find((q) => q.id === id)?.status;
    expect(statusOf(q1.id)).toBe('COMPLETE');
    const first = data.find((q) => q.id === q1.id);
    expect(first?.answers.filter((a) => a.centerAnswer).map((a) => a.id)).toEqual([
      [...q1.options.keys()][0],
    ]);
    expect(first?.answers).toHaveLength(q1.options.size);
    if (q2.clavesId === q1.clavesId) expect(statusOf(q2.id)).toBe('COMPLETE');
    if (q3.clavesId === q1.clavesId) {
      expect(statusOf(q3.id)).toBe('NOT_APPLICABLE');
      expect(data.find((q) => q.id === q3.id)?.answers.some((a) => a.centerAnswer)).toBe(false);
    }
    const untouched = inKey[inKey.length - 1];
    if (untouched && untouched.id !== q1.id) expect(statusOf(untouched.id)).toBe('INCOMPLETE');
    expect(data[0]).toMatchObject({ num: 1, codigo: expect.any(String) as unknown });
  });

  it('answers INCOMPLETE for a centre that has not started, 404 for unknown ids', async () => {
    const keyId = questionnaire[0]?.clavesId ?? 0;
    const other = await insertCentre(t.db, { nombre: 'Nuevo', codigo: 'N1', place: 'madrid' });
    const { data } = keyAnswersResponseSchema.parse(
      (await get(`/v15/centros/key-answers?filter=${enc({ centerId: other, keyId })}`)).json(),
    );
    expect(data.every((q) => q.status === 'INCOMPLETE')).toBe(true);
    const noCentre = await get(
      `/v15/centros/key-answers?filter=${enc({ centerId: 99999, keyId })}`,
    );
    expect(noCentre.statusCode).toBe(404);
    const noKey = await get(
      `/v15/centros/key-answers?filter=${enc({ centerId: other, keyId: 999 })}`,
    );
    expect(noKey.json()).toMatchObject({ error: { message: 'La clave no existe.' } });
    expect((await get('/v15/centros/key-answers')).statusCode).toBe(400);
  });
});

describe('/v15/fields-visibility', () => {
  const put = (payload: object, headers = t.auth) =>
    t.app.inject({ method: 'PUT', url: '/v15/fields-visibility', headers, payload });

  it('keeps the visible columns per administrator', async () => {
    expect((await put({ table: 'center_quiz', column: 'codigo', visible: false })).statusCode).toBe(
      200,
    );
    await put({ table: 'center_quiz', column: 'key_3', visible: false });
    await put({ table: 'center_quiz', column: 'key_3', visible: true });
    const mine = fieldsVisibilityResponseSchema.parse(
      (await get('/v15/fields-visibility?table=center_quiz')).json(),
    );
    expect(mine.data).toEqual([
      { column: 'codigo', visible: false },
      { column: 'key_3', visible: true },
    ]);
    const theirs = fieldsVisibilityResponseSchema.parse(
      (await get('/v15/fields-visibility?table=center_quiz', otherAuth)).json(),
    );
    expect(theirs.data).toEqual([]);
  });

  it('refuses unknown tables and malformed columns', async () => {
    expect((await put({ table: 'otra', column: 'x', visible: true })).statusCode).toBe(400);
    expect((await put({ table: 'center_quiz', column: 'a b', visible: true })).statusCode).toBe(
      400,
    );
    expect((await get('/v15/fields-visibility?table=otra')).statusCode).toBe(400);
  });
});

describe('GET /v15/centros/download-info', () => {
  async function download(filter?: object) {
    const url = `/v15/centros/download-info${filter ? `?filter=${enc(filter)}` : ''}`;
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('seguimiento-centros-2025-2026.xlsx');
    const workbook = await workbookOf(response);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    return sheet;
  }

  it('writes every matching row, not just a page, with labels and safe text', async () => {
    const sheet = await download();
    expect(sheet.rowCount).toBe(1 + 26);
    expect(sheet.getRow(1).getCell(1).value).toBe('Centro');
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const b = rows.find((r) => r[1] === 'Centro B');
    expect(b?.[2]).toBe("'=B2");
    expect(b?.[8]).toBe('Completada');
    expect(b?.[9]).toEqual(new Date('2025-11-11T00:00:00Z'));
    expect(b?.[11]).toBe('Completada');
    const a = rows.find((r) => r[1] === 'Centro A');
    expect(a?.[8]).toBe('En proceso');
    expect(String(a?.[11])).toMatch(/^Al \d+%$/);
  });

  it('applies the filter', async () => {
    const sheet = await download({ groupby: ['G3'] });
    expect(sheet.rowCount).toBe(1 + 23);
    const none = await download({ status: 'NOT_FINISHED' });
    expect(none.rowCount).toBe(1);
  });
});
