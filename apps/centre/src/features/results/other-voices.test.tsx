import { cleanup, render, screen, within } from '@testing-library/react';
import type { ConsultationGroupResult } from '@eval/contracts/consultations';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { i18n } from '../../i18n/i18n';
import { OtherVoices } from './other-voices';

const grupos: ConsultationGroupResult[] = [
  {
    grupo: 'alumnado',
    respuestas: 24,
    suficiente: true,
    claves: [
      { clave: 1, titulo: 'Liderazgo', puntuacion: 48, autoevaluacion: 70, diferencia: -22 },
      { clave: 2, titulo: 'Convivencia', puntuacion: 81.25, autoevaluacion: 75, diferencia: 6.25 },
      { clave: 3, titulo: 'Familias', puntuacion: null, autoevaluacion: 60, diferencia: null },
    ],
  },
  { grupo: 'familias', respuestas: 4, suficiente: false, claves: [] },
];

function serve(data: unknown) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    urls.push(request.url.replace(/^https?:\/\/[^/]+/, ''));
    return new Response(JSON.stringify({ data }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return urls;
}

const renderVoices = () =>
  render(
    <Provider store={createAppStore()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <OtherVoices evaluationId={42} lang={i18n.language === 'ca' ? 'CA' : 'ES'} />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );

beforeEach(async () => {
  await i18n.changeLanguage('es');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the other voices on the results screen', () => {
  it('shows a group with enough responses as a table beside the self-evaluation, with the gap', async () => {
    const urls = serve({ periodo: '2025-2026', grupos });
    renderVoices();
    expect(await screen.findByRole('heading', { name: 'Las otras voces' })).toBeDefined();
    expect(urls).toEqual(['/v15/centro/consultas/resultados?evaluacion=42&lang=ES']);
    const table = await screen.findByRole('table');
    expect(table.querySelector('caption')?.textContent).toBe(
      'Alumnado: puntuación por clave frente a la autoevaluación (24 respuestas)',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Clave', 'Autoevaluación', 'Alumnado', 'Diferencia']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((c) => c.textContent))).toEqual([
      ['Liderazgo', '70', '48', '−22'],
      ['Convivencia', '75', '81,3', '+6,3'],
      ['Familias', '60', '—', '—'],
    ]);
  });

  it('shows no figure for a group below the minimum: the rule and its count', async () => {
    serve({ periodo: '2025-2026', grupos });
    renderVoices();
    const families = await screen.findByTestId('voces-familias');
    expect(families.textContent).toContain('Se necesitan al menos 10 respuestas');
    expect(families.textContent).toContain('4 respuestas');
    expect(within(families).queryByRole('table')).toBeNull();
  });

  it('speaks Catalan, and says when the period had no consultation', async () => {
    await i18n.changeLanguage('ca');
    serve({ periodo: '2025-2026', grupos: [{ ...grupos[1], respuestas: 1 }] });
    renderVoices();
    expect(await screen.findByRole('heading', { name: 'Les altres veus' })).toBeDefined();
    const families = await screen.findByTestId('voces-familias');
    expect(families.textContent).toContain('Calen almenys 10 respostes');
    expect(families.textContent).toContain('1 resposta');
    cleanup();
    serve({ periodo: '2025-2026', grupos: [] });
    renderVoices();
    expect(await screen.findByText('No hi va haver consultes en aquest període.')).toBeDefined();
  });
});
