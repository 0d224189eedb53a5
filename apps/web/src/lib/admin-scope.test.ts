import { describe, expect, it } from 'vitest';
import { sessionUser } from '../test/session-user';
import { scopeLabel, scopeOfSession } from './admin-scope';

const names = new Map([
  [1, 'Andalucía'],
  [13, 'Comunidad de Madrid'],
]);

describe("the signed-in administrator's scope", () => {
  it('reads national, regional and read-only from the session', () => {
    expect(scopeOfSession(sessionUser())).toEqual({
      national: true,
      readOnly: false,
      comunidades: [],
    });
    expect(scopeOfSession(sessionUser({ ambito: [1], solo_lectura: 1 }))).toEqual({
      national: false,
      readOnly: true,
      comunidades: [1],
    });
    // No session: nothing to hide, nothing to say.
    expect(scopeOfSession(null)).toEqual({ national: true, readOnly: false, comunidades: [] });
  });

  it("words it with the communities' names, joined, once they are known", () => {
    expect(scopeLabel(scopeOfSession(sessionUser()), names)).toBe('Ámbito: nacional');
    expect(scopeLabel(scopeOfSession(sessionUser({ ambito: [1] })), names)).toBe(
      'Ámbito: Andalucía',
    );
    expect(scopeLabel(scopeOfSession(sessionUser({ ambito: [1, 13] })), names)).toBe(
      'Ámbito: Andalucía, Comunidad de Madrid',
    );
    expect(scopeLabel(scopeOfSession(sessionUser({ ambito: [1] })), new Map())).toBe(
      'Ámbito: regional',
    );
  });
});
