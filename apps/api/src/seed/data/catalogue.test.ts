import { describe, expect, it } from 'vitest';
import {
  CARGOS,
  CLAVES,
  COLORES,
  CURSOS,
  LANGUAGES,
  PROFILES,
  PROGRAMME_NAME,
  PROGRAMME_NAME_CA,
  TIPOS,
} from './catalogue';

const unique = <T>(values: readonly T[]): boolean => new Set(values).size === values.length;

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
const expand = (short: string): string => (short === '#fff' ? '#ffffff' : '#000000');

describe('catalogue', () => {
  it('has the reference lists with unique ids', () => {
    expect(PROFILES.map((p) => p.id)).toEqual([0, 1, 2]);
    expect(LANGUAGES.map((l) => l.id)).toEqual(['ES', 'CA']);
    expect(TIPOS.map((t) => t.codigo).sort()).toEqual(['ESCALA', 'MULTIPLE', 'UNICA']);
    for (const list of [PROFILES, CARGOS, CURSOS, COLORES, TIPOS]) {
      expect(unique(list.map((item) => item.id))).toBe(true);
    }
    expect(unique(CARGOS.map((c) => c.nombre))).toBe(true);
    expect(unique(CURSOS.map((c) => c.curso))).toBe(true);
    expect(PROGRAMME_NAME).not.toBe('');
    expect(PROGRAMME_NAME_CA).not.toBe('');
  });

  it('has 12 distinct colours whose text colour is readable (WCAG AA)', () => {
    expect(COLORES).toHaveLength(12);
    expect(unique(COLORES.map((c) => c.hex.toLowerCase()))).toBe(true);
    expect(unique(COLORES.map((c) => c.nombre))).toBe(true);
    for (const colour of COLORES) {
      expect(colour.hex).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrast(colour.hex, expand(colour.texto)), colour.nombre).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has ten keys ordered 1..10, with existing colours and texts in both languages', () => {
    expect(CLAVES).toHaveLength(10);
    expect(CLAVES.map((c) => c.orden).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(unique(CLAVES.map((c) => c.titulo))).toBe(true);
    const colours = new Set(COLORES.map((c) => c.id));
    for (const clave of CLAVES) {
      expect(colours.has(clave.colorId), clave.titulo).toBe(true);
      for (const text of [clave.titulo, clave.titulo_ca, clave.descripcion, clave.descripcion_ca]) {
        expect(text.trim()).not.toBe('');
      }
    }
  });

  it('has five well-formed questions per key', () => {
    const tipos = new Set<string>(TIPOS.map((t) => t.codigo));
    const used = new Set<string>();
    for (const clave of CLAVES) {
      expect(
        clave.preguntas.map((p) => p.num),
        clave.titulo,
      ).toEqual([1, 2, 3, 4, 5]);
      for (const pregunta of clave.preguntas) {
        const where = `${clave.orden}.${pregunta.num}`;
        expect(tipos.has(pregunta.tipo), where).toBe(true);
        used.add(pregunta.tipo);
        expect(pregunta.titulo.trim(), where).not.toBe('');
        expect(pregunta.titulo_ca.trim(), where).not.toBe('');
        expect(pregunta.respuestas.length, where).toBeGreaterThanOrEqual(2);
        const valores = pregunta.respuestas.map((r) => r.valor);
        for (const valor of valores) {
          expect(Number.isInteger(valor) && valor >= 0, where).toBe(true);
        }
        expect(Math.max(...valores), where).toBeGreaterThan(0);
        expect(unique(pregunta.respuestas.map((r) => r.respuesta)), where).toBe(true);
        expect(unique(pregunta.respuestas.map((r) => r.respuesta_ca)), where).toBe(true);
        for (const r of pregunta.respuestas) {
          expect(r.respuesta.trim(), where).not.toBe('');
          expect(r.respuesta_ca.trim(), where).not.toBe('');
        }
        if (pregunta.tipo === 'ESCALA' || pregunta.tipo === 'UNICA') {
          // ordered options score 0, 1, 2… from worst to best
          expect(valores, where).toEqual(valores.map((_, i) => i));
        }
        if (pregunta.tipo === 'MULTIPLE') {
          expect(pregunta.respuestas.length, where).toBeGreaterThanOrEqual(4);
          expect(pregunta.respuestas.length, where).toBeLessThanOrEqual(6);
        }
      }
    }
    expect([...used].sort()).toEqual(['ESCALA', 'MULTIPLE', 'UNICA']);
  });
});
