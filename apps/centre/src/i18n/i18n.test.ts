import { describe, expect, it } from 'vitest';
import { ca } from './ca';
import { es } from './es';
import { i18n } from './i18n';
import { apiLanguageOf, appLanguageOf } from './languages';

/** Every key path of a catalogue, e.g. `home.statuses.finished`. */
function keyPaths(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value as object, `${prefix}${key}.`),
  );
}

/** The `{{placeholders}}` of every text, by key path. */
function placeholders(catalogue: object): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') {
        out[`${prefix}${key}`] = [...value.matchAll(/{{(\w+)}}/g)].map((m) => m[1] ?? '').sort();
      } else walk(value as object, `${prefix}${key}.`);
    }
  };
  walk(catalogue, '');
  return out;
}

describe('the ES and CA catalogues', () => {
  it('have the same keys, none empty', () => {
    expect(keyPaths(ca).sort()).toEqual(keyPaths(es).sort());
    const empty = (c: object) =>
      keyPaths(c).filter((path) => i18n.t(path as 'app.title').trim() === '');
    expect(empty(es)).toEqual([]);
    for (const text of Object.values(placeholders(ca))) expect(text).toBeDefined();
  });

  it('use the same placeholders in both languages', () => {
    expect(placeholders(ca)).toEqual(placeholders(es));
  });

  it('are translated: a Catalan text differs from its Spanish one except names and shared words', () => {
    const same = keyPaths(es).filter((path) => {
      const read = (c: object) =>
        path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], c);
      return read(es) === read(ca);
    });
    // Language names, and words spelt alike in both languages.
    expect(same.sort()).toEqual(
      [
        'app.language',
        'app.languages.ca',
        'app.languages.es',
        'answer.previous',
        'answer.questionOf',
        'home.answeredByItem',
        'home.complete',
        'home.greeting',
        // "Responsable" is the word in both languages (the plan's contract names it so).
        'plan.responsable',
        'results.recursos',
        'results.toolkits',
      ].sort(),
    );
  });

  it('follow the user language_id, Spanish for anything else, and name the API language', () => {
    expect(appLanguageOf('CA')).toBe('ca');
    expect(appLanguageOf('ES')).toBe('es');
    expect(appLanguageOf('EN')).toBe('es');
    expect(appLanguageOf(null)).toBe('es');
    expect(apiLanguageOf('ca')).toBe('CA');
  });

  it('switch the texts of the app', async () => {
    await i18n.changeLanguage('ca');
    expect(i18n.t('home.statuses.finished')).toBe('Finalitzada');
    await i18n.changeLanguage('es');
    expect(i18n.t('home.statuses.finished')).toBe('Finalizada');
    expect(i18n.t('answer.unsavedCount', { count: 2 })).toBe('2 respuestas pendientes de guardar');
  });
});
