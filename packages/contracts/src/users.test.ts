import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  USER_FIELD_MESSAGES as M,
  registerUserBodySchema,
  updateUserBodySchema,
  userFieldProblems,
} from './users';

// The server runs zod with its Spanish locale: the user fields' own messages must win over it.
z.config(z.locales.es());

const valid = {
  nombre: 'Ana',
  apellidos: 'Gil',
  email: 'Ana@Centro.example ',
  perfil: 2,
  centros_id: 4,
};

describe('user bodies name each field in plain Spanish', () => {
  it('accepts a complete user and normalises its e-mail', () => {
    expect(registerUserBodySchema.parse(valid)).toMatchObject({
      email: 'ana@centro.example',
      telefono: '',
      language_id: 'ES',
      activo: 1,
    });
  });

  it('says which required field is blank or missing, never the validator’s jargon', () => {
    expect(userFieldProblems(registerUserBodySchema, { ...valid, nombre: '   ' })).toEqual({
      nombre: M.nombreRequired,
    });
    expect(
      userFieldProblems(registerUserBodySchema, { apellidos: 'Gil', language_id: 'ES' }),
    ).toEqual({
      nombre: M.nombreRequired,
      email: M.emailRequired,
      perfil: M.perfilRequired,
    });
    expect(userFieldProblems(registerUserBodySchema, { ...valid, email: '' })).toEqual({
      email: M.emailRequired,
    });
  });

  it('names a wrong or too long value', () => {
    const problems = userFieldProblems(registerUserBodySchema, {
      ...valid,
      email: 'correo-malo',
      nombre: 'x'.repeat(101),
      telefono: '6'.repeat(31),
      dni: 'D'.repeat(21),
      apellidos: 'G'.repeat(151),
      activo: 3,
      language_id: 'FR',
      cargos_id: -1,
      centros_id: 'doce',
    });
    expect(problems).toEqual({
      email: M.emailInvalid,
      nombre: M.nombreTooLong,
      telefono: M.telefonoTooLong,
      dni: M.dniTooLong,
      apellidos: M.apellidosTooLong,
      activo: M.activoInvalid,
      language_id: M.languageInvalid,
      cargos_id: M.cargoInvalid,
      centros_id: M.centreInvalid,
    });
    for (const message of Object.values(problems)) {
      expect(message).not.toMatch(/se esperaba|Demasiado|Entrada inválida|expected/i);
    }
  });

  it('asks for a centre unless the user is an administrator', () => {
    expect(userFieldProblems(registerUserBodySchema, { ...valid, centros_id: null })).toEqual({
      centros_id: M.centreRequired,
    });
    expect(
      registerUserBodySchema.safeParse({ ...valid, perfil: 0, centros_id: null }).success,
    ).toBe(true);
  });

  it('an update takes a profile name and a centre object, with the same messages', () => {
    const body = { ...valid, id: 7, perfil: 'Equipo docente', centros_id: { id: 9 } };
    expect(updateUserBodySchema.parse(body)).toMatchObject({
      perfil: 'Equipo docente',
      centros_id: 9,
    });
    expect(userFieldProblems(updateUserBodySchema, { ...body, nombre: '' })).toEqual({
      nombre: M.nombreRequired,
    });
    expect(userFieldProblems(updateUserBodySchema, { ...body, perfil: undefined })).toEqual({
      perfil: M.perfilRequired,
    });
    expect(userFieldProblems(updateUserBodySchema, { ...body, id: undefined })).toEqual({
      id: M.idInvalid,
    });
  });
});
