import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

/**
 * A respondent's requests leave no address and no browser in the log (docs/privacy.md
 * "Consultations"): the page, its files and its calls; other requests keep their address.
 */
const lines: string[] = [];
let t: TestApp;
const ADDRESS = '198.51.100.23';
const BROWSER = 'MovilBarato/1.0 (prueba de registro)';

beforeAll(async () => {
  t = await createTestApp({
    env: { TRUST_PROXY: 'loopback' },
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  });
});
afterAll(() => t?.close());

describe('the log of a consultation’s respondents', () => {
  it('names neither the address nor the browser of the page, its files and its calls', async () => {
    const headers = { 'x-forwarded-for': ADDRESS, 'user-agent': BROWSER };
    const urls = [
      '/centro/responder/AAAAAAAAAAAAAAAA',
      '/centro/assets/responder-abc.js',
      '/v15/consultas/AAAAAAAAAAAAAAAA',
    ];
    for (const url of urls) await t.app.inject({ url, headers });
    await t.app.inject({
      method: 'POST',
      url: '/v15/consultas/AAAAAAAAAAAAAAAA/respuestas',
      headers,
      payload: { id: randomUUID(), respuestas: [{ pregunta: 1, valor: 2 }] },
    });
    const logged = lines.join('\n');
    expect(logged).toContain('/v15/consultas/AAAAAAAAAAAAAAAA/respuestas');
    expect(logged).not.toContain(ADDRESS);
    expect(logged).not.toContain('MovilBarato');
  });

  it('keeps the address of any other request', async () => {
    lines.length = 0;
    await t.app.inject({ url: '/health', headers: { 'x-forwarded-for': ADDRESS } });
    expect(lines.join('\n')).toContain(ADDRESS);
  });
});
