import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { sessionUser } from '../../test/session-user';
import { atViewportWidth } from '../../test/viewport';
import { notify } from '../../lib/notify';
import { storeUser } from '../../lib/session';
import { ACCOUNT_SEGMENT } from '../../features/auth/account-path';
import { SIDEBAR_SCREENS } from '../admin-screens';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const languages = () => json({ data: [{ id: 'ES', name: 'Español' }] });

function signIn() {
  storeUser(sessionUser({ nombre: 'Ana', apellidos: 'García López' }));
}

describe('admin layout', () => {
  it('shows the screen title, the user, the sidebar and the footer', async () => {
    signIn();
    fakeApi({ 'GET /v5/languages': languages });
    renderApp('/admin/datos');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seguimiento centros' }),
    ).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByText('Ana García López')).toBeTruthy();

    const sidebar = screen.getByRole('navigation', { name: 'Menú principal' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SIDEBAR_SCREENS.map((s) => s.label));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      SIDEBAR_SCREENS.map((s) => `/admin/${s.segment}`),
    );
    // Every entry has its icon, so every label starts at the same place (Auditoría had none).
    expect(links.filter((link) => !link.querySelector('.MuiListItemIcon-root svg'))).toEqual([]);
    const current = within(sidebar).getByRole('link', { name: 'Seguimiento centros' });
    expect(current.getAttribute('aria-current')).toBe('page');

    const footer = screen.getByRole('navigation', { name: 'Enlaces del pie de página' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Claves', '/admin/claves'],
      ['Centros', '/admin/centros'],
    ]);
  });

  it('puts the sidebar in a drawer opened from the top bar below 960 px', async () => {
    await atViewportWidth(959, async () => {
      signIn();
      fakeApi({ 'GET /v5/languages': languages });
      const user = userEvent.setup();
      renderApp('/admin/dashboard');
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
      expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
      const sidebar = await screen.findByRole('navigation', { name: 'Menú principal' });
      await user.click(within(sidebar).getByRole('link', { name: 'Periodos' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Periodos' })).toBeTruthy();
      await waitFor(() =>
        expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull(),
      );
    });
  });

  it('keeps the sidebar permanent from 960 px, without a menu button', async () => {
    await atViewportWidth(960, async () => {
      signIn();
      fakeApi({ 'GET /v5/languages': languages });
      renderApp('/admin/dashboard');
      expect(await screen.findByRole('navigation', { name: 'Menú principal' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Abrir menú' })).toBeNull();
    });
  });

  // One test per screen: each loads its own lazy chunk, and under a busy machine the whole tour
  // in one test outgrew a test's time limit.
  it.each(SIDEBAR_SCREENS.map(({ label }) => label))(
    'opens «%s» from the sidebar with its Spanish title',
    async (label) => {
      signIn();
      fakeApi({ 'GET /v5/languages': languages });
      const user = userEvent.setup();
      // Mi cuenta is not in the sidebar, so every screen is reached by its link.
      renderApp(`/admin/${ACCOUNT_SEGMENT}`);
      const sidebar = await screen.findByRole('navigation', { name: 'Menú principal' });
      await user.click(within(sidebar).getByRole('link', { name: label }));
      expect(await screen.findByRole('heading', { level: 1, name: label })).toBeTruthy();
    },
  );

  it('shows notifications as success by default, without duplicates', async () => {
    signIn();
    fakeApi({ 'GET /v5/languages': languages });
    renderApp('/admin/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    act(() => {
      notify('¡Centro creado exitosamente!');
      notify('¡Centro creado exitosamente!');
    });
    const shown = await screen.findAllByText('¡Centro creado exitosamente!');
    expect(shown).toHaveLength(1);
    expect(shown[0]?.closest('.notistack-MuiContent-success')).not.toBeNull();
  });

  it('logs out: ends the session on the server, clears local storage and goes to /auth/login', async () => {
    signIn();
    const tokenAtLogout: (string | null)[] = [];
    const requests = fakeApi({
      'GET /v5/languages': languages,
      'POST /v1/auth/logout': () => {
        // Storage still holds the session while the server is asked to end it.
        tokenAtLogout.push(localStorage.getItem('user'));
        return json({ data: { message: 'Se ha cerrado la sesión.' } });
      },
    });
    const user = userEvent.setup();
    const app = renderApp('/admin/dashboard');
    localStorage.setItem('other', 'x');

    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(app.path()).toBe('/auth/login'));
    const logout = requests.find((r) => new URL(r.url).pathname === '/v1/auth/logout');
    expect(logout?.headers.get('Authorization')).toBe(`Bearer ${sessionUser().token}`);
    expect(tokenAtLogout).toHaveLength(1);
    expect(tokenAtLogout[0]).not.toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('other')).toBeNull();
    expect(app.store.getState().session.user).toBeNull();
    // The sign-in is its own page (auth/login.html), which the app loads; meanwhile it says where.
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toBeTruthy();
  });

  it('logs out even when the server cannot be reached', async () => {
    signIn();
    fakeApi({
      'GET /v5/languages': languages,
      'POST /v1/auth/logout': () => json({ error: { code: 'INTERNAL', message: '' } }, 500),
    });
    const user = userEvent.setup();
    const app = renderApp('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(app.path()).toBe('/auth/login'));
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('sends a visitor without a session to /auth/login', async () => {
    fakeApi({ 'GET /v5/languages': languages });
    const app = renderApp('/admin/datos');
    await waitFor(() => expect(app.path()).toBe('/auth/login'));
  });

  it('goes to /auth/login when the API refuses the token', async () => {
    signIn();
    fakeApi({
      'GET /v5/languages': () => json({ error: { code: 'UNAUTHORIZED', message: '' } }, 401),
    });
    const app = renderApp('/admin/centros');
    await waitFor(() => expect(app.path()).toBe('/auth/login'));
    expect(localStorage.getItem('user')).toBeNull();
  });
});
