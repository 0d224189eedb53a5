import { beforeAll, describe, expect, it } from 'vitest';
import { planAdoptionResponseSchema, type KeyResult } from '@eval/contracts/dashboard';
import { sql } from 'drizzle-orm';
import { pdfText } from '../../test/pdf-text';
import { solidPng } from '../../test/png';
import { adminTestAppPerFile } from '../../test/admin-app';
import { csvLines, workbookOf } from '../../test/downloads';
import { createUser } from '../../test/app';
import { scopedAdministrator } from '../../test/scope-fixture';
import { buildResultsFixture, type ResultsFixture } from '../../test/results-fixture';

const t = adminTestAppPerFile();
let fx: ResultsFixture;

beforeAll(async () => {
  fx = await buildResultsFixture(t.db);
}, 180_000); // The fixture: slow on a busy machine.

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const get = (url: string, filter?: object) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: t.auth,
    query: filter ? { filter: JSON.stringify(filter) } : {},
  });

describe('the fixture', () => {
  it('gives every key a question that can score 0', () => {
    for (const key of fx.keyIds) {
      expect(fx.questions.some((q) => q.clavesId === key && q.codigo !== 'MULTIPLE')).toBe(true);
    }
  });
});

describe('centre counts', () => {
  it('counts active centres, in total and filtered', async () => {
    const all = await get('/v2/centros/dashboard');
    expect(all.statusCode).toBe(200);
    // E is inactive: 4 active centres.
    expect(all.json()).toEqual({ data: { total: 4, filtered: 4 } });
    const cases: [object, number][] = [
      [{}, 4],
      [{ comunidad: 13 }, 2], // A, B (E inactive)
      [{ comunidad: 13, provincia: 28, municipio: 28079 }, 1], // A
      [{ ownership: 'WITHOUT_OWNERSHIP' }, 1], // D
      [{ ownership: 'PUBLIC' }, 1], // A (E inactive)
      [{ groupby: ['G1'] }, 2], // A, C
      [{ groupby: ['G1', 'G2'], nivel_socioeconomico: ['ALTO', 'BAJO'] }, 2], // B, C
      [{ comunidad: 13, ownership: 'PRIVATE' }, 0],
    ];
    for (const [filter, filtered] of cases) {
      const response = await get('/v2/centers/dashboard', filter);
      expect(response.json(), JSON.stringify(filter)).toEqual({ data: { total: 4, filtered } });
    }
  });

  it('refuses bad filters with a Spanish 400', async () => {
    for (const filter of ['{no json', JSON.stringify({ colour: 'red' })]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/v2/centers/dashboard',
        headers: t.auth,
        query: { filter },
      });
      expect(response.statusCode).toBe(400);
    }
    const mismatch = await get('/v2/centers/dashboard', { comunidad: 1, provincia: 28 });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toBe(
      'La provincia no pertenece a la comunidad autónoma seleccionada.',
    );
    const town = await get('/v2/centers/dashboard', { provincia: 41, municipio: 28079 });
    expect(town.statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/v2/centros/dashboard' });
    expect(none.statusCode).toBe(401);
    const user = await createUser(t.db, { perfil: 1, centros_id: fx.centres.A });
    const centre = await t.callAs(user, 'GET', '/v3/results-keys-report');
    expect(centre.statusCode).toBe(403);
  });
});

describe('filter options', () => {
  it('lists communities, provinces, groups, levels and the municipalities with centres', async () => {
    const response = await t.call('GET', '/v2/centers/dashboard-filters?provincia=28');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.comunidades).toHaveLength(19);
    expect(data.provincias).toHaveLength(52);
    expect(data.groupby).toEqual(['G1', 'G2']);
    expect(data.ownership.map((o: { label: string }) => o.label)).toEqual([
      'Público',
      'Concertado',
      'Privado',
      'Sin titularidad',
    ]);
    expect(data.municipios.map((m: { id_municipio: number }) => m.id_municipio).sort()).toEqual([
      28005, 28079,
    ]);
  });
});

