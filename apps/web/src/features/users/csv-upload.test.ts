import { describe, expect, it } from 'vitest';
import { MASS_UPLOAD_MESSAGES as M } from '@eval/contracts/users';
import { normaliseHeader, parseUsersCsv, toUploadRows } from './csv-upload';

describe('mass upload CSV (spec §3, §5)', () => {
  it('normalises headers: lower case, non-word characters to underscores', () => {
    expect(normaliseHeader(' Código Centro ')).toBe('c_digo_centro');
    expect(normaliseHeader('EMAIL')).toBe('email');
  });

  it('reads ; or , files, skips empty lines and keeps file line numbers', () => {
    const text =
      'Nombre;Apellidos;Email;Tipo;CodigoCentro;Grupo\r\nAna;Gil;ana@x.es;2;C1;G1\r\n\r\nLuis;Paz;luis@x.es;1;C2;\r\n';
    const { rows, fileProblems } = parseUsersCsv(text);
    expect(fileProblems).toEqual([]);
    expect(rows.map((r) => [r.line, r.email, r.problems])).toEqual([
      [2, 'ana@x.es', []],
      [4, 'luis@x.es', []],
    ]);
    const comma = parseUsersCsv('nombre,apellidos,email,tipo,codigocentro\nA,B,a@b.es,2,C1\n');
    expect(comma.rows[0]?.codigocentro).toBe('C1');
  });

  it('lists every problem it can see before sending', () => {
    const text =
      'nombre;apellidos;email;tipo;codigocentro;grupo\n;Gil;malo;2;C1;\nAna;Gil;a@b.es;2;C1;\nEva;Sol;A@B.es;;C1;\n';
    const { rows } = parseUsersCsv(text);
    expect(rows[0]?.problems).toEqual([M.missing('nombre'), M.badEmail]);
    expect(rows[1]?.problems).toEqual([]);
    expect(rows[2]?.problems).toEqual([M.missing('tipo'), M.duplicateInFile(3)]);
    expect(toUploadRows(rows)[0]).not.toHaveProperty('problems');
  });

  it('reports missing columns and empty files', () => {
    expect(parseUsersCsv('nombre;email\nA;a@b.es\n').fileProblems).toContain(
      'Falta la columna «tipo» en la cabecera.',
    );
    expect(parseUsersCsv('nombre;apellidos;email;tipo;codigocentro\n\n').fileProblems).toContain(
      'El fichero no contiene filas.',
    );
  });
});
