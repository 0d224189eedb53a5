import { CONTENT_MESSAGES } from '@eval/contracts/content';
import { describe, expect, it } from 'vitest';
import {
  fromFormModel,
  keyLabel,
  toFormModel,
  type ContentField,
  type ContentFieldValue,
} from './content-form-model';
import { fieldNameProblem, newField, parseSubfields } from './new-content-field';

/** The fields without their ids, which differ at each conversion. */
const shapes = (fields: readonly ContentField[] | null) =>
  fields?.map(({ id: _, ...rest }) => rest) ?? null;

/** The demo's shapes (apps/api/src/seed/data/demo-content.ts), and some less usual ones. */
const DEMO = [
  { seccion: 'portada', titulo: 'Bienvenida', contenido: 'Este espacio acompaña al centro.' },
  { seccion: 'instrucciones', titulo: 'Cómo', instrucciones: ['Leed la guía.', 'Responded.'] },
  {
    seccion: 'calendario',
    titulo: 'Calendario',
    calendario: [{ periodo: 'marzo', texto: 'Envío' }],
  },
  {
    seccion: 'preguntas-frecuentes',
    titulo: 'Preguntas frecuentes',
    preguntas: [{ pregunta: '¿Quién?', respuesta: 'La coordinación.' }],
  },
  {
    titulo: 'Enlaces',
    web: { texto: 'Portal', url: 'https://example.org' },
    enlaces: [{ titulo: 'Guía', url: 'http://example.org/guia' }],
    orden: 3,
    visible: false,
    extra: { nivel: { hondo: [1, null] } },
    vacio: null,
  },
];

describe('the content form model', () => {
  it('gives each key a field of the kind its value has', () => {
    const kinds = (payload: object) =>
      toFormModel(payload)?.map((f) => [f.key, f.kind] as [string, ContentFieldValue['kind']]);
    expect(kinds(DEMO[0] ?? {})).toEqual([
      ['seccion', 'text'],
      ['titulo', 'text'],
      ['contenido', 'longText'],
    ]);
    expect(kinds(DEMO[2] ?? {})?.[2]).toEqual(['calendario', 'entryList']);
    expect(kinds(DEMO[4] ?? {})).toEqual([
      ['seccion', 'text'],
      ['titulo', 'text'],
      ['web', 'link'],
      ['enlaces', 'linkList'],
      ['orden', 'number'],
      ['visible', 'boolean'],
      ['extra', 'json'],
      ['vacio', 'json'],
    ]);
    expect(shapes(toFormModel(DEMO[3]))?.[2]).toEqual({
      key: 'preguntas',
      kind: 'entryList',
      keys: ['pregunta', 'respuesta'],
      rows: [['¿Quién?', 'La coordinación.']],
    });
  });

  it('gives back the same payload for every shape, HTML-looking text included', () => {
    const odd = [
      { titulo: '<img src=x onerror=alert(1)>', lista: [] },
      { titulo: null, seccion: 3 },
    ];
    for (const payload of [...DEMO, ...odd]) {
      const fields = toFormModel(payload);
      expect(fields).not.toBeNull();
      expect(fromFormModel(fields ?? [])).toEqual({ ok: true, payload });
    }
  });

  it('keeps lists with differing entries, and a list at the top level is JSON only', () => {
    const mixed = { filas: [{ a: 'x' }, { b: 'y' }], textos: ['a', 1] };
    expect(toFormModel(mixed)?.map((f) => f.kind)).toEqual(['text', 'text', 'json', 'json']);
    expect(fromFormModel(toFormModel(mixed) ?? [])).toEqual({ ok: true, payload: mixed });
    expect(toFormModel([1, 2])).toBeNull();
  });

  it('starts a new content with an empty section and title, left out when empty', () => {
    const fields = toFormModel(undefined) ?? [];
    expect(shapes(fields)).toEqual([
      { key: 'seccion', kind: 'text', value: '' },
      { key: 'titulo', kind: 'text', value: '' },
    ]);
    expect(fromFormModel(fields)).toEqual({ ok: true, payload: {} });
  });

  it('drops empty rows and refuses bad links, numbers and JSON in Spanish', () => {
    const fields: ContentField[] = [
      { ...newField('pasos', 'textList'), kind: 'textList', items: ['Uno', ' ', 'Dos'] },
      {
        ...newField('web', 'link'),
        kind: 'link',
        labelKey: 'texto',
        link: { text: 'X', url: 'javascript:alert(1)' },
      },
      {
        ...newField('enlaces', 'linkList'),
        kind: 'linkList',
        labelKey: 'texto',
        links: [
          { text: '', url: '' },
          { text: 'B', url: 'ftp://example.org' },
        ],
      },
      { ...newField('orden', 'number'), kind: 'number', value: 'tres' },
      { ...newField('extra', 'json'), kind: 'json', value: '{"a": }' },
    ];
    const result = fromFormModel(fields);
    expect(result.ok).toBe(false);
    const errors = result.ok ? {} : result.errors;
    const [, web, enlaces, orden, extra] = fields.map((f) => errors[f.id]);
    expect(web).toEqual({ '': CONTENT_MESSAGES.badUrl });
    expect(enlaces).toEqual({ '1': CONTENT_MESSAGES.badUrl });
    expect(orden).toEqual({ '': 'Escriba un número (con punto para los decimales).' });
    expect(extra?.['']).toMatch(/^El texto no es un JSON válido: se esperaba un valor/);

    const fixed = fields.filter((f) => f.kind === 'textList');
    expect(fromFormModel(fixed)).toEqual({ ok: true, payload: { pasos: ['Uno', 'Dos'] } });
  });

  it('makes new fields of each kind, a Q&A list with its two sub-fields', () => {
    expect(shapes([newField('preguntas', 'qaList')])).toEqual([
      { key: 'preguntas', kind: 'entryList', keys: ['pregunta', 'respuesta'], rows: [['', '']] },
    ]);
    expect(fromFormModel([newField('activo', 'boolean')])).toEqual({
      ok: true,
      payload: { activo: false },
    });
  });

  it('checks new field names and sub-fields', () => {
    expect(fieldNameProblem('', [])).toBe('Escriba el nombre del campo.');
    expect(fieldNameProblem('titulo', ['seccion', 'titulo'])).toBe('Ya hay un campo «titulo».');
    expect(fieldNameProblem('dos palabras', [])).toMatch(/^El nombre solo puede tener letras/);
    expect(fieldNameProblem('año_2-b', [])).toBeNull();
    expect(parseSubfields('fecha, texto')).toEqual({ ok: true, keys: ['fecha', 'texto'] });
    expect(parseSubfields(' , ')).toEqual({ ok: false, message: 'Escriba al menos un subcampo.' });
    expect(parseSubfields('a, a')).toEqual({
      ok: false,
      message: 'El subcampo «a» está repetido.',
    });
  });

  it('shows keys as readable labels', () => {
    expect(keyLabel('preguntas')).toBe('Preguntas');
    expect(keyLabel('preguntes_frequents')).toBe('Preguntes frequents');
    expect(keyLabel('seccion')).toBe('Sección');
    expect(keyLabel('url')).toBe('URL');
  });
});