describe('evaluations per period', () => {
  it('counts started (finished included) and finished evaluations per period', async () => {
    const all = await get('/v2/centros/evaluation-period', {});
    expect(all.json()).toEqual({
      data: {
        centers: [
          { periodo: '2022-2023', Empezadas: 3, Terminadas: 2 }, // A, B finished; C started
          { periodo: '2023-2024', Empezadas: 3, Terminadas: 2 }, // A, C finished; D started
          { periodo: '2024-2025', Empezadas: 3, Terminadas: 2 }, // B, D finished; A started
        ],
      },
    });
    const madrid = await get('/v2/centros/evaluation-period', { comunidad: 13 });
    expect(madrid.json().data.centers).toEqual([
      { periodo: '2022-2023', Empezadas: 2, Terminadas: 2 },
      { periodo: '2023-2024', Empezadas: 1, Terminadas: 1 },
      { periodo: '2024-2025', Empezadas: 2, Terminadas: 1 },
    ]);
    const withoutOwnership = await get('/v2/centros/evaluation-period', {
      ownership: 'WITHOUT_OWNERSHIP',
    });
    expect(withoutOwnership.json().data.centers).toEqual([
      { periodo: '2022-2023', Empezadas: 0, Terminadas: 0 },
      { periodo: '2023-2024', Empezadas: 1, Terminadas: 0 },
      { periodo: '2024-2025', Empezadas: 1, Terminadas: 1 },
    ]);
  });
});

