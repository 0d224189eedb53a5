import { describe, expect, it } from 'vitest';
import {
  dniProblem,
  dniSchema,
  IDENTITY_MESSAGES as M,
  normaliseDni,
  normalisePhone,
  phoneProblem,
  phoneSchema,
  postalCodeProblem,
} from './spanish-identity';
import {
  identityProblems,
  registerUserBodySchema,
  updateUserSchemaFor,
  userFieldProblems,
} from './users';

describe('DNI and NIE (control letter)', () => {
  it('accepts right numbers and refuses a wrong letter or shape, naming the field', () => {
    for (const right of [
      '12345678Z',
      '00000000T',
      '22222222J',
      'X1234567L',
      'Y0000000Z',
      'Z7654321H',
    ])
      expect(dniProblem(right), right).toBeNull();
    expect(dniProblem('12345678A')).toBe(M.dniLetter);
    expect(dniProblem('X1234567A')).toBe(M.dniLetter);
    for (const shape of ['1X', '1234567Z', '123456789Z', 'A1234567B', '12345678'])
      expect(dniProblem(shape), shape).toBe(M.dniFormat);
    expect(M.dniLetter).toMatch(/DNI/);
  });

  it('stores what people type without separators, in upper case; blank stays allowed', () => {
    expect(normaliseDni(' 12.345.678-z ')).toBe('12345678Z');
    const schema = dniSchema('texto', 'largo');
    expect(schema.parse('12345678-z')).toBe('12345678Z');
    expect(schema.parse(undefined)).toBe('');
    expect(schema.parse('  ')).toBe('');
    expect(schema.safeParse('12345678A').error?.issues[0]?.message).toBe(M.dniLetter);
  });
});

describe('Spanish phone numbers', () => {
  it('takes 9 digits starting with 6–9, with an optional +34 or 0034', () => {
    for (const right of ['600000003', '910000000', '+34600000003', '712345678', '812345678'])
      expect(phoneProblem(right), right).toBeNull();
    for (const wrong of ['600', '6000000031', '500000000', '+33600000003', 'Teléfono'])
      expect(phoneProblem(wrong), wrong).toBe(M.telefonoFormat);
    expect(normalisePhone('0034 600 00-00.03')).toBe('+34600000003');
    expect(phoneSchema('texto', 'largo').parse('(91) 000 00 00')).toBe('910000000');
    expect(M.telefonoFormat).toMatch(/^El teléfono/);
  });
});

describe('postal codes', () => {
  it('has 5 digits whose first two are a province (01–52), the chosen one when given', () => {
    expect(postalCodeProblem('28001')).toBeNull();
    expect(postalCodeProblem('01001')).toBeNull();
    expect(postalCodeProblem('52001')).toBeNull();
    expect(postalCodeProblem('2800')).toBe(M.cpFormat);
    expect(postalCodeProblem('28 001')).toBe(M.cpFormat);
    expect(postalCodeProblem('00001')).toBe(M.cpProvince);
    expect(postalCodeProblem('53001')).toBe(M.cpProvince);
    expect(postalCodeProblem('28001', 28)).toBeNull();
    expect(postalCodeProblem('08001', 28)).toBe(M.cpOtherProvince('28'));
    expect(postalCodeProblem('01001', 1)).toBeNull();
    expect(M.cpFormat).toBe('El código postal debe tener 5 cifras.');
  });
});

describe('a user’s phone and DNI, in the create and edit rules', () => {
  const user = { nombre: 'Ana', email: 'ana@centro.example', perfil: 1, centros_id: 3 };

  it('a new user’s are checked and stored normalised', () => {
    expect(userFieldProblems(registerUserBodySchema, { ...user, dni: '12345678A' })).toEqual({
      dni: M.dniLetter,
    });
    expect(userFieldProblems(registerUserBodySchema, { ...user, telefono: '600' })).toEqual({
      telefono: M.telefonoFormat,
    });
    expect(
      registerUserBodySchema.parse({ ...user, dni: '12345678-z', telefono: '600 000 003' }),
    ).toMatchObject({ dni: '12345678Z', telefono: '600000003' });
  });

  it('an edit may keep an old row’s unchecked value, but not write a new wrong one', () => {
    const stored = { telefono: '600', dni: '1X' };
    const kept = identityProblems({ telefono: ' 600 ', dni: '1X' }, stored);
    expect(kept).toEqual({ values: { telefono: '600', dni: '1X' }, problems: [] });
    const changed = identityProblems({ telefono: '601', dni: '12345678-z' }, stored);
    expect(changed.problems).toEqual([{ path: 'telefono', message: M.telefonoFormat }]);
    expect(changed.values.dni).toBe('12345678Z');
    expect(identityProblems({ telefono: '', dni: '' }, stored).problems).toEqual([]);

    const body = { ...user, id: 7, telefono: '600', dni: '1X' };
    expect(updateUserSchemaFor(stored).safeParse(body).success).toBe(true);
    const fresh = updateUserSchemaFor({ telefono: null, dni: null }).safeParse(body);
    expect(fresh.error?.issues.map((issue) => issue.path[0])).toEqual(['telefono', 'dni']);
  });
});
