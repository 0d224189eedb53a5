import {
  ALLOWED_FILE_TYPES,
  CONTENT_MESSAGES,
  MAX_UPLOAD_BYTES,
  documentoResponseSchema,
  documentosResponseSchema,
  toolkitResponseSchema,
  toolkitsResponseSchema,
  uploadResponseSchema,
} from '@eval/contracts/content';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentos, files } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';
import {
  DOCX,
  EXE_AS_PDF,
  HTML_AS_PNG,
  ODS,
  PDF,
  PNG,
  PNG_BYTES,
  pdfOfSize,
} from '../../test/content-files';
import { expectRefused } from '../../test/replies';

const t = adminTestAppPerFile();
const { call } = t;
const fileCount = async () => (await t.db.select({ id: files.id }).from(files)).length;
/** POST /v11/resources/upload as the administrator, the call most tests here start with. */
const upload = (filename: string, data: string) =>
  call('POST', '/v11/resources/upload', { filename, data });
/** POST /v1/documentos as the administrator: a document named `nombre` with its file. */
const createDocument = (nombre: string, filename: string, data: string) =>
  call('POST', '/v1/documentos', { nombre, filename, data });

describe('POST /v11/resources/upload', () => {
  it('stores allowed files by their content and says where to fetch them', async () => {
    const cases = [
      { filename: 'guia.pdf', data: PDF, mime: ALLOWED_FILE_TYPES.pdf },
      { filename: 'logo.png', data: PNG, mime: ALLOWED_FILE_TYPES.png },
      { filename: 'acta', data: DOCX, mime: ALLOWED_FILE_TYPES.docx },
      { filename: 'datos.ods', data: ODS, mime: ALLOWED_FILE_TYPES.ods },
    ];
    for (const { filename, data, mime } of cases) {
      const response = await upload(filename, data);
      expect(response.statusCode).toBe(201);
      const stored = uploadResponseSchema.parse(response.json()).data;
      expect(stored.mime).toBe(mime);
      expect(stored.url).toBe(`/v11/files/${stored.id}`);
    }
  });

  it('serves a stored file as a download that the browser will not sniff', async () => {
    const uploaded = await upload('Fotografía ñ.png', PNG);
    const { url, filename } = uploadResponseSchema.parse(uploaded.json()).data;
    expect(filename).toBe('Fotografía ñ.png');
    const response = await call('GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toContain('attachment;');
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''Fotograf%C3%ADa");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect((await call('GET', '/v11/files/999999')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses other types whatever they claim to be, with a Spanish 415', async () => {
    const before = await fileCount();
    for (const data of [EXE_AS_PDF, HTML_AS_PNG]) {
      const response = await upload('x.pdf', data);
      expectRefused(response, 415, CONTENT_MESSAGES.fileTypeRefused);
    }
    const notData = await upload('x.pdf', 'hola');
    expectRefused(notData, 400, CONTENT_MESSAGES.badDataString);
    expect(await fileCount()).toBe(before);
  });

  it('accepts a file of exactly 10 MB and refuses a larger one with 413', async () => {
    const before = await fileCount();
    const tooLarge = await upload('grande.pdf', pdfOfSize(MAX_UPLOAD_BYTES));
    expectRefused(tooLarge, 413, CONTENT_MESSAGES.fileTooLarge);
    const farTooLarge = await upload('enorme.pdf', pdfOfSize(MAX_UPLOAD_BYTES * 2));
    expect(farTooLarge.statusCode).toBe(413);
    expect(await fileCount()).toBe(before);
    const atLimit = await upload('limite.pdf', pdfOfSize(MAX_UPLOAD_BYTES - 1));
    expect(atLimit.statusCode).toBe(201);
    expect(uploadResponseSchema.parse(atLimit.json()).data.size).toBe(MAX_UPLOAD_BYTES);
  }, 60_000);
});

describe('documentos', () => {
  it('uploads, lists, downloads and deletes a document with its file', async () => {
    const created = await createDocument('Guía del programa', 'guia.pdf', PDF);
    expect(created.statusCode).toBe(201);
    const documento = documentoResponseSchema.parse(created.json()).data;
    const list = documentosResponseSchema.parse((await call('GET', '/v1/documentos')).json());
    expect(list.data.map((d) => d.nombre)).toContain('Guía del programa');
    const download = await call('GET', documento.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('guia.pdf');

    const [row] = await t.db.select().from(documentos).where(eq(documentos.id, documento.id));
    const removed = await call('DELETE', `/v1/documentos/${documento.id}`);
    expect(removed.statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(files)
        .where(eq(files.id, row?.file_id ?? 0)),
    ).toHaveLength(0);
    expect((await call('DELETE', `/v1/documentos/${documento.id}`)).statusCode).toBe(404);
    expect((await call('GET', documento.url)).statusCode).toBe(404);
  });

  it('refuses a document that is not an allowed file', async () => {
    const response = await createDocument('Malo', 'a.exe', EXE_AS_PDF);
    expect(response.statusCode).toBe(415);
    expect(await t.db.select().from(documentos).where(eq(documentos.nombre, 'Malo'))).toHaveLength(
      0,
    );
  });
});

describe('toolkits', () => {
  it('creates per language, edits, lists and deletes', async () => {
    const kit = uploadResponseSchema.parse((await upload('kit.pdf', PDF)).json()).data;
    const created = await call('POST', '/v3/toolkits', {
      titulo: 'Kit de inicio',
      url: 'https://example.org/kit',
      file_id: kit.id,
    });
    expect(created.statusCode).toBe(201);
    const toolkit = toolkitResponseSchema.parse(created.json()).data;
    expect(toolkit).toMatchObject({ language_id: 'ES', fileUrl: kit.url });
    await call('POST', '/v3/toolkits', { titulo: "Kit d'inici" }, 'CA');
    const es = toolkitsResponseSchema.parse((await call('GET', '/v3/toolkits')).json());
    expect(es.data.map((k) => k.titulo)).toEqual(['Kit de inicio']);
    const ca = toolkitsResponseSchema.parse(
      (await call('GET', '/v3/toolkits', undefined, 'CA')).json(),
    );
    expect(ca.data.map((k) => k.titulo)).toEqual(["Kit d'inici"]);

    const patched = await call('PATCH', '/v3/toolkits', {
      id: toolkit.id,
      titulo: 'Kit básico',
      file_id: null,
    });
    expect(toolkitResponseSchema.parse(patched.json()).data).toMatchObject({
      titulo: 'Kit básico',
      fileUrl: null,
    });
    // The replaced file is no longer used by anything, so it is gone.
    expect((await call('GET', kit.url)).statusCode).toBe(404);

    expect(
      (await call('POST', '/v3/toolkits', { titulo: 'X', url: 'javascript:alert(1)' })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/v3/toolkits', { titulo: 'X', file_id: 999999 })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/v3/deleteToolkits/${toolkit.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/v3/deleteToolkits/${toolkit.id}`)).statusCode).toBe(404);
  });
});
