import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, tokenFor, type TestApp } from '../../test/app';
import { decodeChartImage } from './chart-pdf';
import { pdfText } from '../../test/pdf-text';
import { pdfPageCount, solidPng } from '../../test/png';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { perfil: 0 });
  auth = bearer(tokenFor(t.app, admin));
}, 180_000); // A fresh migrated, seeded database and the fixture: slow on a busy machine.
afterAll(async () => t?.close());

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const post = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/v3/keys/results-report/download',
    headers: auth,
    payload,
  });

describe('the chart PDF', () => {
  it('is one page with the title, date, filter summary and the table of values', async () => {
    const response = await post({
      image: dataUrl(solidPng(1200, 800)),
      title: 'Resultados por clave',
      filter: { comunidad: 13, ownership: 'PUBLIC' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('resultados-por-clave.pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    expect(text).toContain('Resultados por clave');
    expect(text).toMatch(/Fecha: \d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain('Comunidad autónoma: Comunidad de Madrid');
    expect(text).toContain('Titularidad: Público');
    expect(text).toContain('Primera evaluación');
    // The header too wide for its column wraps instead of being cut.
    expect(text).toMatch(/Evaluaciones\s*posteriores/);
  });

  it('carries the evaluations-per-period table when asked', async () => {
    const response = await post({
      image: dataUrl(solidPng(600, 400)),
      title: 'Evaluaciones por periodo',
      report: 'evaluation-period',
    });
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Empezadas');
    expect(text).toContain('Sin filtro: todos los centros');
  });

  it('refuses what is not a PNG, with a Spanish 400', async () => {
    const cases = [
      { image: 'data:image/jpeg;base64,AAAA', title: 'x' },
      { image: 'data:image/png;base64,' + Buffer.from('hola').toString('base64'), title: 'x' },
      { image: 'data:image/png;base64,@@@', title: 'x' },
      { image: dataUrl(solidPng(10, 10)), title: '   ' },
      { image: dataUrl(solidPng(10, 10)) },
    ];
    for (const payload of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json().error.message.length).toBeGreaterThan(0);
    }
    // A valid header in front of a broken body: refused by the PDF writer, still a 400.
    const broken = solidPng(20, 20).subarray(0, 40);
    expect((await post({ image: dataUrl(broken), title: 'x' })).statusCode).toBe(400);
  });

  it('refuses an image too large', () => {
    expect(() => decodeChartImage(dataUrl(solidPng(5000, 10)))).toThrow(
      'La imagen no es un PNG válido.',
    );
  });
});
