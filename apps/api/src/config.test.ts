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
    expect(config).toMatchObject({
      DATABASE_POOL_SIZE: 20,
      DATABASE_PREPARED_STATEMENTS: true,
      SHUTDOWN_DRAIN_MS: 5000,
    });
  });

  it('reads the settings of several instances behind a balancer and a pooler', () => {
    expect(loadConfig({}).SHUTDOWN_DRAIN_MS).toBe(0);
    const config = loadConfig({
      DATABASE_POOL_SIZE: '8',
      DATABASE_PREPARED_STATEMENTS: 'false',
      SHUTDOWN_DRAIN_MS: '1500',
    });
    expect(config).toMatchObject({
      DATABASE_POOL_SIZE: 8,
      DATABASE_PREPARED_STATEMENTS: false,
      SHUTDOWN_DRAIN_MS: 1500,
    });
    // The start-up lock holds one connection while another migrates (db/client.ts).
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: 'sometimes' })).toThrow(
      /DATABASE_PREPARED_STATEMENTS/,
    );
  });

  it('refuses a short JWT_SECRET even without DATABASE_URL', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32/);
  });

  it('parses durations, booleans and the public URL', () => {
    expect(loadConfig({ JWT_EXPIRES_IN: '30m' }).JWT_EXPIRES_IN).toBe(1800);
    expect(loadConfig({ JWT_EXPIRES_IN: '1d' }).JWT_EXPIRES_IN).toBe(86_400);
    expect(loadConfig({ JWT_EXPIRES_IN: '900' }).JWT_EXPIRES_IN).toBe(900);
    expect(() => loadConfig({ JWT_EXPIRES_IN: 'forever' })).toThrow(/JWT_EXPIRES_IN/);
    expect(loadConfig({ SEED_DEMO: 'false', ADMIN_PASSWORD: 'Una-Clave-Larga-1' }).SEED_DEMO).toBe(
      false,
    );
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '2001:db8::1,2001:db8:1::/48' }).TRUST_PROXY).toEqual([
      '2001:db8::1',
      '2001:db8:1::/48',
    ]);
    // `true` would believe the left-most X-Forwarded-For entry, which the client writes.
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: 'true' would trust/);
    for (const wrong of ['maybe', '10.0.0.300', '10.0.0.0/33', '11', '10.0.0.1/8/2'])
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ PUBLIC_URL: 'https://eval.example.org/' }).PUBLIC_URL).toBe(
      'https://eval.example.org',
    );
  });

  it('bounds slow clients by default and takes other limits', () => {
    expect(loadConfig({})).toMatchObject({
      HEADERS_TIMEOUT: 15,
      BODY_TIMEOUT: 30,
      BODY_MIN_RATE: 32 * 1024,
      REQUEST_TIMEOUT: 600,
    });
    expect(loadConfig({ BODY_TIMEOUT: '2m', BODY_MIN_RATE: '1024' })).toMatchObject({
      BODY_TIMEOUT: 120,
      BODY_MIN_RATE: 1024,
    });
    expect(() => loadConfig({ HEADERS_TIMEOUT: '20m' })).toThrow(
      /HEADERS_TIMEOUT: must not be longer than REQUEST_TIMEOUT/,
    );
    expect(() => loadConfig({ BODY_MIN_RATE: '0' })).toThrow(/BODY_MIN_RATE/);
  });

  it('runs the in-process mail receiver only in the embedded mode without SMTP_URL, unless told', () => {
    const pg = {
      DATABASE_URL: 'postgres://db/app',
      JWT_SECRET: SECRET,
      ADMIN_PASSWORD: 'x'.repeat(12),
    };
    expect(loadConfig({}).MAIL_RECEIVER).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://relay:587' }).MAIL_RECEIVER).toBe(false);
    expect(loadConfig(pg).MAIL_RECEIVER).toBe(false);
    expect(loadConfig({ ...pg, MAIL_RECEIVER: 'true' }).MAIL_RECEIVER).toBe(true);
    expect(loadConfig({ MAIL_RECEIVER: 'false' }).MAIL_RECEIVER).toBe(false);
    expect(() => loadConfig({ SMTP_URL: 'smtp://relay:587', MAIL_RECEIVER: 'true' })).toThrow(
      /MAIL_RECEIVER: cannot be used with SMTP_URL/,
    );
  });

  it('rejects malformed values with the variable name', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ ADMIN_PASSWORD: ' Una-Clave-Larga-1' })).toThrow(
      /ADMIN_PASSWORD: must not start or end with spaces/,
    );
  });
});
