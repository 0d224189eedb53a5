import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD, loadConfig } from './config';

const SECRET = 'x'.repeat(32);

describe('loadConfig', () => {
  it('gives the embedded demo defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      JWT_EXPIRES_IN: 8 * 3600,
      ADMIN_EMAIL: 'admin@autoevaluacion.example',
      ADMIN_PASSWORD: DEMO_ADMIN_PASSWORD,
      MAIL_FROM: 'Programa de Autoevaluación <no-reply@autoevaluacion.example>',
      PUBLIC_URL: 'http://localhost:3000',
      SEED_DEMO: true,
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', JWT_SECRET: ' ', SEED_DEMO: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO).toBe(true);
  });

  it('requires JWT_SECRET and ADMIN_PASSWORD with DATABASE_URL, naming both', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/app' })).toThrow(
      /JWT_SECRET: is required when DATABASE_URL is set[\s\S]*ADMIN_PASSWORD: is required/,
    );
  });

  it('uses PostgreSQL settings when DATABASE_URL is set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgresql://user:pw@db:5432/app',
      JWT_SECRET: SECRET,
      ADMIN_PASSWORD: 'Una-Clave-Larga-1',
      PORT: '8080',
      ADMIN_EMAIL: ' Admin@Example.ORG ',
    });
    expect(config.SEED_DEMO).toBe(false);
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
    expect(config.ADMIN_EMAIL).toBe('admin@example.org');
    expect(config.ADMIN_PASSWORD).toBe('Una-Clave-Larga-1');
  });

  it('refuses a short JWT_SECRET even without DATABASE_URL', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32/);
  });

  it('parses durations, booleans and the public URL', () => {
    expect(loadConfig({ JWT_EXPIRES_IN: '30m' }).JWT_EXPIRES_IN).toBe(1800);
    expect(loadConfig({ JWT_EXPIRES_IN: '1d' }).JWT_EXPIRES_IN).toBe(86_400);
    expect(loadConfig({ JWT_EXPIRES_IN: '900' }).JWT_EXPIRES_IN).toBe(900);
    expect(() => loadConfig({ JWT_EXPIRES_IN: 'forever' })).toThrow(/JWT_EXPIRES_IN/);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ PUBLIC_URL: 'https://eval.example.org/' }).PUBLIC_URL).toBe(
      'https://eval.example.org',
    );
  });

  it('rejects malformed values with the variable name', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
  });
});
