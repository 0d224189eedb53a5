import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CENTRE_SESSION_STORAGE_KEY } from '@eval/contracts/centre-app-constants';
import { CONSULTATION_MESSAGES, type Consultation } from '@eval/contracts/consultations';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store';
import { i18n } from '../../i18n/i18n';
import { ConsultationsPage } from './consultations-page';
import { defaultClosingDay } from './dates';

const alumnado: Consultation = {
  id: 5,
  grupo: 'alumnado',
  codigo: 'AbCdEfGhIjKlMnOp',
  enlace: '/centro/responder/AbCdEfGhIjKlMnOp',
  cierra: '2030-03-12',
  cerrada: false,
  estado: 'abierta',
  respuestas: 7,
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

type Reply = { status: number; body?: unknown; png?: boolean };

/** Answers the app's calls by method and path, and records what it sent. */
function serve(routes: Record<string, Reply | (() => Reply)>) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = await request.text();
    const item = {
      method: request.method,
      path: url.pathname,
      body: text ? JSON.parse(text) : undefined,
    };
    sent.push(item);
    const route = routes[`${item.method} ${item.path}`];
    const reply = typeof route === 'function' ? route() : route;
    if (!reply)
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'x' } }), {
        status: 404,
      });
    if (reply.png)
      return new Response(new Uint8Array([137, 80, 78, 71]), {
        status: 200,
        headers: {
          'Content-Type': 'image/png',
          'Content-Disposition': 'attachment; filename="consulta-alumnado.png"',
        },
      });
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

function signIn(perfil: number) {
  localStorage.setItem(
    CENTRE_SESSION_STORAGE_KEY,
    JSON.stringify({
      token: 't',
      perfil,
      id: 7,
      nombre: 'Ana',
      apellidos: 'Pérez',
      email: 'ana@example.org',
      language_id: 'ES',
      centros_id: 3,
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    }),
  );
}

function renderPage() {
  return render(
    <Provider store={createAppStore()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <ConsultationsPage />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

const list = (consultas: Consultation[], periodo: string | null = '2025-2026') => ({
  status: 200,
  body: { data: { periodo, consultas } },
});

/** The QR's object URL, made and revoked by the screen: a fixed one here. */
const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

beforeEach(async () => {
  await i18n.changeLanguage('es');
  URL.createObjectURL = () => 'blob:qr';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Object.assign(URL, objectUrls);
  localStorage.clear();
});

describe('the consultations screen', () => {
  it('shows the coordinator each group: the open one with its link, QR and figures, a form for the others', async () => {
    signIn(1);
    const sent = serve({
      'GET /v15/centro/consultas': list([alumnado]),
      'GET /v15/centro/consultas/5/qr': { status: 200, png: true },
      'POST /v15/centro/consultas': {
        status: 409,
        body: { error: { code: 'CONFLICT', message: CONSULTATION_MESSAGES.groupTaken } },
      },
      'PATCH /v15/centro/consultas/5': {
        status: 200,
        body: { data: { ...alumnado, cerrada: true, estado: 'cerrada' } },
      },
    });
    renderPage();
    const students = await screen.findByTestId('consulta-alumnado');
    expect(within(students).getByRole('heading', { level: 2 }).textContent).toBe('Alumnado');
    expect(within(students).getByTestId('estado').textContent).toBe('Abierta');
    expect(within(students).getByTestId('respuestas').textContent).toBe('7');
    expect(within(students).getByLabelText('Enlace público')).toHaveProperty(
      'value',
      `${window.location.origin}/centro/responder/AbCdEfGhIjKlMnOp`,
    );
    expect(within(students).getByText(/\?lang=CA/)).toBeDefined();
    const qr = await within(students).findByRole('img');
    expect(qr.getAttribute('src')).toBe('blob:qr');
    expect(qr.getAttribute('alt')).toBe('Código QR del enlace de la consulta de Alumnado');
    const download = within(students).getByRole('link', { name: 'Descargar QR (PNG)' });
    expect(download.getAttribute('download')).toBe('consulta-alumnado.png');
    expect(within(students).getByRole('button', { name: 'Cerrar consulta' })).toBeDefined();

    // A group without one: the form, its date two weeks ahead; the server's refusal is said.
    const families = screen.getByTestId('consulta-familias');
    expect(within(families).getByLabelText(/Fecha de cierre/)).toHaveProperty(
      'value',
      defaultClosingDay(),
    );
    await userEvent.click(within(families).getByRole('button', { name: 'Abrir consulta' }));
    expect((await within(families).findByRole('alert')).textContent).toBe(
      CONSULTATION_MESSAGES.groupTaken,
    );
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      grupo: 'familias',
      cierra: defaultClosingDay(),
    });

    await userEvent.click(within(students).getByRole('button', { name: 'Cerrar consulta' }));
    await waitFor(() =>
      expect(sent.find((s) => s.method === 'PATCH')).toEqual({
        method: 'PATCH',
        path: '/v15/centro/consultas/5',
        body: { cerrada: true },
      }),
    );
  });

  it('shows the API’s message in Catalan when the app knows it', async () => {
    signIn(1);
    await i18n.changeLanguage('ca');
    serve({
      'GET /v15/centro/consultas': list([]),
      'POST /v15/centro/consultas': {
        status: 400,
        body: { error: { code: 'VALIDATION_ERROR', message: CONSULTATION_MESSAGES.pastDate } },
      },
    });
    renderPage();
    const staff = await screen.findByTestId('consulta-profesorado');
    await userEvent.click(within(staff).getByRole('button', { name: 'Obre la consulta' }));
    expect((await within(staff).findByRole('alert')).textContent).toBe(
      'La data de tancament no pot ser anterior a avui.',
    );
  });

  it('shows the rest of the centre everything, to read only', async () => {
    signIn(2);
    serve({
      'GET /v15/centro/consultas': list([{ ...alumnado, cerrada: true, estado: 'cerrada' }]),
      'GET /v15/centro/consultas/5/qr': { status: 200, png: true },
    });
    renderPage();
    const students = await screen.findByTestId('consulta-alumnado');
    expect(within(students).getByTestId('estado').textContent).toBe('Cerrada');
    expect(
      screen.queryByRole('button', { name: /Abrir consulta|Cerrar consulta|Reabrir/ }),
    ).toBeNull();
    expect(screen.queryByLabelText(/Fecha de cierre/)).toBeNull();
    expect(screen.getByTestId('consulta-familias').textContent).toContain(
      'La coordinación del centro puede abrirla.',
    );
    expect(screen.getByText(/Solo la coordinación del centro/)).toBeDefined();
  });

  it('says when there is no active period', async () => {
    signIn(1);
    serve({ 'GET /v15/centro/consultas': list([], null) });
    renderPage();
    expect(await screen.findByText(/No hay un periodo de evaluación activo/)).toBeDefined();
    expect(screen.queryByTestId('consulta-alumnado')).toBeNull();
  });
});
