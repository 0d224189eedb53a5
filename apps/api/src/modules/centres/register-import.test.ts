import {
  CENTRE_IMPORT_MESSAGES as M,
  CENTRE_IMPORT_XLSX_TYPE,
  type CentreImportPreview,
  type CentreImportResult,
} from '@eval/contracts/centre-import';
import { CENTRE_MESSAGES } from '@eval/contracts/centres';
import { GEOGRAPHY_MESSAGES } from '@eval/contracts/geography';
import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { auditLog, centros } from '../../db/schema/index';
import { adminTestAppPerFile } from '../../test/admin-app';

const t = adminTestAppPerFile();

const HEADER =
  'Código;Nombre;Dirección;CP;Comunidad;Provincia;Municipio;Ownership;Kind;Groupby;Nivel socioeconómico;Activo';
const csv = (...lines: string[]) => `\ufeff${HEADER}\r\n${lines.join('\r\n')}\r\n`;

const send = (url: string, payload: string | Buffer, type = 'text/csv') =>
  t.app.inject({ method: 'POST', url, headers: { ...t.auth, 'content-type': type }, payload });
const preview = async (payload: string | Buffer, type?: string) => {
  const res = await send('/v2/centros/import/preview', payload, type);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: CentreImportPreview }).data;
};
/** Commits `payload`, expects `status` (200 when nothing changed), returns the counts. */
const imported = async (payload: string, status: number) => {
  const res = await send('/v2/centros/import', payload);
  expect(res.statusCode).toBe(status);
  return (res.json() as { data: CentreImportResult }).data;
};
const byCode = (codigo: string) => t.db.select().from(centros).where(eq(centros.codigo, codigo));

