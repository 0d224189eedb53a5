import { COMMON_MESSAGES } from '@eval/contracts/common';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { toErrorReply } from './error-replies';

const withStatus = (statusCode: number, message = 'English text from a library') =>
  Object.assign(new Error(message), { statusCode });

describe('toErrorReply', () => {
  it('keeps AppError codes, messages and details', () => {
    expect(toErrorReply(new AppError('NOT_FOUND', 'No existe el centro.'))).toEqual({
      statusCode: 404,
      body: { error: { code: 'NOT_FOUND', message: 'No existe el centro.' } },
    });
  });

  it('replaces library client errors by Spanish messages of the same status', () => {
    expect(toErrorReply(withStatus(429)).body.error.message).toBe(COMMON_MESSAGES.tooManyRequests);
    expect(toErrorReply(withStatus(403)).body.error.code).toBe('FORBIDDEN');
    const other = toErrorReply(withStatus(406));
    expect(other.statusCode).toBe(406);
    expect(other.body.error).toEqual({ code: 'BAD_REQUEST', message: COMMON_MESSAGES.badRequest });
  });

  it('never passes on the text of a server error', () => {
    for (const thrown of [new Error('secret'), withStatus(502, 'secret'), 'secret', null, 42]) {
      const reply = toErrorReply(thrown);
      expect(reply.statusCode).toBe(500);
      expect(JSON.stringify(reply.body)).not.toContain('secret');
    }
    expect(toErrorReply(withStatus(503, 'closing')).body.error).toEqual({
      code: 'UNAVAILABLE',
      message: COMMON_MESSAGES.unavailable,
    });
  });
});
