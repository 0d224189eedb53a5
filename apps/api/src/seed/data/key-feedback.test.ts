import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@eval/contracts/common';
import { CLAVES } from './catalogue';
import { FEEDBACK_BANDS } from './demo-content';
import { KEY_FEEDBACK } from './key-feedback';
import { PLAN_SUGGESTIONS } from './plan-suggestions';

describe('the feedback per key and band', () => {
  it('gives every key of the questionnaire every band in Spanish and Catalan', () => {
    expect(KEY_FEEDBACK.map((key) => key.claveOrden).sort((a, b) => a - b)).toEqual(
      CLAVES.map((clave) => clave.orden).sort((a, b) => a - b),
    );
    for (const key of KEY_FEEDBACK) {
      expect(key.bandas, `clave ${key.claveOrden}`).toHaveLength(FEEDBACK_BANDS.length);
      for (const [index, band] of key.bandas.entries())
        for (const language of LANGUAGE_CODES) {
          const where = `clave ${key.claveOrden}, banda ${index + 1}, ${language}`;
          expect(band[language].titulo.trim(), where).not.toBe('');
          expect(band[language].texto.trim(), where).not.toBe('');
        }
    }
  });

  it('writes no two titles or texts alike', () => {
    const texts = KEY_FEEDBACK.flatMap((key) =>
      key.bandas.flatMap((band) => LANGUAGE_CODES.map((language) => band[language])),
    );
    expect(texts).toHaveLength(10 * 3 * 2);
    expect(new Set(texts.map((t) => t.texto)).size).toBe(texts.length);
    expect(new Set(texts.map((t) => t.titulo)).size).toBe(texts.length);
  });

  it('keeps the bands covering 0–100 without gaps', () => {
    expect(FEEDBACK_BANDS[0]?.minimo).toBe(0);
    expect(FEEDBACK_BANDS.at(-1)?.maximo).toBe(100);
    for (const [index, band] of FEEDBACK_BANDS.entries())
      if (index > 0) expect(band.minimo).toBe((FEEDBACK_BANDS[index - 1]?.maximo ?? 0) + 1);
  });
});

describe('the plan suggestions per key', () => {
  it('gives every key three different starting actions in Spanish and Catalan', () => {
    expect(PLAN_SUGGESTIONS.map((key) => key.claveOrden).sort((a, b) => a - b)).toEqual(
      CLAVES.map((clave) => clave.orden).sort((a, b) => a - b),
    );
    const all = PLAN_SUGGESTIONS.flatMap((key) => key.acciones.flatMap((a) => [a.es, a.ca]));
    for (const text of all) expect(text.trim()).not.toBe('');
    expect(all).toHaveLength(10 * 3 * 2);
    expect(new Set(all).size).toBe(all.length);
  });
});
