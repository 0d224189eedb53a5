import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it('hides secret query values and keeps the rest', () => {
    expect(redactUrl('/v1/auth/password?token=abc.def&x=1')).toBe(
      '/v1/auth/password?token=[oculto]&x=1',
    );
    expect(redactUrl('/v15/centros/quizes?setup=%7B%7D&password=p')).toBe(
      '/v15/centros/quizes?setup=%7B%7D&password=[oculto]',
    );
    expect(redactUrl('/health')).toBe('/health');
  });
});
