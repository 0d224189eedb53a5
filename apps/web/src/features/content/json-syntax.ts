/**
 * Where and why a JSON text is not valid, told in Spanish. The browser's own parser message is
 * English and differs between browsers (some give no position at all), so a failed
 * `JSON.parse` is followed by this small scanner of the JSON grammar, which finds the first
 * error and what was expected there.
 */

/** The first syntax error of a text: its offset and what was expected or wrong there. */
interface SyntaxProblem {
  at: number;
  what: string;
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

/** Thrown inside the scanner only, to stop at the first problem. */
class Stop {
  constructor(readonly problem: SyntaxProblem) {}
}

/** Scans `text` as one JSON value; returns its first problem, or null when it is valid. */
export function findJsonProblem(text: string): SyntaxProblem | null {
  let at = 0;
  const fail = (what: string, where = at): never => {
    throw new Stop({ at: where, what });
  };
  const skipSpace = () => {
    while (at < text.length && WHITESPACE.has(text.charAt(at))) at += 1;
  };
  const expect = (char: string, what: string) => {
    skipSpace();
    if (text.charAt(at) !== char) fail(what);
    at += 1;
  };
  const string = () => {
    // `at` is on the opening quote.
    const start = at;
    at += 1;
    for (;;) {
      if (at >= text.length) fail('faltan las comillas que cierran un texto', start);
      const char = text.charAt(at);
      if (char === '"') {
        at += 1;
        return;
      }
      if (char.charCodeAt(0) < 0x20)
        fail('un texto no puede tener saltos de línea ni tabuladores (escriba \\n o \\t)');
      if (char === '\\') {
        const next = text.charAt(at + 1);
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) fail('secuencia \\u no válida');
          at += 6;
        } else if (ESCAPES.has(next)) at += 2;
        else fail('secuencia de escape no válida');
      } else at += 1;
    }
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(at));
    if (!match) fail('número no válido');
    at += match?.[0].length ?? 0;
  };
  const word = () => {
    for (const literal of ['true', 'false', 'null']) {
      if (text.startsWith(literal, at)) {
        at += literal.length;
        return;
      }
    }
    fail(
      'se esperaba un valor (un texto entre comillas dobles, un número, true, false, null, «{» o «[»)',
    );
  };
  const value = (): void => {
    skipSpace();
    const char = text.charAt(at);
    if (char === '{') object();
    else if (char === '[') list();
    else if (char === '"') string();
    else if (char === '-' || (char >= '0' && char <= '9')) number();
    else word();
  };
  const object = () => {
    at += 1;
    skipSpace();
    if (text.charAt(at) === '}') {
      at += 1;
      return;
    }
    for (;;) {
      skipSpace();
      if (text.charAt(at) !== '"') fail('se esperaba el nombre de un campo entre comillas dobles');
      string();
      expect(':', 'se esperaba «:» tras el nombre del campo');
      value();
      skipSpace();
      const next = text.charAt(at);
      at += 1;
      if (next === '}') return;
      if (next !== ',') fail('se esperaba «,» o «}»', at - 1);
    }
  };
  const list = () => {
    at += 1;
    skipSpace();
    if (text.charAt(at) === ']') {
      at += 1;
      return;
    }
    for (;;) {
      value();
      skipSpace();
      const next = text.charAt(at);
      at += 1;
      if (next === ']') return;
      if (next !== ',') fail('se esperaba «,» o «]»', at - 1);
    }
  };
  try {
    value();
    skipSpace();
    if (at < text.length) fail('sobra texto después del final del JSON');
    return null;
  } catch (stop) {
    if (stop instanceof Stop) return stop.problem;
    throw stop;
  }
}

/** Line and column (from 1) of an offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * Parses any JSON value; a text that is not JSON gets a Spanish message with the line and
 * column of its first error: "El texto no es un JSON válido: se esperaba «,» o «}» en la
 * línea 3, columna 5."
 */
export function parseJsonText(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    if (text.trim() === '') return { ok: false, message: 'Escriba un valor JSON.' };
    const problem = findJsonProblem(text) ?? { at: 0, what: 'error de sintaxis' };
    const { line, column } = lineAndColumn(text, problem.at);
    return {
      ok: false,
      message: `El texto no es un JSON válido: ${problem.what} en la línea ${line}, columna ${column}.`,
    };
  }
}
