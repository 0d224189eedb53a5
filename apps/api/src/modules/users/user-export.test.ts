import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../../test/app';
import { csvLines, workbookOf } from '../../test/downloads';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(tokenFor(t.app, await createUser(t.db, { perfil: 0 })));
  await createUser(t.db, { perfil: 1, nombre: 'Exportada', apellidos: 'Activa Uno' });
  await createUser(t.db, { perfil: 1, nombre: 'Exportada', apellidos: 'Inactiva', activo: 0 });
  await createUser(t.db, { perfil: 1, nombre: '=HYPERLINK("http://x")', apellidos: 'Exportada' });
  await createUser(t.db, { perfil: 2, nombre: 'Otra', apellidos: 'Persona' });
});
afterAll(() => t?.close());

const exportUrl = (format: string, filter?: object) =>
  `/v1/users/export?format=${format}` +
  (filter ? `&filter=${encodeURIComponent(JSON.stringify(filter))}` : '');
/** GET the export as the administrator. */
const exportAsAdmin = (format: string, filter?: object) =>
  t.app.inject({ method: 'GET', url: exportUrl(format, filter), headers: admin });

describe('GET /v1/users/export', () => {
  it('exports every user of the filter as CSV, formulas neutralised, inactive ones on request', async () => {
    const res = await exportAsAdmin('csv', { search: 'exportada' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('usuarios.csv');
    const lines = csvLines(res);
    // Every text cell is quoted, the header included.
    expect(lines[0]?.split(';').slice(0, 4)).toEqual([
      '"Id"',
      '"Nombre"',
      '"Apellidos"',
      '"Correo electrónico"',
    ]);
    const body = lines.slice(1);
    expect(body).toHaveLength(2); // the inactive one is left out, as the list leaves it out
    expect(body.some((line) => line.includes(`"'=HYPERLINK(""http://x"")"`))).toBe(true);
    expect(body.every((line) => !line.includes('Inactiva'))).toBe(true);

    const all = await exportAsAdmin('csv', { search: 'exportada', showInactive: true });
    expect(csvLines(all)).toHaveLength(4);
  });

  it('exports XLSX with the same rows', async () => {
    const res = await exportAsAdmin('xlsx', { perfil: 1 });
    expect(res.statusCode).toBe(200);
    const workbook = await workbookOf(res);
    const sheet = workbook.getWorksheet('Usuarios');
    expect(sheet?.actualRowCount).toBe(3); // header + the two active users of profile 1
    const names = [2, 3].map((n) => String(sheet?.getRow(n).getCell(2).value));
    expect(names).toContain(`'=HYPERLINK("http://x")`);
  });

  it('refuses a bad filter or format with a Spanish 400, and strangers', async () => {
    const bad = await exportAsAdmin('csv', { nope: 1 });
    expect(bad.statusCode).toBe(400);
    const format = await exportAsAdmin('pdf');
    expect(format.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: exportUrl('csv') });
    expect(anonymous.statusCode).toBe(401);
  });
});
