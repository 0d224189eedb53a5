import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { createAppStore } from '../app/store';
import { storeUser } from '../lib/session';
import { fakeApi, json, type Handler } from './fake-api';
import { sessionUser } from './session-user';

let currentPath = '';

/** Records the router's path so tests can assert where the app went. */
function LocationProbe() {
  currentPath = useLocation().pathname;
  return null;
}

/**
 * Renders `ui` (a dialog, a field) inside the app's providers on a fresh store: features test
 * their pieces with the real store without importing app/, which sits above them.
 */
export function renderWithStore(ui: ReactElement) {
  return render(<AppProviders store={createAppStore()}>{ui}</AppProviders>);
}

/** Renders the whole app at `path` on a fresh store built from the current local storage. */
export function renderApp(path: string) {
  const store = createAppStore();
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, ...view, path: () => currentPath };
}

/**
 * An administrator's visit to `path`: signed in, with the server answering `handlers` and the
 * language list every screen loads.
 */
export function renderAdminScreen(path: string, handlers: Record<string, Handler>) {
  storeUser(sessionUser({}));
  fakeApi({
    'GET /v5/languages': () => json({ data: [{ id: 'ES', name: 'Español' }] }),
    ...handlers,
  });
  return renderApp(path);
}
