import type { Recurso } from '@eval/contracts/content';
import { describe, expect, it } from 'vitest';
import { emptyResourceFields, resourceCreateBody, resourceUpdateBody } from './resource-form';

const row: Recurso = {
  id: 7,
  language_id: 'ES',
  titulo: 'Guía',
  descripcion: '',
  url: '',
  perspectivas_id: 1,
  tipos_material_id: null,
  claves_id: 2,
  centros_id: 5,
  centerLogo: 'data:image/png;base64,AAAA',
  document: null,
  documentPath: '/v11/files/3',
  comunidades: [1],
  cursos: [],
};
const noFiles = {
  logo: null,
  removeLogo: false,
  document: null,
  documentName: null,
  removeDocument: false,
};

describe('resource bodies (spec §5)', () => {
  it('sends chosen files as data strings on create', () => {
    const body = resourceCreateBody(emptyResourceFields(null), {
      ...noFiles,
      logo: 'data:image/png;base64,BBBB',
      document: 'data:application/pdf;base64,CCCC',
      documentName: 'guia.pdf',
    });
    expect(body).toMatchObject({
      centerLogo: 'data:image/png;base64,BBBB',
      documentName: 'guia.pdf',
    });
    expect(body.document).toBe('data:application/pdf;base64,CCCC');
  });

  it('on update sends a logo not chosen again as null and a document not chosen again as its path', () => {
    const body = resourceUpdateBody(row, emptyResourceFields(row), noFiles);
    expect(body).toMatchObject({
      id: 7,
      centros_id: 5,
      centerLogo: null,
      removeCenterLogo: false,
      document: null,
      documentPath: '/v11/files/3',
    });
  });

  it('on update asks to drop the logo and the document when the administrator removed them', () => {
    const body = resourceUpdateBody(row, emptyResourceFields(row), {
      ...noFiles,
      removeLogo: true,
      removeDocument: true,
    });
    expect(body).toMatchObject({ removeCenterLogo: true, document: null, documentPath: null });
  });
});
