import { describe, expect, it } from 'vitest';
import { errorMessage, errorStatus, GENERIC_FAILURE, OPERATION_FAILED } from './api-errors';

const refused = (error: Record<string, unknown>, status = 400) => ({ status, data: { error } });

describe('api-errors: the one reading of a failed call (contract error schema)', () => {
  it('keeps the spec §8 generic text exactly as the spec writes it', () => {
    expect(GENERIC_FAILURE).toBe('Interal Error');
    expect(OPERATION_FAILED).toBe('No se ha podido completar la operación. Inténtelo de nuevo.');
  });

  it("shows the server's Spanish message, else the caller's or the generic text", () => {
    expect(errorMessage(refused({ code: 'CONFLICT', message: 'Ya existe.' }, 409))).toBe(
      'Ya existe.',
    );
    expect(errorMessage({ status: 500, data: 'Bad Gateway' })).toBe(GENERIC_FAILURE);
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'x' }, 'Sin red')).toBe('Sin red');
    expect(errorMessage(undefined)).toBe(GENERIC_FAILURE);
    // A body without the contract's code is not an API error.
    expect(errorMessage({ status: 400, data: { error: { message: 'x' } } })).toBe(GENERIC_FAILURE);
  });

  it("puts a validation error's first field problem before its message", () => {
    const details = [{ path: 'email', message: 'El correo no es válido.' }, { message: 'Otro' }];
    const error = refused({ code: 'BAD_REQUEST', message: 'Datos no válidos.', details });
    expect(errorMessage(error, GENERIC_FAILURE, { firstProblem: true })).toBe(
      'El correo no es válido.',
    );
    expect(errorMessage(error)).toBe('Datos no válidos.');
    const noDetails = refused({ code: 'BAD_REQUEST', message: 'Datos no válidos.' });
    expect(errorMessage(noDetails, GENERIC_FAILURE, { firstProblem: true })).toBe(
      'Datos no válidos.',
    );
    expect(errorMessage(null, OPERATION_FAILED, { firstProblem: true })).toBe(OPERATION_FAILED);
  });

  it('reads the status of a failure, numeric or named', () => {
    expect(errorStatus({ status: 404 })).toBe(404);
    expect(errorStatus({ status: 'PARSING_ERROR' })).toBe('PARSING_ERROR');
    expect(errorStatus('x')).toBeUndefined();
  });
});
