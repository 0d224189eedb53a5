import { describe, expect, it } from 'vitest';
import { findJsonProblem, lineAndColumn, parseJsonText } from './json-syntax';

describe('parseJsonText', () => {
  it('parses any JSON value', () => {
    expect(parseJsonText('{"a": [1, true, null, "x"]}')).toEqual({
      ok: true,
      value: { a: [1, true, null, 'x'] },
    });
  });

  it('tells a missing comma in Spanish with its line and column', () => {
    const text = '{\n  "titulo": "Hola"\n  "seccion": "portada"\n}';
    expect(parseJsonText(text)).toEqual({
      ok: false,
      message: 'El texto no es un JSON válido: se esperaba «,» o «}» en la línea 3, columna 3.',
    });
  });

  it('names the usual mistakes without any English parser text', () => {
    const cases: [string, RegExp][] = [
      ['{ titulo: "x" }', /nombre de un campo entre comillas dobles en la línea 1, columna 3\.$/],
      ['{"a": 1,}', /nombre de un campo entre comillas dobles en la línea 1, columna 9\.$/],
      ['{"a" 1}', /se esperaba «:» tras el nombre del campo en la línea 1, columna 6\.$/],
      ['[1, 2', /se esperaba «,» o «\]» en la línea 1, columna 6\.$/],
      [
        '{"a": "sin cerrar}',
        /faltan las comillas que cierran un texto en la línea 1, columna 7\.$/,
      ],
      ['{"a": hola}', /se esperaba un valor .* en la línea 1, columna 7\.$/],
      ['{} x', /sobra texto después del final del JSON en la línea 1, columna 4\.$/],
      ['{"a": "\\q"}', /secuencia de escape no válida/],
      ['{"a": -}', /número no válido/],
      ['"dos\nlíneas"', /saltos de línea/],
    ];
    for (const [text, message] of cases) {
      const parsed = parseJsonText(text);
      expect(parsed.ok).toBe(false);
      const told = parsed.ok ? '' : parsed.message;
      expect(told).toMatch(/^El texto no es un JSON válido: /);
      expect(told).toMatch(message);
      expect(told).not.toMatch(/Unexpected|Expected|position/);
    }
    expect(parseJsonText('  ')).toEqual({ ok: false, message: 'Escriba un valor JSON.' });
  });

  it('agrees with JSON.parse on what is valid', () => {
    for (const text of ['0', '-1.5e+3', '"\\u00e9\\n"', '[]', '{}', ' [ {"a" : [ ] } ] ']) {
      expect(findJsonProblem(text)).toBeNull();
      expect(() => JSON.parse(text) as unknown).not.toThrow();
    }
  });

  it('counts lines and columns from 1', () => {
    expect(lineAndColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
