import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOAD_FAILURE_LOG_TEXT,
  SERVER_PROBLEM,
  loadFailureReason,
  loadFailureText,
  logLoadFailure,
} from './load-failure';

afterEach(() => vi.restoreAllMocks());

const refused = (status: number, message: string) => ({
  status,
  data: { error: { code: 'BAD_REQUEST', message } },
});

describe('failed loads (spec §8)', () => {
  it('says "Problemas con el servidor." when the server failed or did not answer', () => {
    expect(SERVER_PROBLEM).toBe('Problemas con el servidor.');
    expect(loadFailureReason(refused(500, 'Se ha producido un error interno.'))).toBe(
      SERVER_PROBLEM,
    );
    expect(loadFailureReason({ status: 503 })).toBe(SERVER_PROBLEM);
    expect(loadFailureReason({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      SERVER_PROBLEM,
    );
    expect(loadFailureReason({ status: 'PARSING_ERROR', originalStatus: 200 })).toBe(
      SERVER_PROBLEM,
    );
    expect(loadFailureReason(undefined)).toBe(SERVER_PROBLEM);
  });

  it('gives the server’s own Spanish reason when it refused the request', () => {
    expect(loadFailureReason(refused(400, 'El filtro no es válido.'))).toBe(
      'El filtro no es válido.',
    );
    // A refusal without a message of its own falls back to the spec's text.
    expect(loadFailureReason({ status: 404, data: 'Not Found' })).toBe(SERVER_PROBLEM);
  });

  it('names what could not be loaded, then why', () => {
    expect(loadFailureText('los correos enviados', { status: 500 })).toBe(
      'No ha sido posible cargar los correos enviados. Problemas con el servidor.',
    );
  });

  it('logs the failure under the spec’s text with what failed and its status', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logLoadFailure('los cursos', { status: 500, data: { error: { message: 'x' } } });
    expect(LOAD_FAILURE_LOG_TEXT).toBe('Interal Error');
    expect(log).toHaveBeenCalledWith('Interal Error', { load: 'los cursos', status: 500 });
    logLoadFailure('los periodos', new Error('boom'));
    expect(log).toHaveBeenLastCalledWith('Interal Error', { load: 'los periodos', status: null });
  });
});