describe('results per key', () => {
  const results = async (filter: object): Promise<KeyResult[]> => {
    const response = await get('/v3/results-keys-report', filter);
    expect(response.statusCode).toBe(200);
    return response.json().data as KeyResult[];
  };
  const pick = (rows: KeyResult[], first: boolean) => {
    const row = rows.find((r) => (r.key === fx.firstKey) === first);
    if (!row) throw new Error('key missing');
    return [row.firstKeysAvg, row.restKeysAvg, row.difference];
  };

  it('compares first and later finished evaluations of every key', async () => {
    const rows = await results({});
    expect(rows).toHaveLength(fx.keyIds.length);
    expect(rows.every((r) => /^#[0-9a-f]{6}$/i.test(r.color) && r.title.length > 0)).toBe(true);
    // First finished: A-22 (100), B-22 (0), C-23 (100), D-24 (0). Later: A-23, B-24.
    // K1: first (100+0+100+0)/4 = 50; later A-23 0, B-24 100 → 50; difference 0.
    expect(pick(rows, true)).toEqual([50, 50, 0]);
    // Other keys: first 50; later A-23 100, B-24 100 → 100; difference +50.
    for (const row of rows.filter((r) => r.key !== fx.firstKey)) {
      expect([row.firstKeysAvg, row.restKeysAvg, row.difference]).toEqual([50, 100, 50]);
    }
  });

  it('rounds to 2 decimals and narrows to the filter', async () => {
    // A, B, C: K1 first (100+0+100)/3 = 66.67; later A-23 0, B-24 100 → 50; 50 − 66.67 = −16.67.
    const abc = await results({ nivel_socioeconomico: ['MEDIO', 'ALTO', 'BAJO'] });
    expect(pick(abc, true)).toEqual([66.67, 50, -16.67]);
    // Other keys: first 66.67, later 100 → +33.33.
    expect(pick(abc, false)).toEqual([66.67, 100, 33.33]);
    // PUBLIC: only A: K1 first 100, later 0 → −100.
    const publicCentres = await results({ ownership: 'PUBLIC' });
    expect(pick(publicCentres, true)).toEqual([100, 0, -100]);
    expect(pick(publicCentres, false)).toEqual([100, 100, 0]);
    // Group G1 in Andalucía: C only, with no later evaluation: no difference.
    const c = await results({ comunidad: 1, groupby: ['G1'] });
    expect(pick(c, true)).toEqual([100, null, null]);
    // Nobody matches: no figures at all.
    const none = await results({ comunidad: 2 });
    expect(none.every((r) => r.firstKeysAvg === null && r.restKeysAvg === null)).toBe(true);
  });
});

describe('plan adoption', () => {
  it("counts the active period's plans of the matching active centres, by state and key, within the scope", async () => {
    const [k1, k2] = fx.keyIds;
    const { A, B, C, E } = fx.centres;
    const { p2, p3 } = fx.periods;
    await t.db
      .execute(sql`insert into plan_actions (centros_id, periodos_id, texto, claves_id, estado, fecha_limite)
      values (${A}, ${p3}, 'A vencida', ${k1}, 'pendiente', current_date - 1),
             (${A}, ${p3}, 'A hecha', ${k2}, 'hecha', current_date - 1),
             (${B}, ${p3}, 'B en curso', ${k1}, 'en_curso', null),
             (${E}, ${p3}, 'E inactivo', ${k1}, 'pendiente', null),
             (${C}, ${p2}, 'C del periodo anterior', ${k1}, 'pendiente', null)`);

    const all = planAdoptionResponseSchema.parse((await get('/v3/plans-report')).json()).data;
    expect(all).toMatchObject({
      periodo: '2024-2025',
      centres: 4,
      withPlan: 2,
      pendiente: 1,
      en_curso: 1,
      hecha: 1,
      vencidas: 1,
    });
    expect(all.keys.map((k) => k.key)).toEqual(fx.keyIds);
    expect(all.keys[0]).toMatchObject({ key: k1, pendiente: 1, en_curso: 1, hecha: 0 });
    expect(all.keys[1]).toMatchObject({ key: k2, pendiente: 0, en_curso: 0, hecha: 1 });

    const g1 = planAdoptionResponseSchema.parse(
      (await get('/v3/plans-report', { groupby: ['G1'] })).json(),
    ).data;
    expect(g1).toMatchObject({ centres: 2, withPlan: 1, pendiente: 1, en_curso: 0, hecha: 1 });

    // An administrator of Madrid sees Madrid's figures; one of Andalucía, none of them.
    const madrid = await t.callAs(await scopedAdministrator(t.db, [13]), 'GET', '/v3/plans-report');
    expect(planAdoptionResponseSchema.parse(madrid.json()).data).toMatchObject({
      centres: 2,
      withPlan: 2,
      pendiente: 1,
      en_curso: 1,
      hecha: 1,
    });
    const andalucia = await t.callAs(
      await scopedAdministrator(t.db, [1]),
      'GET',
      '/v3/plans-report',
    );
    expect(planAdoptionResponseSchema.parse(andalucia.json()).data).toMatchObject({
      centres: 1,
      withPlan: 0,
      pendiente: 0,
      en_curso: 0,
      hecha: 0,
    });

    const pdf = await t.app.inject({
      method: 'POST',
      url: '/v3/keys/results-report/download',
      headers: t.auth,
      payload: { image: dataUrl(solidPng(1200, 800)), title: 'Planes de mejora', report: 'plans' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Pendientes');
  });
});

describe('downloads', () => {
  it('exports the filtered centres as ";" CSV with formulas neutralised', async () => {
    const response = await get('/v2/centers/download-centers', {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('centros.csv');
    const lines = csvLines(response);
    // Every text cell is quoted, the header included.
    expect(lines[0]).toBe(
      '"Código";"Nombre";"Tipo";"Titularidad";"Comunidad autónoma";"Provincia";"Municipio";"Código postal";"Dirección";"Grupo";"Nivel socioeconómico"',
    );
    expect(lines).toHaveLength(5); // header + A–D
    const d = lines.find((l) => l.includes('FIX-D'));
    expect(d?.startsWith(`"'=FIX-D";`)).toBe(true);
    expect(d).toContain('Sin titularidad');
    const madrid = await get('/v2/centers/download-centers', { comunidad: 13 });
    expect(csvLines(madrid)).toHaveLength(3);
  });

  it('exports the filtered centres as .xlsx', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v2/centers/download-centers',
      headers: t.auth,
      query: { filter: JSON.stringify({ groupby: ['G1'] }), format: 'xlsx' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('centros.xlsx');
    const workbook = await workbookOf(response);
    const sheet = workbook.getWorksheet('Centros');
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.getRow(2).getCell(1).value).toBe('FIX-A');
    expect(sheet?.getRow(2).getCell(4).value).toBe('Público');
    expect(sheet?.getRow(3).getCell(1).value).toBe('FIX-C');
  });
});
