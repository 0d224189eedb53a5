import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsultationReport } from '@eval/contracts/consultations';
import { storeUser } from '../../../lib/session';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithStore } from '../../../test/render-app';
import { sessionUser } from '../../../test/session-user';
import { ConsultationsCard } from './consultations-card';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

const REPORT: ConsultationReport = {
  periodo: '2025-2026',
  centres: 40,
  withConsultation: 3,
  grupos: [
    { grupo: 'alumnado', consultas: 3, respuestas: 52, suficientes: 2 },
    { grupo: 'familias', consultas: 1, respuestas: 4, suficientes: 0 },
    { grupo: 'profesorado', consultas: 0, respuestas: 0, suficientes: 0 },
  ],
  claves: [
    {
      clave: 1,
      titulo: 'Liderazgo',
      color: '#123456',
      autoevaluacion: 70,
      alumnado: 62.5,
      familias: null,
      profesorado: null,
      diferencia: -7.5,
    },
    {
      clave: 2,
      titulo: 'Convivencia',
      color: '#654321',
      autoevaluacion: 55,
      alumnado: null,
      familias: null,
      profesorado: null,
      diferencia: null,
    },
  ],
};

/** The rows of a table of the card, each as its cells' text. */
function rowsOf(caption: string) {
  const region = screen.getByRole('region', { name: `${caption} (tabla)` });
  return within(region)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

function serve(report: ConsultationReport) {
  storeUser(sessionUser());
  return fakeApi({
    'GET /v3/consultations-report': () => json({ data: report }),
    'GET /v3/consultations-report/download': () =>
      new Response('xlsx', {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': 'attachment; filename="consultas.xlsx"',
        },
      }),
  });
}

describe('the dashboard\u2019s "Consultas" card', () => {
  it('shows participation, the per-key comparison and the gap', { timeout: 30_000 }, async () => {
    const requests = serve(REPORT);
    renderWithStore(<ConsultationsCard filter={{ comunidad: 13 }} />);
    const card = await screen.findByRole('region', { name: 'Consultas' });
    expect((await within(card).findByTestId('consultation-participation')).textContent).toBe(
      'Periodo 2025-2026: 3 de 40 centros con consulta (7,5 %)',
    );
    expect(rowsOf('Participación por grupo')).toEqual([
      ['Grupo', 'Consultas', 'Respuestas', 'Con al menos 10 respuestas'],
      ['Alumnado', '3', '52', '2'],
      ['Familias', '1', '4', '0'],
      ['Profesorado', '0', '0', '0'],
    ]);
    expect(rowsOf('Consultas y autoevaluación por clave')).toEqual([
      [
        'Clave',
        'Autoevaluación',
        'Alumnado',
        'Familias',
        'Profesorado',
        'Diferencia alumnado − autoevaluación',
      ],
      ['Liderazgo', '70,00', '62,50', '—', '—', '-7,50'],
      ['Convivencia', '55,00', '—', '—', '—', '—'],
    ]);
    expect(
      within(card).getByRole('img', {
        name: /^Consultas y autoevaluación por clave\. Liderazgo: Autoevaluación 70,00, Alumnado 62,50, Familias —, Profesorado —, diferencia alumnado − autoevaluación -7,50;/,
      }),
    ).toBeTruthy();
    // The dashboard's shared filter goes with the card's call.
    const asked = new URL(requests[0]?.url ?? '').searchParams;
    expect(JSON.parse(asked.get('filter') ?? '')).toEqual({ comunidad: 13 });
  });

  it('says that 10 responses are needed when no consultation reached them', async () => {
    serve({
      ...REPORT,
      grupos: REPORT.grupos.map((g) => ({ ...g, suficientes: 0 })),
      claves: REPORT.claves.map((k) => ({ ...k, alumnado: null, diferencia: null })),
    });
    renderWithStore(<ConsultationsCard filter={{}} />);
    const card = await screen.findByRole('region', { name: 'Consultas' });
    expect(await within(card).findByText('Se necesitan al menos 10 respuestas')).toBeTruthy();
    expect(within(card).queryByRole('img')).toBeNull();
    expect(
      screen.queryByRole('region', { name: 'Consultas y autoevaluación por clave (tabla)' }),
    ).toBeNull();
    // Participation is counts, not scores: it stays.
    expect(rowsOf('Participación por grupo')).toHaveLength(4);
  });

  it('says so when no period is active', async () => {
    serve({ ...REPORT, periodo: null, withConsultation: 0, grupos: [], claves: [] });
    renderWithStore(<ConsultationsCard filter={{}} />);
    const card = await screen.findByRole('region', { name: 'Consultas' });
    expect(await within(card).findByText('No hay un periodo de evaluación activo.')).toBeTruthy();
    expect(within(card).queryByTestId('consultation-participation')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Descargar Excel' })).toBeTruthy();
  });

  it('downloads the card as Excel under the filter', { timeout: 30_000 }, async () => {
    const requests = serve(REPORT);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderWithStore(<ConsultationsCard filter={{ provincia: 28 }} />);
    const card = await screen.findByRole('region', { name: 'Consultas' });
    await userEvent.click(within(card).getByRole('button', { name: 'Descargar Excel' }));
    await waitFor(() => expect(names).toEqual(['consultas.xlsx']));
    const download = requests.find((r) => r.url.includes('/download'));
    const params = new URL(download?.url ?? '').searchParams;
    expect(params.get('format')).toBe('xlsx');
    expect(JSON.parse(params.get('filter') ?? '')).toEqual({ provincia: 28 });
  });
});
