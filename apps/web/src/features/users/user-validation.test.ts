import { describe, expect, it } from 'vitest';
import type { CentreOption } from '@eval/contracts/centre-options';
import {
  fieldProblems,
  registerUserBodySchema,
  USER_FIELD_MESSAGES,
  USER_MESSAGES,
  type UserRow,
} from '@eval/contracts/users';
import {
  centreIdOf,
  checkUpdatedUser,
  countValues,
  newUserShortfall,
  withChosenCentre,
  type Checked,
} from './user-validation';

const centreFields = {
  centro: 'IES Cervantes',
  ccaa: 'Comunidad de Madrid',
  provincia: 'Madrid',
  municipio: 'Madrid',
  codigo: '28000001',
  groupby: 'G1',
  titularidad: 'PUBLIC',
  cepa_fp: '',
  cp: '28001',
};
const noCentre = {
  centro: null,
  ccaa: null,
  provincia: null,
  municipio: null,
  codigo: null,
  groupby: null,
  titularidad: null,
  cepa_fp: null,
  cp: null,
};

/** A demo user: phone and cargo, no DNI. */
const demo: UserRow = {
  id: 4,
  nombre: 'Ana',
  apellidos: 'Gil',
  email: 'ana@x.es',
  telefono: '600',
  dni: '',
  perfil: 2,
  perfil_nombre: 'Equipo docente',
  created_at: '2026-01-01T00:00:00.000Z',
  language_id: 'ES',
  cargos_id: 2,
  activo: 1,
  centros_id: 9,
  ...centreFields,
  has_password: true,
  ambito: [],
  solo_lectura: 0,
};
/** A user of the mass upload: no phone, DNI or cargo. */
const uploaded: UserRow = { ...demo, id: 5, telefono: '', dni: '', cargos_id: null };
/** The administrator: no phone, DNI, cargo nor centre. */
const admin: UserRow = { ...uploaded, id: 1, perfil: 0, centros_id: null, ...noCentre };

const option: CentreOption = {
  id: 12,
  nombre: 'CEPA Río Tajo',
  codigo: '45000012',
  municipio: 'Toledo',
  provincia: 'Toledo',
  ccaa: 'Castilla-La Mancha',
  groupby: null,
  titularidad: 'PUBLIC',
  cepa_fp: 'CEPA',
  cp: '45001',
  activo: 1,
};

const messageOf = <T>(result: Checked<T>) => ('message' in result ? result.message : null);

describe('the update rule of spec §5 counts the row as the table holds it', () => {
  it('counts own fields and the centre’s read-only ones; 0 is a value, blanks are not', () => {
    expect(countValues({ perfil: 0, activo: 0, nombre: '  ', email: '' })).toBe(2);
    // A centre of no special kind has an empty cepa_fp: 7 of its 8 fields hold a value.
    expect(countValues(demo)).toBe(11 + 7);
    expect(countValues(uploaded)).toBe(9 + 7);
    expect(countValues(admin)).toBe(8);
  });

  it('a demo user and a mass-uploaded user can be edited and deactivated', () => {
    expect(checkUpdatedUser({ ...demo, activo: 0 }, null)).toEqual({
      body: expect.objectContaining({ id: 4, activo: 0, centros_id: 9 }),
    });
    expect(checkUpdatedUser({ ...uploaded, nombre: 'Eva', activo: 0 }, null)).toEqual({
      body: expect.objectContaining({ nombre: 'Eva', activo: 0 }),
    });
  });

  it('names the missing fields of a row that still cannot be saved', () => {
    const message = messageOf(checkUpdatedUser({ ...admin, activo: 0 }, null));
    expect(message).toBe(
      `${USER_MESSAGES.incomplete}: faltan 3 valores de 11. Campos vacíos: Teléfono, DNI, Cargo, Centro.`,
    );
    const filled = { ...admin, telefono: '600', dni: '1X', cargos_id: 1, activo: 0 };
    expect(checkUpdatedUser(filled, null)).toEqual({
      body: expect.objectContaining({ perfil: 0, activo: 0, centros_id: null }),
    });
  });

  it('a centre chosen in the picker brings its read-only fields and is sent as its id', () => {
    expect(withChosenCentre({ ...admin, centros_id: option })).toMatchObject({
      centro: 'CEPA Río Tajo',
      codigo: '45000012',
      municipio: 'Toledo',
      cepa_fp: 'CEPA',
    });
    expect(checkUpdatedUser({ ...admin, centros_id: option, activo: 0 }, null)).toEqual({
      body: expect.objectContaining({ centros_id: 12, activo: 0 }),
    });
    // Taking the centre away takes its fields with it.
    expect(messageOf(checkUpdatedUser({ ...uploaded, centros_id: null, perfil: 0 }, null))).toMatch(
      /^Todos los campos deben estar completados: faltan 3 valores de 11\. .*Centro\.$/,
    );
  });

  it('checks each field in plain Spanish once the row has its values', () => {
    expect(checkUpdatedUser({ ...demo, nombre: ' ' }, null)).toEqual({
      message: USER_FIELD_MESSAGES.nombreRequired,
      problems: { nombre: USER_FIELD_MESSAGES.nombreRequired },
    });
    expect(messageOf(checkUpdatedUser({ ...demo, email: 'sin-arroba' }, null))).toBe(
      USER_FIELD_MESSAGES.emailInvalid,
    );
  });

  it('forces the selected centre on a centre-scoped update', () => {
    const forced = checkUpdatedUser(demo, 77);
    expect('body' in forced && forced.body.centros_id).toBe(77);
  });

  it('reads a centre id from a number or an object', () => {
    expect(centreIdOf(3)).toBe(3);
    expect(centreIdOf({ id: 8 })).toBe(8);
    expect(centreIdOf('x')).toBeNull();
  });
});

describe('the add rule: each field by the contract, then at least 8 values', () => {
  const form = {
    nombre: 'Elena',
    apellidos: 'Prieto',
    email: 'Elena@Centro.example',
    telefono: '',
    dni: '',
    perfil: 2,
    language_id: 'ES' as const,
    cargos_id: null,
    activo: 1 as const,
    centros_id: 12,
  };

  it('lets a complete user through', () => {
    expect(newUserShortfall({ ...form, telefono: '600000003' })).toBeNull();
    expect(registerUserBodySchema.parse({ ...form, telefono: '600000003' })).toMatchObject({
      centros_id: 12,
      email: 'elena@centro.example',
    });
  });

  it('a blank name is named, never the validator’s jargon', () => {
    const body = { ...form, telefono: '600000003', dni: '12345678Z', nombre: '' };
    expect(newUserShortfall(body)).toBeNull();
    expect(fieldProblems(registerUserBodySchema.safeParse(body).error)).toEqual({
      nombre: USER_FIELD_MESSAGES.nombreRequired,
    });
  });

  it('fewer than 8 values say which are empty', () => {
    expect(newUserShortfall({ ...form, perfil: null, centros_id: null })).toBe(
      `${USER_MESSAGES.incomplete}: faltan 3 valores de 8. Campos vacíos: Teléfono, DNI, Perfil, Cargo, Centro.`,
    );
  });
});