describe('centre register import', () => {
  it('previews new, changed, unchanged and faulty rows without writing, then commits them', async () => {
    const first = csv(
      'IMP-1;IES Uno;Calle 1;28001;13;28;28079;PUBLIC;;Norte;MEDIO;1',
      'IMP-2;CEIP Dos;;8001;Cataluña;Barcelona;Barcelona;Concertado;CEPA;;Medio-bajo;sí',
    );
    expect(await imported(first, 201)).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
    });
    const [two] = await byCode('IMP-2');
    expect(two).toMatchObject({
      cp: '08001',
      provincias_id_provincia: 8,
      municipios_id_municipio: 8019,
      ownership: 'CONCERTED',
      kind: 'CEPA',
      nivel_socioeconomico: 'MEDIO_BAJO',
      activo: 1,
    });

    const second = csv(
      'IMP-1;IES Uno;Calle 1;28001;13;28;28079;PUBLIC;;Norte;MEDIO;1',
      'IMP-2;CEIP Dos y Tres;;08001;Cataluña;Barcelona;Barcelona;Concertado;CEPA;;Medio-bajo;0',
      'IMP-3;Nuevo;;;Madrid;Madrid;Madrid;;;;;',
      'IMP-4;Malo;;;13;29;29067;;;;;1',
      'IMP-3;Repetido;;;13;28;28079;;;;;1',
      'IMP-5;X;;123;13;28;Atlántida;RARO;;;;1',
    );
    const result = await preview(second);
    expect(result.counts).toEqual({ total: 6, new: 1, changed: 1, unchanged: 1, error: 3 });
    const rows = new Map(result.rows.map((row) => [row.line, row]));
    expect(rows.get(3)?.outcome).toBe('changed');
    expect(rows.get(3)?.changes).toEqual([
      { field: 'nombre', before: 'CEIP Dos', after: 'CEIP Dos y Tres' },
      { field: 'activo', before: '1', after: '0' },
    ]);
    expect(rows.get(4)?.outcome).toBe('new');
    expect(rows.get(5)?.reasons).toEqual([GEOGRAPHY_MESSAGES.provinceNotInCommunity]);
    expect(rows.get(6)?.reasons).toEqual([M.duplicateInFile(4)]);
    expect(rows.get(7)?.reasons).toEqual([
      M.unknownMunicipality('Atlántida'),
      M.badValue('ownership', 'RARO'),
      // The centre form's own rules, each under the field's label (docs/glossary.md).
      `Nombre: ${CENTRE_MESSAGES.centreIncomplete}`,
      'Código postal: El código postal debe tener 5 cifras.',
    ]);
    expect(rows.get(7)?.reasons[1]).toBe(
      'Valor no válido en «Titularidad» (columna ownership): «RARO».',
    );
    expect(rows.has(2)).toBe(false); // unchanged rows are only counted
    expect(result.rows[0]?.outcome).toBe('error');

    // The commit refuses the whole file: nothing written, not even the valid rows.
    const refused = await send('/v2/centros/import', second);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: {
        message:
          'No se ha importado nada: 3 filas tienen errores. Corríjalas y vuelva a intentarlo.',
      },
    });
    expect(await byCode('IMP-3')).toEqual([]);
    expect((await byCode('IMP-2'))[0]?.nombre).toBe('CEIP Dos');

    const fixed = csv(
      'IMP-2;CEIP Dos y Tres;;08001;Cataluña;Barcelona;Barcelona;Concertado;CEPA;;Medio-bajo;0',
      'IMP-3;Nuevo;;;Madrid;Madrid;Madrid;;;;;',
    );
    expect(await imported(fixed, 201)).toEqual({
      created: 1,
      updated: 1,
      unchanged: 0,
    });
    const [updated] = await byCode('IMP-2');
    expect(updated).toMatchObject({ nombre: 'CEIP Dos y Tres', activo: 0 });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'centros'), eq(auditLog.entity_id, String(updated?.id))));
    expect(audit.at(-1)).toMatchObject({
      action: 'IMPORT /v2/centros/import',
      before: { nombre: 'CEIP Dos', activo: 1 },
      after: { nombre: 'CEIP Dos y Tres', activo: 0 },
    });
  });

  it('keeps the stored value of a column the file leaves out', async () => {
    await send(
      '/v2/centros/import',
      csv('KEEP-1;Guardado;Calle 9;28002;13;28;28079;PRIVATE;FP;G;ALTO;1'),
    );
    const partial = 'codigo;nombre;comunidad;provincia;municipio\nKEEP-1;Guardado;13;28;28079\n';
    expect((await preview(partial)).counts.unchanged).toBe(1);
    // Nothing created: 200, not 201 (docs/decisions.md).
    expect(await imported(partial, 200)).toMatchObject({ created: 0 });
  });

  it('reads XLSX, numbers included', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Centros');
    sheet.addRow(HEADER.split(';'));
    sheet.addRow([28_990_001, 'Desde Excel', '', 28_003, 13, 28, 28_079, 'PUBLIC', '', '', '', 1]);
    sheet.addRow([]);
    sheet.addRow(['XLSX-2', 'Sin municipio', '', '', 13, 28, '', '', '', '', '', 1]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const result = await preview(file, CENTRE_IMPORT_XLSX_TYPE);
    expect(result.counts).toMatchObject({ total: 2, new: 1, error: 1 });
    expect(result.rows.find((row) => row.outcome === 'error')).toMatchObject({
      line: 3,
      reasons: [M.missing('municipio')],
    });
    const res = await send('/v2/centros/import', file, CENTRE_IMPORT_XLSX_TYPE);
    expect(res.statusCode).toBe(400);
    expect(await t.db.select().from(centros).where(like(centros.codigo, '28990001'))).toEqual([]);
  });

  it('gives a row with NUL its own error, and refuses files it cannot take', async () => {
    const nul = await preview(csv('NUL-1;Con\u0000nul;;;13;28;28079;;;;;1'));
    expect(nul.rows[0]?.reasons).toEqual([M.nulCharacter('nombre')]);

    const json = await send('/v2/centros/import/preview', '{}', 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ error: { message: M.badType } });

    const noColumns = await send('/v2/centros/import/preview', 'codigo;nombre\nA;B\n');
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json()).toMatchObject({
      error: { message: M.missingColumns(['comunidad', 'provincia', 'municipio']) },
    });

    const headerOnly = await send('/v2/centros/import', `${HEADER}\n\n`);
    expect(headerOnly.json()).toMatchObject({ error: { message: M.empty } });

    const garbage = await send(
      '/v2/centros/import/preview',
      Buffer.from('PK\u0003\u0004nope'),
      CENTRE_IMPORT_XLSX_TYPE,
    );
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ error: { message: M.unreadable } });
  });

  it('is for administrators only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/centros/import/preview',
      headers: { 'content-type': 'text/csv' },
      payload: csv(),
    });
    expect(res.statusCode).toBe(401);
  });
});
