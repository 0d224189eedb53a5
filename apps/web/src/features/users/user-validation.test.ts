import { describe, expect, it } from 'vitest';
import type { UserRow } from '@eval/contracts/users';
import { centreIdOf, countValues, toRegisterBody, toUpdateBody } from './user-validation';

const row: UserRow = {
  id: 4,
  nombre: 'Ana',
  apellidos: 'Gil',
  email: 'ana@x.es',
  telefono: '600',
  dni: '1X',
  perfil: 1,
  perfil_nombre: 'Coordinador/a de centro',
  created_at: '2026-01-01T00:00:00.000Z',
  language_id: 'ES',
  cargos_id: 2,
  activo: 0,
  centros_id: 9,
  centro: 'IES',
  ccaa: null,
  provincia: null,
  municipio: null,
  codigo: null,
  groupby: null,
  titularidad: null,
  cepa_fp: null,
  cp: null,
  has_password: true,
};

describe('user rules of spec §5', () => {
  it('counts 0 as a value and blanks as none', () => {
    expect(countValues({ perfil: 0, activo: 0, nombre: '  ', email: '' })).toBe(2);
  });

  it('adds with at least 8 values', () => {
    const seven = {
      nombre: 'A',
      apellidos: 'B',
      email: 'a@b.es',
      telefono: '600',
      dni: '',
      perfil: 1,
      language_id: 'ES' as const,
      cargos_id: null,
      activo: 1 as const,
      centros_id: null,
    };
    expect(toRegisterBody(seven)).toBeNull();
    expect(toRegisterBody({ ...seven, centros_id: { id: 3 } })).toMatchObject({ centros_id: 3 });
  });

  it('updates with at least 11 values and sends a centre object as its id', () => {
    expect(toUpdateBody({ ...row, centros_id: { id: 5, nombre: 'C' } }, null)).toMatchObject({
      centros_id: 5,
    });
    expect(toUpdateBody({ ...row, telefono: '', dni: '' }, null)).toBeNull();
    expect(toUpdateBody({ ...row, telefono: '' }, null)).not.toBeNull();
  });

  it('forces the selected centre on a centre-scoped update', () => {
    expect(toUpdateBody(row, 77)?.centros_id).toBe(77);
    expect(toUpdateBody({ ...row, centros_id: null, telefono: '' }, 77)?.centros_id).toBe(77);
  });

  it('reads a centre id from a number or an object', () => {
    expect(centreIdOf(3)).toBe(3);
    expect(centreIdOf({ id: 8 })).toBe(8);
    expect(centreIdOf('x')).toBeNull();
  });
});
