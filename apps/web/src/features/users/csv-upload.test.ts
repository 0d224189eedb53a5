import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASS_UPLOAD_MESSAGES as M } from '@eval/contracts/users';
import { decodeUtf8Chunks, normaliseHeader, parseUsersCsv, toUploadRows } from './csv-upload';

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

describe('mass upload CSV arrives intact', () => {
  const text =
    '\ufeffnombre;apellidos;email;tipo;codigocentro;grupo\r\n' +
    'Íñigo;Peñíscola Ñandú;inigo@x.es;2;C1;G1\r\nJoão;Ürümqi 😀 «Águila»;joao@x.es;2;C1;\r\n';
  const file = new TextEncoder().encode(text);
  const expected = parseUsersCsv(text);

  it('reads the same rows whatever byte offsets the file is split at', () => {
    expect(expected.rows.map((row) => row.apellidos)).toEqual([
      'Peñíscola Ñandú',
      'Ürümqi 😀 «Águila»',
    ]);
    for (let at = 1; at < file.length; at += 1)
      expect(parseUsersCsv(decodeUtf8Chunks([file.subarray(0, at), file.subarray(at)]))).toEqual(
        expected,
      );
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: file.length - 1 }), { maxLength: 8 }),
        (cuts) => {
          const points = [...new Set(cuts)].sort((a, b) => a - b);
          const chunks = [0, ...points].map((start, i) =>
            file.subarray(start, points[i] ?? file.length),
          );
          expect(parseUsersCsv(decodeUtf8Chunks(chunks))).toEqual(expected);
        },
      ),
    );
  });

  it('refuses a Latin-1 file naming its line, and reads a UTF-8 one with BOM', () => {
    const latin1 = Uint8Array.from(
      'nombre;apellidos;email;tipo;codigocentro\nAna;Gil;a@x.es;2;C1\nÍñigo;Peña;i@x.es;2;C1\n',
      (char) => char.charCodeAt(0),
    );
    expect(parseUsersCsv(decodeUtf8Chunks([latin1]))).toEqual({
      rows: [],
      fileProblems: [M.notUtf8(3)],
    });
    expect(parseUsersCsv(decodeUtf8Chunks([file])).rows[0]?.nombre).toBe('Íñigo');
  });
});
