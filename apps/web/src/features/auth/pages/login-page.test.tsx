import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginBody } from '@eval/contracts/auth';
import { fakeApi, json } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { sessionUser } from '../../../test/session-user';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const loginCalls = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).pathname === '/v1/auth/login');

function setup(loginResponse: () => Response) {
  const requests = fakeApi({
    'GET /v5/languages': () => json({ data: [{ id: 'ES', name: 'Español' }] }),
    'POST /v1/auth/login': loginResponse,
  });
  const app = renderApp('/auth/login');
  return { requests, app, user: userEvent.setup() };
}

const email = () => screen.getByLabelText(/Correo electrónico/);
const password = () => screen.getByLabelText(/Contraseña/);

describe('/auth/login', () => {
  it('shows the form in Spanish and loads the languages at start-up', async () => {
    const { requests } = setup(() => json({}));
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeTruthy();
    expect(email()).toBeTruthy();
    expect(password()).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '¿Ha olvidado su contraseña?' })).toBeTruthy();
    await waitFor(() =>
      expect(requests.some((r) => new URL(r.url).pathname === '/v5/languages')).toBe(true),
    );
  });

  it('sends nothing while a field is empty and says what is missing', async () => {
    const { requests, user } = setup(() => json({}));
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByText('Introduzca su correo electrónico.')).toBeTruthy();
    expect(screen.getByText('Introduzca su contraseña.')).toBeTruthy();

    await user.type(email(), 'ana@example.es{Enter}');
    expect(screen.queryByText('Introduzca su correo electrónico.')).toBeNull();
    expect(screen.getByText('Introduzca su contraseña.')).toBeTruthy();
    expect(loginCalls(requests)).toHaveLength(0);
  });

  it('signs an administrator in with Enter, stores the user and opens the dashboard', async () => {
    const admin = sessionUser();
    const { requests, app, user } = setup(() => json({ data: admin }));
    await user.type(email(), 'ana@example.es');
    await user.type(password(), 'secreto{Enter}');

    await waitFor(() => expect(app.path()).toBe('/admin/dashboard'));
    const [call] = loginCalls(requests);
    expect((await call?.json()) as LoginBody).toEqual({
      email: 'ana@example.es',
      password: 'secreto',
    });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('stores nothing and shows nothing when the profile is not 0', async () => {
    const { requests, app, user } = setup(() => json({ data: sessionUser({ perfil: 1 }) }));
    await user.type(email(), 'coord@example.es');
    await user.type(password(), 'secreto');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    await waitFor(() => expect(loginCalls(requests)).toHaveLength(1));
    await waitFor(() => expect(app.store.getState().loading.queue).toBe(0));
    expect(app.path()).toBe('/auth/login');
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stays on the page without a message when the credentials are refused', async () => {
    const { requests, app, user } = setup(() =>
      json({ error: { code: 'UNAUTHORIZED', message: 'No' } }, 401),
    );
    await user.type(email(), 'ana@example.es');
    await user.type(password(), 'mala{Enter}');

    await waitFor(() => expect(loginCalls(requests)).toHaveLength(1));
    await waitFor(() => expect(app.store.getState().loading.queue).toBe(0));
    expect(app.path()).toBe('/auth/login');
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.queryByText('No')).toBeNull();
  });
});
