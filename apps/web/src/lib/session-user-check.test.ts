import { describe, expect, it } from 'vitest';
import { sessionUserSchema } from '@eval/contracts/auth';
import { sessionUser } from '../test/session-user';
import { sessionUserOf } from './session-user-check';

/** What the contract's schema makes of a value: its output, or null when it refuses it. */
const schemaVerdict = (value: unknown) => {
  const parsed = sessionUserSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const valid = sessionUser();
const cases: Record<string, unknown> = {
  'a session user': valid,
  'one with a centre': { ...valid, centros_id: 12 },
  'one with the second-factor flag': { ...valid, secondFactorSetupRequired: true },
  'one with fields the schema does not know': { ...valid, extra: 'x', role: 'admin' },
  'a profile as text': { ...valid, perfil: '0' },
  'a fractional id': { ...valid, id: 1.5 },
  'an expiry beyond a safe integer': { ...valid, expiresAt: 2 ** 60 },
  'no token': { ...valid, token: undefined },
  'a null name': { ...valid, nombre: null },
  'a centre as text': { ...valid, centros_id: '3' },
  'no centre field': Object.fromEntries(Object.entries(valid).filter(([k]) => k !== 'centros_id')),
  'a flag as text': { ...valid, secondFactorSetupRequired: 'yes' },
  'a regional read-only administrator': { ...valid, ambito: [1, 13], solo_lectura: 1 },
  'one stored before the scope': Object.fromEntries(
    Object.entries(valid).filter(([k]) => k !== 'ambito' && k !== 'solo_lectura'),
  ),
  'a scope as text': { ...valid, ambito: '1' },
  'a scope of names': { ...valid, ambito: ['Andalucía'] },
  'a read-only flag of 2': { ...valid, solo_lectura: 2 },
  'a read-only flag as a boolean': { ...valid, solo_lectura: true },
  'an array': [valid],
  null: null,
  'a number': 7,
  'a string': 'user',
};

describe('sessionUserOf (the stored user checked without zod)', () => {
  it.each(Object.entries(cases))('agrees with sessionUserSchema on %s', (_, value) => {
    expect(sessionUserOf(value)).toEqual(schemaVerdict(value));
  });

  it('accepts a valid user and refuses the rest, as the schema does', () => {
    expect(sessionUserOf(valid)).toEqual(valid);
    expect(sessionUserOf({ ...valid, perfil: '0' })).toBeNull();
  });
});
