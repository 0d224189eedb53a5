import { describe, expect, it } from 'vitest';
import {
  CONSULTATION_CODE_PATTERN,
  CONSULTATION_GROUP_LABELS,
  CONSULTATION_MESSAGES,
  CONSULTATION_VALUE_LABELS,
  CONSULTATION_VALUES,
  consultationPath,
} from '@eval/contracts/consultations';
import { consultationPublicCalls } from '@eval/contracts/calls/consultations';
import { PUBLIC_PATHS } from './client';
import { CODE_PATTERN, codigoOf } from './page';
import {
  formatDay,
  GROUP_LABELS,
  languageOf,
  messageIn,
  SERVER_MESSAGES,
  TEXTS,
  VALUE_LABELS,
  VALUE_ORDER,
} from './texts';

describe("the answer page's copies of the contracts' constants", () => {
  it('are the contracts’ own: scale, groups, messages, code and paths', () => {
    expect(VALUE_LABELS).toEqual(CONSULTATION_VALUE_LABELS);
    expect([...VALUE_ORDER].sort()).toEqual([...CONSULTATION_VALUES]);
    expect(GROUP_LABELS).toEqual(CONSULTATION_GROUP_LABELS);
    for (const [key, text] of Object.entries(SERVER_MESSAGES))
      expect([key, text]).toEqual([
        key,
        CONSULTATION_MESSAGES[key as keyof typeof SERVER_MESSAGES],
      ]);
    expect(CODE_PATTERN.source).toBe(CONSULTATION_CODE_PATTERN.source);
    expect(PUBLIC_PATHS.read).toBe(consultationPublicCalls.read.path);
    expect(PUBLIC_PATHS.answer).toBe(consultationPublicCalls.answer.path);
    expect(codigoOf(consultationPath('AbCdEfGhIjKlMn_-'))).toBe('AbCdEfGhIjKlMn_-');
  });
});

describe("the answer page's texts", () => {
  it('exist in both languages, each translated', () => {
    expect(Object.keys(TEXTS.CA).sort()).toEqual(Object.keys(TEXTS.ES).sort());
    const same = Object.keys(TEXTS.ES).filter(
      (key) =>
        typeof TEXTS.ES[key as keyof typeof TEXTS.ES] === 'string' &&
        TEXTS.ES[key as keyof typeof TEXTS.ES] === TEXTS.CA[key as keyof typeof TEXTS.CA],
    );
    expect(same).toEqual(['language']);
    expect(TEXTS.ES.thanks).toBe('Gracias: tus respuestas se han enviado.');
    expect(TEXTS.CA.thanks).toBe('Gràcies: les teves respostes s’han enviat.');
    expect(TEXTS.ES.alreadySent).toBe('Ya enviaste tus respuestas desde este dispositivo.');
    expect(TEXTS.CA.alreadySent).toBe('Ja has enviat les teves respostes des d’aquest dispositiu.');
    expect(TEXTS.ES.notFound).toBe('Esta consulta no existe.');
    expect(TEXTS.ES.send).toBe('Enviar');
    expect(TEXTS.CA.send).toBe('Envia');
  });

  it('name the missing questions, one or several', () => {
    expect(TEXTS.ES.missing(['3'])).toBe('Falta por responder la pregunta 3.');
    expect(TEXTS.ES.missing(['1', '4', '7'])).toBe('Faltan por responder las preguntas 1, 4 y 7.');
    expect(TEXTS.CA.missing(['2', '5'])).toBe('Falten per respondre les preguntes 2 i 5.');
  });

  it('show a known server message in the page’s language, an unknown one as it came', () => {
    expect(messageIn('CA', CONSULTATION_MESSAGES.tooMany, 'tooMany')).toBe(TEXTS.CA.tooMany);
    expect(messageIn('ES', CONSULTATION_MESSAGES.tooMany, 'tooMany')).toBe(
      CONSULTATION_MESSAGES.tooMany,
    );
    expect(messageIn('ES', CONSULTATION_MESSAGES.expired, 'closed')).toBe(TEXTS.ES.expired);
    expect(messageIn('CA', CONSULTATION_MESSAGES.closed, 'closed')).toBe(TEXTS.CA.closed);
    expect(messageIn('ES', 'Otra cosa.', 'closed')).toBe('Otra cosa.');
    expect(messageIn('CA', 'Otra cosa.', 'closed')).toBe(TEXTS.CA.closed);
    expect(messageIn('ES', null, 'tooMany')).toBe(TEXTS.ES.tooMany);
  });

  it('follow ?lang=CA, Spanish otherwise, and write dates in that language', () => {
    expect(languageOf('?lang=CA')).toBe('CA');
    expect(languageOf('?lang=ca')).toBe('CA');
    expect(languageOf('?lang=EN')).toBe('ES');
    expect(languageOf('')).toBe('ES');
    expect(formatDay('2026-03-12', 'ES')).toBe('12 de marzo de 2026');
    expect(formatDay('2026-03-12', 'CA')).toMatch(/^12 de març del? 2026$/);
  });
});
