import { CATALOGUE_MESSAGES } from '@eval/contracts/catalogue';
import {
  CONTENT_MESSAGES,
  contenidoResponseSchema,
  contenidosResponseSchema,
  deletedResponseSchema,
  feedbackResponseSchema,
  feedbacksResponseSchema,
  namedItemsResponseSchema,
} from '@eval/contracts/content';
import { describe, expect, it } from 'vitest';
import { contenidos, feedbacks } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';
import { expectRefused } from '../../test/replies';

const t = adminTestAppPerFile();
const { call } = t;

describe('contenidos', () => {
  it('keeps free-form JSON per language: create, list, edit, delete', async () => {
    const es = await call('POST', '/v10/contenidos', {
      payload: { titulo: 'Bienvenida', bloques: [1, 2] },
    });
    expect(es.statusCode).toBe(201);
    const created = contenidoResponseSchema.parse(es.json()).data;
    expect(created).toMatchObject({ language_id: 'ES', payload: { titulo: 'Bienvenida' } });
    const ca = await call('POST', '/v10/contenidos', { payload: ['Benvinguda'] }, 'CA');
    expect(contenidoResponseSchema.parse(ca.json()).data.language_id).toBe('CA');

    const listEs = contenidosResponseSchema.parse((await call('GET', '/v10/contenidos')).json());
    expect(listEs.data.map((c) => c.id)).toEqual([created.id]);
    const listCa = contenidosResponseSchema.parse(
      (await call('GET', '/v10/contenidos', undefined, 'CA')).json(),
    );
    expect(listCa.data).toHaveLength(1);
    expect(listCa.data[0]?.payload).toEqual(['Benvinguda']);

    const html = { titulo: '<img src=x onerror=alert(1)>' };
    const patched = await call('PATCH', '/v10/contenidos', { id: created.id, payload: html });
    expect(contenidoResponseSchema.parse(patched.json()).data.payload).toEqual(html);
    // Another language's content is not reachable through this language.
    const wrongLanguage = await call(
      'PATCH',
      '/v10/contenidos',
      { id: created.id, payload: {} },
      'CA',
    );
    expect(wrongLanguage.statusCode).toBe(404);

    const removed = await call('DELETE', `/v10/contenido/${created.id}`);
    expect(deletedResponseSchema.parse(removed.json()).data.id).toBe(created.id);
    expect((await call('DELETE', `/v10/contenido/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses a payload that is not an object or list, and an unknown language', async () => {
    const before = (await t.db.select().from(contenidos)).length;
    for (const payload of ['<b>texto</b>', 3, null]) {
      const response = await call('POST', '/v10/contenidos', { payload });
      expect(response.statusCode).toBe(400);
    }
    const french = await call('GET', '/v10/contenidos', undefined, 'FR');
    expectRefused(french, 400, CATALOGUE_MESSAGES.invalidLanguage);
    expect((await t.db.select().from(contenidos)).length).toBe(before);
  });
});

describe('DELETE as the client sends it', () => {
  it('accepts a JSON content type with no body (spec §7 sends it on every call)', async () => {
    const created = contenidoResponseSchema.parse(
      (await call('POST', '/v10/contenidos', { payload: { a: 1 } })).json(),
    ).data;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/v10/contenido/${created.id}`,
      headers: { ...t.auth, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    const question = await t.app.inject({
      method: 'DELETE',
      url: '/v3/pregunta/999999',
      headers: { ...t.auth, 'content-type': 'application/json' },
    });
    expect(question.statusCode).toBe(404);
  });
});

describe('feedbacks', () => {
  it('creates, lists by language and updates with a body without id', async () => {
    const body = {
      claves_id: 1,
      minimo: 0,
      maximo: 50,
      titulo: 'Mejorable',
      texto: 'Revise la clave.',
    };
    const created = await call('POST', '/v3/feedbacks', body);
    expect(created.statusCode).toBe(201);
    const feedback = feedbackResponseSchema.parse(created.json()).data;
    expect(feedback).toMatchObject({ ...body, language_id: 'ES' });
    await call('POST', '/v3/feedbacks', { ...body, titulo: 'Millorable' }, 'CA');

    const listEs = feedbacksResponseSchema.parse((await call('GET', '/v3/feedbacks')).json());
    expect(listEs.data.map((f) => f.titulo)).toEqual(['Mejorable']);
    const listCa = feedbacksResponseSchema.parse(
      (await call('GET', '/v3/feedbacks', undefined, 'CA')).json(),
    );
    expect(listCa.data.map((f) => f.titulo)).toEqual(['Millorable']);

    const updated = await call('PUT', `/v3/feedback/${feedback.id}`, { ...body, maximo: 60 });
    expect(feedbackResponseSchema.parse(updated.json()).data.maximo).toBe(60);
    const withId = await call('PUT', `/v3/feedback/${feedback.id}`, { ...body, id: feedback.id });
    expect(withId.statusCode).toBe(400);
    const removed = await call('DELETE', `/v3/feedback/${feedback.id}`);
    expect(removed.statusCode).toBe(200);
  });

  it('refuses an inverted range and an unknown key, writing nothing', async () => {
    const before = (await t.db.select().from(feedbacks)).length;
    const inverted = await call('POST', '/v3/feedbacks', {
      claves_id: 1,
      minimo: 80,
      maximo: 20,
      titulo: 'X',
    });
    expect(inverted.statusCode).toBe(400);
    expect(JSON.stringify(inverted.json())).toContain(CONTENT_MESSAGES.rangeInvalid);
    const unknownKey = await call('POST', '/v3/feedbacks', {
      claves_id: 999,
      minimo: 0,
      maximo: 20,
      titulo: 'X',
    });
    expectRefused(unknownKey, 404, CONTENT_MESSAGES.claveNotFound);
    expect(
      (
        await call('PUT', '/v3/feedback/99999', {
          claves_id: null,
          minimo: 0,
          maximo: 1,
          titulo: 'X',
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.db.select().from(feedbacks)).length).toBe(before);
  });
});

describe('perspectivas and tipos de material', () => {
  it('lists both read-only catalogues', async () => {
    const perspectives = namedItemsResponseSchema.parse(
      (await call('GET', '/v11/perspectivas')).json(),
    );
    const materials = namedItemsResponseSchema.parse(
      (await call('GET', '/v11/tipomaterial')).json(),
    );
    expect(perspectives.data.length).toBeGreaterThan(0);
    expect(materials.data.length).toBeGreaterThan(0);
    expect((await call('POST', '/v11/perspectivas', { nombre: 'x' })).statusCode).toBe(404);
  });
});
