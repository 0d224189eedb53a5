import { CONTENT_MESSAGES } from '@eval/contracts/content';
import { describe, expect, it } from 'vitest';
import { formatContentJson, parseContentJson } from './content-json';

describe('parseContentJson', () => {
  it('accepts objects and lists', () => {
    expect(parseContentJson('{"titulo":"Hola"}')).toEqual({
      ok: true,
      payload: { titulo: 'Hola' },
    });
    expect(parseContentJson('[1, 2]')).toEqual({ ok: true, payload: [1, 2] });
  });

  it('refuses invalid JSON with a Spanish message and bare values with the contract one', () => {
    expect(parseContentJson('{titulo: Hola}')).toEqual({
      ok: false,
      message:
        'El texto no es un JSON válido: se esperaba el nombre de un campo entre comillas dobles ' +
        'en la línea 1, columna 2.',
    });
    expect(parseContentJson('"<b>html</b>"')).toEqual({
      ok: false,
      message: CONTENT_MESSAGES.payloadInvalid,
    });
    expect(parseContentJson('null')).toEqual({
      ok: false,
      message: CONTENT_MESSAGES.payloadInvalid,
    });
  });

  it('formats a payload as indented JSON that parses back to the same value', () => {
    const payload = { a: [1, { b: '<script>' }] };
    const text = formatContentJson(payload);
    expect(text).toContain('\n  "a"');
    expect(parseContentJson(text)).toEqual({ ok: true, payload });
  });
});
