import {
  CONTENT_MESSAGES,
  comunidadesRecursoResponseSchema,
  cursosRecursoResponseSchema,
  recursoResponseSchema,
  recursosResponseSchema,
  uploadResponseSchema,
} from '@eval/contracts/content';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, recursos } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';
import { EXE_AS_PDF, HTML_AS_PNG, PDF, PNG, PNG_BYTES } from '../../test/content-files';
import { expectRefused } from '../../test/replies';

const t = adminTestAppPerFile();
const { call } = t;

const base = {
  titulo: 'Guía de convivencia',
  descripcion: 'Materiales para el claustro',
  url: 'https://example.org/guia',
  perspectivas_id: 1,
  tipos_material_id: 1,
  claves_id: 2,
  comunidades: [13, 9],
  cursos: [1, 2],
};

describe('recursos', () => {
  it('creates a resource with logo and document as data strings, per language', async () => {
    const response = await call('POST', '/v11/recursos', {
      ...base,
      centerLogo: PNG,
      document: PDF,
      documentName: 'guia.pdf',
    });
    expect(response.statusCode).toBe(201);
    const recurso = recursoResponseSchema.parse(response.json()).data;
    expect(recurso).toMatchObject({
      language_id: 'ES',
      comunidades: [9, 13],
      cursos: [1, 2],
      document: null,
    });
    expect(recurso.centerLogo).toBe(`data:image/png;base64,${PNG_BYTES.toString('base64')}`);
    expect(recurso.documentPath).toMatch(/^\/v11\/files\/\d+$/);
    const download = await call('GET', recurso.documentPath ?? '');
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('guia.pdf');

    const es = recursosResponseSchema.parse((await call('GET', '/v11/recursos')).json());
    expect(es.data.map((r) => r.id)).toContain(recurso.id);
    const ca = recursosResponseSchema.parse(
      (await call('GET', '/v11/recursos', undefined, 'CA')).json(),
    );
    expect(ca.data.map((r) => r.id)).not.toContain(recurso.id);

    const communities = comunidadesRecursoResponseSchema.parse(
      (await call('GET', `/v11/comunidadesrecurso/${recurso.id}`)).json(),
    );
    expect(communities.data.map((c) => c.id).sort()).toEqual([13, 9].sort());
    const courses = cursosRecursoResponseSchema.parse(
      (await call('GET', `/v11/cursosrecurso/${recurso.id}`)).json(),
    );
    expect(courses.data.map((c) => c.id)).toEqual([1, 2]);
    expect((await call('GET', '/v11/cursosrecurso/99999')).statusCode).toBe(404);
  });

  it('on update keeps a logo sent as null and a document sent as its path (spec §5)', async () => {
    const created = recursoResponseSchema.parse(
      (await call('POST', '/v11/recursos', { ...base, centerLogo: PNG, document: PDF })).json(),
    ).data;
    const kept = await call('PATCH', '/v11/recursos', {
      ...base,
      id: created.id,
      titulo: 'Guía revisada',
      centerLogo: null,
      document: null,
      documentPath: created.documentPath,
      comunidades: [1],
      cursos: [],
    });
    expect(kept.statusCode).toBe(200);
    expect(recursoResponseSchema.parse(kept.json()).data).toMatchObject({
      titulo: 'Guía revisada',
      centerLogo: created.centerLogo,
      documentPath: created.documentPath,
      comunidades: [1],
      cursos: [],
    });

    const external = await call('PATCH', '/v11/recursos', {
      ...base,
      id: created.id,
      document: null,
      documentPath: 'https://example.org/doc.pdf',
      removeCenterLogo: true,
    });
    expect(recursoResponseSchema.parse(external.json()).data).toMatchObject({
      centerLogo: null,
      documentPath: 'https://example.org/doc.pdf',
    });
    // The uploaded document it replaced is no longer used, so it is gone.
    const fileId = Number(created.documentPath?.split('/').pop());
    expect(
      await t.db.select({ id: files.id }).from(files).where(eq(files.id, fileId)),
    ).toHaveLength(0);

    const replaced = await call('PATCH', '/v11/recursos', {
      ...base,
      id: created.id,
      document: PDF,
    });
    expect(recursoResponseSchema.parse(replaced.json()).data.documentPath).toMatch(
      /^\/v11\/files\/\d+$/,
    );
    const removed = await call('PATCH', '/v11/recursos', { ...base, id: created.id });
    expect(recursoResponseSchema.parse(removed.json()).data.documentPath).toBeNull();
  });

  it('refuses bad files, bad paths and unknown references, writing nothing', async () => {
    const before = (await t.db.select({ id: recursos.id }).from(recursos)).length;
    const logo = await call('POST', '/v11/recursos', { ...base, centerLogo: HTML_AS_PNG });
    expectRefused(logo, 415, CONTENT_MESSAGES.logoTypeRefused);
    const pdfLogo = await call('POST', '/v11/recursos', { ...base, centerLogo: PDF });
    expect(pdfLogo.statusCode).toBe(415);
    const document = await call('POST', '/v11/recursos', { ...base, document: EXE_AS_PDF });
    expect(document.statusCode).toBe(415);
    const community = await call('POST', '/v11/recursos', { ...base, comunidades: [99] });
    expectRefused(community, 404, CONTENT_MESSAGES.comunidadNotFound);
    const perspective = await call('POST', '/v11/recursos', { ...base, perspectivas_id: 999 });
    expect(perspective.json().error.message).toBe(CONTENT_MESSAGES.perspectivaNotFound);
    expect((await t.db.select({ id: recursos.id }).from(recursos)).length).toBe(before);

    const [existing] = await t.db.select({ id: recursos.id }).from(recursos).limit(1);
    const badPath = await call('PATCH', '/v11/recursos', {
      ...base,
      id: existing?.id,
      documentPath: '../../etc/passwd',
    });
    expectRefused(badPath, 400, CONTENT_MESSAGES.badDocumentPath);
    expect((await call('PATCH', '/v11/recursos', { ...base, id: 99999 })).statusCode).toBe(404);
  });

  it('deletes a resource with its links and document', async () => {
    const created = recursoResponseSchema.parse(
      (await call('POST', '/v11/recursos', { ...base, document: PDF })).json(),
    ).data;
    const upload = uploadResponseSchema.parse(
      (await call('POST', '/v11/resources/upload', { filename: 'otro.pdf', data: PDF })).json(),
    ).data;
    expect((await call('DELETE', `/v11/recurso/${created.id}`)).statusCode).toBe(200);
    expect((await call('GET', created.documentPath ?? '')).statusCode).toBe(404);
    expect((await call('GET', upload.url)).statusCode).toBe(200);
    expect((await call('GET', `/v11/comunidadesrecurso/${created.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/v11/recurso/${created.id}`)).statusCode).toBe(404);
  });
});
