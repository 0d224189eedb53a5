import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { sessionUser } from '../../test/session-user';
import { storeUser } from '../../lib/session';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const api = {
  'GET /v5/languages': () => json({ data: [{ id: 'ES', name: 'Español' }] }),
  'GET /v5/comunidades': () =>
    json({
      data: [
        { id: 1, nombre: 'Andalucía' },
        { id: 13, nombre: 'Comunidad de Madrid' },
      ],
    }),
};

async function topBarScope(): Promise<string> {
  const line = await screen.findByTestId('admin-scope');
  return line.textContent ?? '';
}

describe("the top bar's scope", () => {
  it('says national for a national administrator', async () => {
    storeUser(sessionUser());
    fakeApi(api);
    renderApp('/admin/dashboard');
    expect(await topBarScope()).toBe('Ámbito: nacional');
    expect(screen.queryByText('Solo consulta')).toBeNull();
  });

  it("names a regional administrator's communities", async () => {
    storeUser(sessionUser({ ambito: [1, 13] }));
    fakeApi(api);
    renderApp('/admin/dashboard');
    const line = await screen.findByTestId('admin-scope');
    expect(await within(line).findByText('Ámbito: Andalucía, Comunidad de Madrid')).toBeTruthy();
  });

  it('says "Solo consulta" for a read-only administrator', async () => {
    storeUser(sessionUser({ ambito: [1], solo_lectura: 1 }));
    fakeApi(api);
    renderApp('/admin/dashboard');
    const line = await screen.findByTestId('admin-scope');
    expect(await within(line).findByText('Ámbito: Andalucía')).toBeTruthy();
    expect(within(line).getByText('Solo consulta')).toBeTruthy();
  });
});
